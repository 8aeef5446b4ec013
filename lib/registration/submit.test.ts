import { INITIAL_VALUES, type RegistrationFormValues } from '@/lib/registration/form-values';
import { completedDelay, sendRegistration, submitRegistration } from '@/lib/registration/submit';
import type { StorageLike } from '@/lib/registration/storage';

const VALUES: RegistrationFormValues = {
  ...INITIAL_VALUES,
  nombre: '  Ana ',
  apellido: 'Gómez',
  correo: 'ana@example.com ',
  movil: '315-123-4567',
  rangoDeudas: 'mas-300',
  autorizaTratamientoDatos: true,
};

function storageWith(entries: Record<string, string>): StorageLike {
  return {
    getItem: (key) => entries[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

/** What a no-cors fetch resolves with: an opaque answer (jsdom has no Response class). */
const OPAQUE = { type: 'opaque', status: 0, ok: false } as Response;

function okFetch() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(OPAQUE));
}

const context = (overrides = {}) => ({
  defaultWebhookUrl: 'https://hooks.example.com/registro',
  now: () => new Date('2025-09-01T15:30:00.000Z'),
  origin: 'https://jornada.example',
  localStorage: storageWith({}),
  sessionStorage: storageWith({ registrationUtm: '{"utm_source":"facebook"}' }),
  ...overrides,
});

describe('submitRegistration', () => {
  it('POSTs the JSON payload once, in no-cors mode, to the default destination', async () => {
    const fetchImpl = okFetch();
    await expect(submitRegistration(VALUES, context({ fetchImpl }))).resolves.toBe('sent');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://hooks.example.com/registro');
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(String(init?.body))).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      movil: '315-123-4567',
      rangoDeudas: 'mas-300',
      tipoPersona: 'natural',
      fecha: '2025-09-01T15:30:00.000Z',
      origen: 'https://jornada.example',
      autorizaTratamientoDatos: true,
      utm_source: 'facebook',
    });
  });

  it('sends to the saved override instead of the default', async () => {
    const fetchImpl = okFetch();
    await submitRegistration(
      VALUES,
      context({ fetchImpl, localStorage: storageWith({ registrationWebhookUrl: 'http://127.0.0.1:8787/' }) }),
    );
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8787/');
  });

  it('sends nothing and reports a simulation without any destination', async () => {
    const fetchImpl = okFetch();
    await expect(submitRegistration(VALUES, context({ fetchImpl, defaultWebhookUrl: '' }))).resolves.toBe('simulated');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends nothing when the honeypot is filled, yet looks like a send', async () => {
    const fetchImpl = okFetch();
    const outcome = await submitRegistration({ ...VALUES, sitioWeb: 'http://spam.example' }, context({ fetchImpl }));
    expect(outcome).toBe('discarded');
    expect(completedDelay(outcome)).toBe(completedDelay('sent'));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('rejects when the network fails, whatever the (unreadable) answer would be', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(submitRegistration(VALUES, context({ fetchImpl }))).rejects.toThrow('Failed to fetch');
  });

  it('treats an opaque answer as success without reading it', async () => {
    const opaque = { get status(): number { throw new Error('read'); } } as unknown as Response;
    const fetchImpl = jest.fn(() => Promise.resolve(opaque));
    await expect(submitRegistration(VALUES, context({ fetchImpl }))).resolves.toBe('sent');
  });
});

describe('sendRegistration', () => {
  afterEach(() => jest.useRealTimers());

  it('aborts a send that neither resolves nor rejects within 15 s', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    });
    const send = sendRegistration('https://hook.example', {} as never, { fetchImpl: fetchImpl as typeof fetch });
    const settled = jest.fn();
    send.then(settled, settled);

    await jest.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    expect(settled).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(send).rejects.toThrow('15000');
  });

  it('clears its timer once the send is over', async () => {
    jest.useFakeTimers();
    await sendRegistration('https://hook.example', {} as never, { fetchImpl: okFetch() as typeof fetch });
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('completedDelay', () => {
  it('is 1 s after a send and 1.5 s after a simulation (spec §9)', () => {
    expect(completedDelay('sent')).toBe(1000);
    expect(completedDelay('simulated')).toBe(1500);
  });
});
