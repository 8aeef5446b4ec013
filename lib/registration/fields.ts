/**
 * The registration's fields, once: names in page order, defaults (spec §3) and how each is
 * entered. The schema (schema.ts), the form values' type, the labels (content/registration.ts),
 * the markup and the payload all derive from this list. No yup here: the first-load island uses it.
 */
import { FIELD_MIN_LENGTH, HONEYPOT_FIELD } from '@/lib/registration/constants';

export const REGISTRATION_FIELDS = [
  { name: 'nombre', control: 'text', type: 'text', autoComplete: 'given-name', initial: '' },
  { name: 'apellido', control: 'text', type: 'text', autoComplete: 'family-name', initial: '' },
  { name: 'correo', control: 'text', type: 'email', autoComplete: 'email', initial: '' },
  // `tel`, not `tel-national`: HTML allows the latter only on text inputs, and type="tel" brings the keypad.
  { name: 'movil', control: 'text', type: 'tel', autoComplete: 'tel', initial: '' },
  { name: 'rangoDeudas', control: 'select', initial: 'menos-50' },
  { name: 'tipoPersona', control: 'radio', initial: 'natural' },
  { name: 'autorizaTratamientoDatos', control: 'consent', initial: false },
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type FieldName = RegistrationField['name'];

/** Field names in page order: focus goes to the first invalid one. */
export const FIELD_NAMES: readonly FieldName[] = REGISTRATION_FIELDS.map((field) => field.name);

/** What the visitor typed, untrimmed, plus the honeypot (empty for people). */
export type RegistrationFormValues = {
  [F in RegistrationField as F['name']]: F['initial'] extends boolean ? boolean : string;
} & { [HONEYPOT_FIELD]: string };

export const INITIAL_VALUES = {
  ...Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field.name, field.initial])),
  [HONEYPOT_FIELD]: '',
} as RegistrationFormValues;

/** The first message of each invalid field. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The first field, in page order, that has an error. */
export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_NAMES.find((name) => Boolean(errors[name]));
}

/** Values read back from storage, kept only where each field has the right type (else its default). */
export function valuesFrom(raw: unknown): RegistrationFormValues {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const pick = (name: string, fallback: string | boolean) => (typeof source[name] === typeof fallback ? source[name] : fallback);
  return Object.fromEntries([
    ...REGISTRATION_FIELDS.map((field) => [field.name, pick(field.name, field.initial)]),
    [HONEYPOT_FIELD, pick(HONEYPOT_FIELD, '')],
  ]) as RegistrationFormValues;
}

/**
 * Characters that show nothing: format characters (zero-width spaces and joiners, bidirectional
 * marks, soft hyphens, byte-order marks) and control characters. A name made only of them would
 * pass the length check and reach the firm empty; they are removed before anything is counted,
 * and the cleaned text is what is sent (lib/registration/schema.ts).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/** A text as it shows: composed, without the characters that show nothing (untrimmed). */
export const visibleText = (value: string) => value.normalize('NFC').replace(INVISIBLE, '');

/** A value as the schema sends it: its visible text, trimmed. Two values that differ only there are one registration. */
const asSent = (value: string | boolean) => (typeof value === 'string' ? visibleText(value).trim() : value);

/** Whether two sets of values are one registration: a key names the values it was made with, no others. */
export function sameValues(a: RegistrationFormValues, b: RegistrationFormValues): boolean {
  return FIELD_NAMES.every((name) => asSent(a[name]) === asSent(b[name]));
}

/**
 * A first look at values the validation (schema.ts, loaded later) could not check: false when they are
 * surely invalid (a field short of its minimum, an e-mail without a dotted domain, no consent). Such
 * values are not kept to be sent later, where the check would drop them unseen once the visitor has
 * gone (QA, session 32). Not a validation: code points, not characters, and the schema has the last word.
 */
export function mayBeValid(values: RegistrationFormValues): boolean {
  const sent = (name: 'nombre' | 'apellido' | 'correo' | 'movil') => asSent(values[name]) as string;
  const longEnough = (['nombre', 'apellido', 'movil'] as const).every((name) => [...sent(name)].length >= FIELD_MIN_LENGTH[name]);
  return longEnough && /^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/.test(sent('correo')) && values.autorizaTratamientoDatos === true;
}
