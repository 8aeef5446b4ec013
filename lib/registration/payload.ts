/** The JSON body sent to the webhook (spec §3, §7). */
import type { RegistrationData } from '@/lib/registration/schema';
import type { UtmParams } from '@/lib/registration/storage';

export type RegistrationPayload = {
  nombre: string;
  apellido: string;
  correo: string;
  movil: string;
  rangoDeudas: string;
  tipoPersona: string;
  /** ISO timestamp of the send. */
  fecha: string;
  /** window.location.origin of the page that sent it. */
  origen: string;
  /** Ley 1581 de 2012: the record of the visitor's explicit authorisation. */
  autorizaTratamientoDatos: true;
} & UtmParams;

interface PayloadContext {
  sentAt: Date;
  origin: string;
  utm: UtmParams;
}

/** Exactly the spec's keys (trimmed), plus the consent and only the UTM parameters present. */
export function buildRegistrationPayload(data: RegistrationData, { sentAt, origin, utm }: PayloadContext): RegistrationPayload {
  return {
    nombre: data.nombre.trim(),
    apellido: data.apellido.trim(),
    correo: data.correo.trim(),
    movil: data.movil.trim(),
    rangoDeudas: data.rangoDeudas,
    tipoPersona: data.tipoPersona,
    fecha: sentAt.toISOString(),
    origen: origin,
    autorizaTratamientoDatos: true,
    ...utm,
  };
}
