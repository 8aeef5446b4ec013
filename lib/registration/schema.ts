/**
 * The registration rules (spec §5) as a yup schema over the fields of fields.ts. Values are
 * trimmed before they are checked (two spaces are not a name), and the cast result, trimmed and
 * without the honeypot, is what gets sent.
 */
import { boolean, object, string, ValidationError, type InferType, type Schema } from 'yup';
import { DEBT_RANGE_OPTIONS, PERSON_TYPE_OPTIONS, REGISTRATION_FORM } from '@/content/registration';
import { FIELD_MAX_LENGTH, FIELD_MIN_LENGTH } from '@/lib/registration/constants';
import { FIELD_NAMES, visibleText, type FieldErrors, type FieldName, type RegistrationFormValues } from '@/lib/registration/fields';

const messages = REGISTRATION_FORM.messages;

/**
 * yup's `.email()` follows the HTML definition, which accepts an address without a dot in the
 * domain ('ana@gmail'): valid for an intranet, but here almost always a typo that would leave the
 * firm unable to reach the visitor. So the domain must also end in a dot and a 2+ letter label, or an
 * internationalised one, which the browser's e-mail field hands over in Punycode ('.cö' as '.xn--c-1ga').
 */
const DOMAIN_WITH_TLD = /@[^@\s]+\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i;
/** Nor a dot that starts the address, doubles or ends the name ('ana..b@…', '.ana@…', 'ana.@…'): no mailbox has one (RFC 5321 §4.1.2). */
const NO_STRAY_DOT = /^(?!\.)(?!.*\.\.)(?!.*\.@)/;

/** What is checked and sent of a text: what shows of it (lib/registration/fields.ts visibleText). */
const visible = (value: unknown) => (typeof value === 'string' ? visibleText(value) : value);

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"):
 * the firm's automation usually writes registrations into one.
 */
const FORMULA_START = /^[=+\-@]/;

/**
 * Whether `value` has `min` characters as a person sees them: 'É' typed as E and an accent, or an
 * emoji, is one (yup's `.min` counts UTF-16 units, so '😀' passed as two). Code points where
 * Intl.Segmenter is missing (Firefox before 125). It stops counting at `min`: a pasted megabyte is quick.
 */
function hasCharacters(value: string, min: number): boolean {
  const characters = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(value) : value;
  const iterator = characters[Symbol.iterator]();
  for (let count = 0; count < min; count += 1) if (iterator.next().done) return false;
  return true;
}

/** A trimmed text between its limits; `.required` first, as an empty string skips the other tests. */
const text = (min: number, minMessage: string, max: number, maxMessage: string) =>
  string()
    .transform(visible)
    .trim()
    .required(minMessage)
    .test('min-characters', minMessage, (value) => hasCharacters(value ?? '', min))
    .max(max, maxMessage);

/** A name: a text that a spreadsheet will not run. */
const name = (min: number, minMessage: string, max: number, maxMessage: string, formulaMessage: string) =>
  text(min, minMessage, max, maxMessage).test('no-formula', formulaMessage, (value) => !FORMULA_START.test(value ?? ''));

export const registrationSchema = object({
  nombre: name(FIELD_MIN_LENGTH.nombre, messages.nombreMin, FIELD_MAX_LENGTH.nombre, messages.nombreMax(FIELD_MAX_LENGTH.nombre), messages.nombreFormula),
  apellido: name(
    FIELD_MIN_LENGTH.apellido,
    messages.apellidoMin,
    FIELD_MAX_LENGTH.apellido,
    messages.apellidoMax(FIELD_MAX_LENGTH.apellido),
    messages.apellidoFormula,
  ),
  correo: string()
    .transform(visible)
    .trim()
    .required(messages.correo)
    .email(messages.correo)
    .matches(DOMAIN_WITH_TLD, messages.correo)
    .matches(NO_STRAY_DOT, messages.correo)
    .max(FIELD_MAX_LENGTH.correo, messages.correoMax(FIELD_MAX_LENGTH.correo)),
  // Spec §5: at least 10 characters; digits only is deliberately not enforced ('315-123-4567').
  movil: text(FIELD_MIN_LENGTH.movil, messages.movilMin, FIELD_MAX_LENGTH.movil, messages.movilMax(FIELD_MAX_LENGTH.movil)),
  rangoDeudas: string()
    .required(messages.rangoDeudas)
    .oneOf(DEBT_RANGE_OPTIONS.map((option) => option.value), messages.rangoDeudas),
  tipoPersona: string()
    .required(messages.tipoPersona)
    .oneOf(PERSON_TYPE_OPTIONS.map((option) => option.value), messages.tipoPersona),
  // Ley 1581 de 2012: silence is not consent, so only an explicit tick passes.
  autorizaTratamientoDatos: boolean().required(messages.consent).isTrue(messages.consent),
} satisfies Record<FieldName, Schema>);

/** A valid registration: trimmed, without the honeypot. */
export type RegistrationData = InferType<typeof registrationSchema>;

export type ParsedRegistration = { data: RegistrationData; errors?: undefined } | { data?: undefined; errors: FieldErrors };

/**
 * Checks every field at once (spec §5: all errors on the first invalid submit). Valid: the cast,
 * trimmed data. Invalid: each invalid field's first message.
 */
export function parseRegistration(values: RegistrationFormValues): ParsedRegistration {
  try {
    return { data: registrationSchema.validateSync(values, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = FIELD_NAMES.find((name) => name === issue.path);
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return { errors };
  }
}
