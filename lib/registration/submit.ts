/**
 * Sending a registration (spec §7): one POST of a JSON body to the webhook of an automation
 * service, with `keepalive` so that it survives the page being closed or reloaded.
 *
 * By default in `no-cors` mode: automation webhooks rarely answer CORS, and the site has no
 * server of its own. The answer is then opaque: its status cannot be read, so success is "the
 * send did not throw" (spec §7). The browser only allows CORS-safelisted content types, so the
 * JSON travels as `text/plain;charset=UTF-8`; the automation must parse the body as JSON. When the
 * webhook answers CORS (NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS=1), the same request goes as a CORS
 * simple request, its status is read, and anything but 2xx is a failure (README "Registro").
 */
import { COMPLETED_DELAY_MS, HONEYPOT_FIELD, SEND_TIMEOUT_MS, SIMULATED_COMPLETED_DELAY_MS } from '@/lib/registration/constants';
import type { FieldErrors } from '@/lib/registration/fields';
import { deliveredJornada, type SeasonEntry } from '@/lib/registration/jornada-tag';
import type { Registration } from '@/lib/registration/outbox';
import { buildRegistrationPayload, type RegistrationPayload } from '@/lib/registration/payload';
import { parseRegistration } from '@/lib/registration/schema';
import { webhookDestination } from '@/lib/registration/storage';

/**
 * 'sent': the POST went out and did not fail. 'simulated': no destination configured, nothing
 * sent. 'discarded': the honeypot was filled (a bot); nothing sent, but it must look like 'sent'.
 */
export type SubmitOutcome = 'sent' | 'simulated' | 'discarded';

/** How long after the send the completed panel appears (spec §4, §9). */
export function completedDelay(outcome: SubmitOutcome): number {
  return outcome === 'simulated' ? SIMULATED_COMPLETED_DELAY_MS : COMPLETED_DELAY_MS;
}

export interface WebhookRequest {
  url: string;
  payload: RegistrationPayload;
  /** The webhook answers CORS: read its status. */
  cors: boolean;
}

/**
 * What a registration needs, checked once (spec §5): its errors, nothing to send, or the request.
 * `jornada`: what it is for now (lib/registration/jornada-tag.ts), which the completed panel shows.
 */
export type PreparedRegistration =
  | { errors: FieldErrors }
  | { outcome: Exclude<SubmitOutcome, 'sent'>; jornada: string }
  | { request: WebhookRequest; jornada: string };

export function prepareRegistration(
  { values, registroId, fecha, jornada: tag, utm }: Registration,
  season: readonly SeasonEntry[],
  now: number = Date.now(),
): PreparedRegistration {
  const { data, errors } = parseRegistration(values);
  if (errors) return { errors };
  const jornada = deliveredJornada(tag, now, season);
  if (values[HONEYPOT_FIELD].trim() !== '') return { outcome: 'discarded', jornada };
  const destination = webhookDestination();
  if (destination.source === 'simulated') return { outcome: 'simulated', jornada };
  const payload = buildRegistrationPayload(data, { fecha, origin: window.location.origin, jornada, registroId, utm });
  return { request: { url: destination.url, payload, cors: destination.cors }, jornada };
}

/**
 * POSTs the payload. Rejects on a network error, on a non-2xx answer when it can be read, when
 * `signal` aborts, or when nothing has come back after SEND_TIMEOUT_MS (the request is aborted).
 *
 * A redirect would be followed as a GET without the body, so nothing would arrive: a readable
 * (CORS) send refuses it (`redirect: 'error'`, a failure kept in the outbox). A no-cors send must
 * follow redirects (Fetch standard) and cannot see them; only an https webhook is allowed
 * (lib/webhook-url.js), which rules out the usual one, http to https.
 */
export async function sendRegistration({ url, payload, cors }: WebhookRequest, signal?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Sin respuesta del webhook tras ${SEND_TIMEOUT_MS} ms`)),
    SEND_TIMEOUT_MS,
  );
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop);
  try {
    if (signal?.aborted) throw signal.reason;
    const response = await fetch(url, {
      method: 'POST',
      mode: cors ? 'cors' : 'no-cors',
      redirect: cors ? 'error' : 'follow',
      keepalive: true,
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (cors && !response.ok) throw new Error(`El webhook respondió ${response.status}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
