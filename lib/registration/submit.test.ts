import { WAITLIST_JORNADA } from '@/lib/jornadas';
import { INITIAL_VALUES, type RegistrationFormValues } from '@/lib/registration/fields';
import type { Registration } from '@/lib/registration/outbox';
import { completedDelay, prepareRegistration, sendRegistration, type WebhookRequest } from '@/lib/registration/submit';

/** A jornada of the tests' own (nothing here depends on content/jornadas.ts), alone in its season. */
const PAGE_JORNADA = { slug: 'tercera-jornada', start: '2031-03-05T19:00:00-05:00', end: '2031-03-05T21:00:00-05:00' };
const SEASON = [PAGE_JORNADA];

const DEFAULT = 'https://hooks.example.com/registro';

let mockDefaultWebhookUrl = DEFAULT;
let mockWebhookCors = false;
jest.mock('@/lib/env', () => ({
  get DEFAULT_WEBHOOK_URL() {
    return mockDefaultWebhookUrl;
  },
  get WEBHOOK_CORS() {
    return mockWebhookCors;
  },
}));

const VALUES: RegistrationFormValues = {
  ...INITIAL_VALUES,
  nombre: '  Ana ',
  apellido: 'Gómez',
  correo: 'ana@example.com ',
  movil: '315-123-4567',
  rangoDeudas: 'mas-300',
  autorizaTratamientoDatos: true,
};

/** Made a month before the page's jornada. */
const REGISTRATION: Registration = {
  registroId: '0b8f6f3e-5f1d-4c2a-9d7e-2a1c3b4d5e6f',
  values: VALUES,
  fecha: new Date(Date.parse(PAGE_JORNADA.start) - 30 * 24 * 3_600_000).toISOString(),
  jornada: PAGE_JORNADA.slug,
  utm: { utm_source: 'facebook' },
};

/** When the registration is prepared: an hour after it was made. */
const NOW = Date.parse(REGISTRATION.fecha) + 3_600_000;

/** What a no-cors fetch resolves with: an opaque answer (jsdom has no Response class). */
const OPAQUE = { type: 'opaque', status: 0, ok: false } as Response;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(OPAQUE);
  Object.assign(window, { fetch: fetchMock });
  mockDefaultWebhookUrl = DEFAULT;
  mockWebhookCors = false;
  window.localStorage.clear();
});

afterEach(() => jest.useRealTimers());

/** The request a valid registration prepares. */
function requestFor(registration: Registration = REGISTRATION): WebhookRequest {
  const prepared = prepareRegistration(registration, SEASON, NOW);
  if (!('request' in prepared)) throw new Error(`expected a request, got ${JSON.stringify(prepared)}`);
  return prepared.request;
}

