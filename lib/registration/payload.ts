/** The JSON body sent to the webhook (spec §3, §7). */
import { FIELD_NAMES } from '@/lib/registration/fields';
import type { RegistrationData } from '@/lib/registration/schema';
import { sanitizeUtm, type UtmParams } from '@/lib/registration/storage';

export type RegistrationPayload = Omit<RegistrationData, 'autorizaTratamientoDatos'> & {
  /** ISO timestamp of the registration (the same on every attempt). */
  fecha: string;
  /** window.location.origin of the page that sent it. */
  origen: string;
  /** The slug of the jornada it is for, or lib/jornadas.ts WAITLIST_JORNADA after the last one ended. */
  jornada: string;
  /** The idempotency key: the same on every attempt of one registration. */
  registroId: string;
  /** Ley 1581 de 2012: the record of the visitor's explicit authorisation. */
  autorizaTratamientoDatos: true;
} & UtmParams;

interface PayloadContext {
  /** ISO instant of the registration. */
  fecha: string;
  origin: string;
  jornada: string;
  registroId: string;
  utm: UtmParams;
}

/**
 * The validated fields (the spec's keys), then fecha, origen, the jornada, the key, the consent and
 * the visit's UTMs: only `utm_*` keys, so nothing stored beside them can replace another key.
 */
export function buildRegistrationPayload(
  data: RegistrationData,
  { fecha, origin, jornada, registroId, utm }: PayloadContext,
): RegistrationPayload {
  // In page order: yup's cast does not keep the schema's key order.
  const ordered = Object.fromEntries(FIELD_NAMES.map((name) => [name, data[name]])) as RegistrationData;
  const { autorizaTratamientoDatos, ...fields } = ordered;
  return { ...fields, fecha, origen: origin, jornada, registroId, autorizaTratamientoDatos, ...sanitizeUtm(utm) };
}
