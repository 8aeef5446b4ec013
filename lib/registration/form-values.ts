/**
 * The form's raw values (what the visitor typed, untrimmed) and their defaults (spec §3).
 * Kept apart from schema.ts so the first-load island can use them without loading yup.
 */
import { HONEYPOT_FIELD } from '@/lib/registration/constants';

export interface RegistrationFormValues {
  nombre: string;
  apellido: string;
  correo: string;
  movil: string;
  rangoDeudas: string;
  tipoPersona: string;
  autorizaTratamientoDatos: boolean;
  /** The honeypot (constants.ts HONEYPOT_FIELD): empty for people. */
  [HONEYPOT_FIELD]: string;
}

export const INITIAL_VALUES: RegistrationFormValues = {
  nombre: '',
  apellido: '',
  correo: '',
  movil: '',
  rangoDeudas: 'menos-50',
  tipoPersona: 'natural',
  autorizaTratamientoDatos: false,
  [HONEYPOT_FIELD]: '',
};

/** The values currently in a rendered registration form (its controls carry the field names). */
export function readFormValues(form: HTMLFormElement): RegistrationFormValues {
  const data = new FormData(form);
  const text = (name: keyof RegistrationFormValues): string => {
    const value = data.get(name);
    return typeof value === 'string' ? value : String(INITIAL_VALUES[name]);
  };
  return {
    nombre: text('nombre'),
    apellido: text('apellido'),
    correo: text('correo'),
    movil: text('movil'),
    rangoDeudas: text('rangoDeudas'),
    tipoPersona: text('tipoPersona'),
    autorizaTratamientoDatos: data.has('autorizaTratamientoDatos'),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
}
