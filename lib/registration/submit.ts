/**
 * Sending a registration (spec §7): one POST, in `no-cors` mode, to the webhook of an automation
 * service.
 *
 * Why no-cors: automation webhooks rarely answer CORS preflights, and the site has no server of
 * its own. The price is an opaque answer: its status cannot be read, so success is "the send did
 * not throw". It also means the browser only allows CORS-safelisted content types, so the JSON
 * body travels as `text/plain;charset=UTF-8`; the automation must parse the body as JSON
 * (README "Registros").
 */
import { COMPLETED_DELAY_MS, HONEYPOT_FIELD, SEND_TIMEOUT_MS, SIMULATED_COMPLETED_DELAY_MS } from '@/lib/registration/constants';
import type { FieldErrors, RegistrationFormValues } from '@/lib/registration/fields';
import { buildRegistrationPayload, type RegistrationPayload } from '@/lib/registration/payload';
import { parseRegistration } from '@/lib/registration/schema';
import { browserStorage, readUtm, webhookDestination } from '@/lib/registration/storage';

/**
 * 'sent': the POST went out and did not throw. 'simulated': no destination configured, nothing
 * sent. 'discarded': the honeypot was filled (a bot); nothing sent, but it must look like 'sent'.
 */
export type SubmitOutcome = 'sent' | 'simulated' | 'discarded';

/** How long after the send the completed panel appears (spec §4, §9). */
export function completedDelay(outcome: SubmitOutcome): number {
  return outcome === 'simulated' ? SIMULATED_COMPLETED_DELAY_MS : COMPLETED_DELAY_MS;
}

/**
 * POSTs the payload. Rejects on a network error or when neither an answer nor an error has come
 * after SEND_TIMEOUT_MS (the request is then aborted). The opaque answer is never read.
 */
export async function sendRegistration(url: string, payload: RegistrationPayload): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Sin respuesta del webhook tras ${SEND_TIMEOUT_MS} ms`)),
    SEND_TIMEOUT_MS,
  );
  try {
    await fetch(url, { method: 'POST', mode: 'no-cors', body: JSON.stringify(payload), signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Validates the form once; when valid, sends it to its destination for `jornada` (a slug, or the
 * waiting list). Resolves with the field errors or the outcome; rejects when the send fails.
 */
export async function submitRegistration(
  values: RegistrationFormValues,
  jornada: string,
): Promise<{ errors: FieldErrors } | { outcome: SubmitOutcome }> {
  const { data, errors } = parseRegistration(values);
  if (errors) return { errors };
  if (values[HONEYPOT_FIELD].trim() !== '') return { outcome: 'discarded' };
  const destination = webhookDestination();
  if (destination.source === 'simulated') return { outcome: 'simulated' };
  const payload = buildRegistrationPayload(data, {
    sentAt: new Date(),
    origin: window.location.origin,
    jornada,
    utm: readUtm(browserStorage('sessionStorage')),
  });
  await sendRegistration(destination.url, payload);
  return { outcome: 'sent' };
}
