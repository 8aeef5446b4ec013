/**
 * The registration rules (spec §5) as a yup schema. Values are trimmed before they are checked
 * (two spaces are not a name) and the cast result is what gets sent.
 */
import { boolean, object, string, ValidationError, type InferType } from 'yup';
import { DEBT_RANGE_OPTIONS, PERSON_TYPE_OPTIONS, REGISTRATION_FORM } from '@/content/registration';
import { FIELD_MAX_LENGTH, FIELD_MIN_LENGTH, FIELD_ORDER, type FieldName } from '@/lib/registration/constants';
import type { RegistrationFormValues } from '@/lib/registration/form-values';

const messages = REGISTRATION_FORM.messages;

const DEBT_RANGES = DEBT_RANGE_OPTIONS.map((option) => option.value);
const PERSON_TYPES = PERSON_TYPE_OPTIONS.map((option) => option.value);

/**
 * yup's `.email()` follows the HTML definition, which accepts an address without a dot in the
 * domain ('ana@gmail'): valid for an intranet, but here almost always a typo that would leave the
 * firm unable to reach the visitor. So the domain must also end in a dot and a 2+ letter label.
 */
const DOMAIN_WITH_TLD = /@[^@\s]+\.[a-z]{2,}$/i;

export const registrationSchema = object({
  // `.required` first: an empty string would otherwise skip `.email()` (and gives the same text).
  nombre: string()
    .trim()
    .required(messages.nombreMin)
    .min(FIELD_MIN_LENGTH.nombre, messages.nombreMin)
    .max(FIELD_MAX_LENGTH.nombre, messages.nombreMax),
  apellido: string()
    .trim()
    .required(messages.apellidoMin)
    .min(FIELD_MIN_LENGTH.apellido, messages.apellidoMin)
    .max(FIELD_MAX_LENGTH.apellido, messages.apellidoMax),
  correo: string()
    .trim()
    .required(messages.correo)
    .email(messages.correo)
    .matches(DOMAIN_WITH_TLD, messages.correo)
    .max(FIELD_MAX_LENGTH.correo, messages.correoMax),
  // Spec §5: at least 10 characters; digits only is deliberately not enforced ('315-123-4567').
  movil: string()
    .trim()
    .required(messages.movilMin)
    .min(FIELD_MIN_LENGTH.movil, messages.movilMin)
    .max(FIELD_MAX_LENGTH.movil, messages.movilMax),
  rangoDeudas: string().required(messages.rangoDeudas).oneOf(DEBT_RANGES, messages.rangoDeudas),
  tipoPersona: string().required(messages.tipoPersona).oneOf(PERSON_TYPES, messages.tipoPersona),
  // Ley 1581 de 2012: silence is not consent, so only an explicit tick passes.
  autorizaTratamientoDatos: boolean().required(messages.consent).oneOf([true], messages.consent),
});

/** A valid registration, trimmed, without the honeypot. */
export type RegistrationData = InferType<typeof registrationSchema>;

/** The first message of each invalid field. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Checks every field at once and returns each invalid field's first message ({} when valid). */
export function validateRegistration(values: RegistrationFormValues): FieldErrors {
  try {
    registrationSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = FIELD_ORDER.find((name) => name === issue.path);
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  }
}

/** The trimmed registration, unknown keys (the honeypot) dropped. Call after validation. */
export function cleanRegistration(values: RegistrationFormValues): RegistrationData {
  return registrationSchema.validateSync(values, { stripUnknown: true });
}

/** The first field, in page order, that has an error. */
export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((name) => Boolean(errors[name]));
}
