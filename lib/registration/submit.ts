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
import {
  COMPLETED_DELAY_MS,
  HONEYPOT_FIELD,
  SEND_TIMEOUT_MS,
  SIMULATED_COMPLETED_DELAY_MS,
} from '@/lib/registration/constants';
import type { RegistrationFormValues } from '@/lib/registration/form-values';
import { buildRegistrationPayload, type RegistrationPayload } from '@/lib/registration/payload';
import { cleanRegistration } from '@/lib/registration/schema';
import { browserStorage, readUtm, webhookDestination, type StorageLike } from '@/lib/registration/storage';

/**
 * 'sent': the POST went out and did not throw. 'simulated': no destination configured, nothing
 * sent. 'discarded': the honeypot was filled (a bot); nothing sent, but it must look like 'sent'.
 */
export type SubmitOutcome = 'sent' | 'simulated' | 'discarded';

/** How long after the send the completed panel appears (spec §4, §9). */
export function completedDelay(outcome: SubmitOutcome): number {
  return outcome === 'simulated' ? SIMULATED_COMPLETED_DELAY_MS : COMPLETED_DELAY_MS;
}

interface SendOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * POSTs the payload. Rejects on a network error or when neither an answer nor an error has come
 * after `timeoutMs` (the request is then aborted). The opaque answer is never read.
 */
export async function sendRegistration(
  url: string,
  payload: RegistrationPayload,
  { fetchImpl = fetch, timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Sin respuesta del webhook tras ${timeoutMs} ms`)), timeoutMs);
  try {
    await fetchImpl(url, {
      method: 'POST',
      mode: 'no-cors',
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

export interface SubmitContext {
  /** The build-time default destination (lib/env.ts DEFAULT_WEBHOOK_URL). */
  defaultWebhookUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  origin?: string;
  localStorage?: StorageLike | null;
  sessionStorage?: StorageLike | null;
}

/** Sends a validated registration to its destination; rejects when the send fails. */
export async function submitRegistration(values: RegistrationFormValues, context: SubmitContext): Promise<SubmitOutcome> {
  if (values[HONEYPOT_FIELD].trim() !== '') return 'discarded';
  const destination = webhookDestination(
    context.defaultWebhookUrl,
    context.localStorage === undefined ? browserStorage('localStorage') : context.localStorage,
  );
  if (destination.source === 'simulated') return 'simulated';
  const payload = buildRegistrationPayload(cleanRegistration(values), {
    sentAt: (context.now ?? (() => new Date()))(),
    origin: context.origin ?? window.location.origin,
    utm: readUtm(context.sessionStorage === undefined ? browserStorage('sessionStorage') : context.sessionStorage),
  });
  await sendRegistration(destination.url, payload, { fetchImpl: context.fetchImpl, timeoutMs: context.timeoutMs });
  return 'sent';
}