describe('prepareRegistration', () => {
  it('builds the JSON payload for the default destination: trimmed spec keys, its key, jornada and UTMs', () => {
    const request = requestFor();
    expect(request.url).toBe('https://hooks.example.com/registro');
    expect(request.cors).toBe(false);
    expect(request.payload).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      movil: '315-123-4567',
      rangoDeudas: 'mas-300',
      tipoPersona: 'natural',
      fecha: REGISTRATION.fecha,
      origen: window.location.origin,
      jornada: PAGE_JORNADA.slug,
      registroId: REGISTRATION.registroId,
      autorizaTratamientoDatos: true,
      utm_source: 'facebook',
    });
  });

  it('returns the field errors and nothing to send when the form is invalid', () => {
    expect(prepareRegistration({ ...REGISTRATION, values: { ...VALUES, apellido: ' G ' } }, SEASON, NOW)).toEqual({
      errors: { apellido: 'El apellido debe tener al menos 2 caracteres' },
    });
  });

  it('tags a registration delivered after its jornada ended with what it is for then (lib/registration/jornada-tag.ts)', () => {
    const late = prepareRegistration(REGISTRATION, SEASON, Date.parse(PAGE_JORNADA.end) + 20 * 60_000);
    if (!('request' in late)) throw new Error('expected a request');
    expect(late.request.payload.jornada).toBe(late.jornada);
    expect(late.jornada).not.toBe(PAGE_JORNADA.slug);
    expect(prepareRegistration({ ...REGISTRATION, jornada: WAITLIST_JORNADA }, SEASON, NOW)).toMatchObject({ jornada: WAITLIST_JORNADA });
  });

  it('sends to the saved override instead of the default, and reads its answer when it answers CORS', () => {
    window.localStorage.setItem('registrationWebhookUrl', 'http://127.0.0.1:8787/');
    expect(requestFor().url).toBe('http://127.0.0.1:8787/');
    mockWebhookCors = true;
    expect(requestFor().cors).toBe(true);
    window.localStorage.setItem('registrationWebhookCors', '0');
    expect(requestFor().cors).toBe(false);
  });

  it('has nothing to send, and reports a simulation, without any destination', () => {
    mockDefaultWebhookUrl = '';
    expect(prepareRegistration(REGISTRATION, SEASON, NOW)).toEqual({ outcome: 'simulated', jornada: PAGE_JORNADA.slug });
  });

  it('has nothing to send when the honeypot is filled, yet looks like a send', () => {
    expect(prepareRegistration({ ...REGISTRATION, values: { ...VALUES, sitioWeb: 'http://spam.example' } }, SEASON, NOW)).toEqual({
      outcome: 'discarded',
      jornada: PAGE_JORNADA.slug,
    });
    expect(completedDelay('discarded')).toBe(completedDelay('sent'));
  });
});

describe('sendRegistration', () => {
  it('POSTs the payload once, in no-cors mode, with keepalive', async () => {
    await sendRegistration(requestFor());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(DEFAULT);
    // A no-cors request must follow redirects (Fetch standard); the webhook is https only instead.
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', redirect: 'follow', keepalive: true });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(String(init?.body))).toEqual(requestFor().payload);
  });

  it('rejects when the network fails, whatever the (unreadable) answer would be', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendRegistration(requestFor())).rejects.toThrow('Failed to fetch');
  });

  it('treats an opaque answer as success without reading it', async () => {
    const opaque = {
      get status(): number {
        throw new Error('read');
      },
      get ok(): boolean {
        throw new Error('read');
      },
    } as unknown as Response;
    fetchMock.mockResolvedValue(opaque);
    await expect(sendRegistration(requestFor())).resolves.toBeUndefined();
  });

  it('in CORS mode, sends a readable request and fails on a non-2xx answer', async () => {
    mockWebhookCors = true;
    fetchMock.mockResolvedValue({ type: 'cors', status: 500, ok: false } as Response);
    await expect(sendRegistration(requestFor())).rejects.toThrow('500');
    // A redirect would turn the POST into a GET without the body: a readable send refuses it.
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ mode: 'cors', redirect: 'error', keepalive: true });
    fetchMock.mockResolvedValue({ type: 'cors', status: 200, ok: true } as Response);
    await expect(sendRegistration(requestFor())).resolves.toBeUndefined();
  });

  it('aborts a send that neither resolves nor rejects within 15 s', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    });
    const send = sendRegistration(requestFor());
    const settled = jest.fn();
    send.then(settled, settled);

    await jest.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    expect(settled).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(send).rejects.toThrow('15000');
  });

  it('aborts when the caller’s signal does (the 20 s bound of a submit)', async () => {
    fetchMock.mockImplementation((_url, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const controller = new AbortController();
    const send = sendRegistration(requestFor(), controller.signal);
    controller.abort(new Error('20 s'));
    await expect(send).rejects.toThrow('20 s');
  });

  it('clears its timer once the send is over', async () => {
    jest.useFakeTimers();
    await sendRegistration(requestFor());
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('completedDelay', () => {
  it('is 1 s after a send and 1.5 s after a simulation (spec §9)', () => {
    expect(completedDelay('sent')).toBe(1000);
    expect(completedDelay('simulated')).toBe(1500);
  });
});
