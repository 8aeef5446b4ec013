import { PAGE_JORNADA } from '@/lib/page-phase';
import { INITIAL_VALUES, type RegistrationFormValues } from '@/lib/registration/fields';
import { buildRegistrationPayload } from '@/lib/registration/payload';
import { completedDelay, sendRegistration, submitRegistration } from '@/lib/registration/submit';

const DEFAULT = 'https://hooks.example.com/registro';

let mockDefaultWebhookUrl = DEFAULT;
jest.mock('@/lib/env', () => ({
  get DEFAULT_WEBHOOK_URL() {
    return mockDefaultWebhookUrl;
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

/** What a no-cors fetch resolves with: an opaque answer (jsdom has no Response class). */
const OPAQUE = { type: 'opaque', status: 0, ok: false } as Response;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(OPAQUE);
  Object.assign(window, { fetch: fetchMock });
  mockDefaultWebhookUrl = DEFAULT;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.sessionStorage.setItem('registrationUtm', '{"utm_source":"facebook"}');
});

afterEach(() => jest.useRealTimers());

describe('submitRegistration', () => {
  it('POSTs the JSON payload once, in no-cors mode, to the default destination', async () => {
    const sentAt = new Date(Date.parse(PAGE_JORNADA.start) - 29 * 24 * 3600_000);
    jest.useFakeTimers({ now: sentAt, doNotFake: ['queueMicrotask'] });
    await expect(submitRegistration(VALUES, PAGE_JORNADA.slug)).resolves.toEqual({ outcome: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
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
      fecha: sentAt.toISOString(),
      origen: window.location.origin,
      jornada: PAGE_JORNADA.slug,
      autorizaTratamientoDatos: true,
      utm_source: 'facebook',
    });
  });

  it('returns the field errors and sends nothing when the form is invalid', async () => {
    await expect(submitRegistration({ ...VALUES, apellido: ' G ' }, PAGE_JORNADA.slug)).resolves.toEqual({
      errors: { apellido: 'El apellido debe tener al menos 2 caracteres' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends to the saved override instead of the default', async () => {
    window.localStorage.setItem('registrationWebhookUrl', 'http://127.0.0.1:8787/');
    await submitRegistration(VALUES, PAGE_JORNADA.slug);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8787/');
  });

  it('sends nothing and reports a simulation without any destination', async () => {
    mockDefaultWebhookUrl = '';
    await expect(submitRegistration(VALUES, PAGE_JORNADA.slug)).resolves.toEqual({ outcome: 'simulated' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the honeypot is filled, yet looks like a send', async () => {
    const result = await submitRegistration({ ...VALUES, sitioWeb: 'http://spam.example' }, PAGE_JORNADA.slug);
    expect(result).toEqual({ outcome: 'discarded' });
    expect(completedDelay('discarded')).toBe(completedDelay('sent'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects when the network fails, whatever the (unreadable) answer would be', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitRegistration(VALUES, PAGE_JORNADA.slug)).rejects.toThrow('Failed to fetch');
  });

  it('treats an opaque answer as success without reading it', async () => {
    const opaque = {
      get status(): number {
        throw new Error('read');
      },
    } as unknown as Response;
    fetchMock.mockResolvedValue(opaque);
    await expect(submitRegistration(VALUES, PAGE_JORNADA.slug)).resolves.toEqual({ outcome: 'sent' });
  });
});

describe('sendRegistration', () => {
  const payload = buildRegistrationPayload(
    { nombre: 'Ana', apellido: 'Gómez', correo: 'ana@example.com', movil: '3151234567', rangoDeudas: 'menos-50', tipoPersona: 'natural', autorizaTratamientoDatos: true },
    { sentAt: new Date(), origin: 'http://localhost', jornada: PAGE_JORNADA.slug, utm: {} },
  );

  it('aborts a send that neither resolves nor rejects within 15 s', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    });
    const send = sendRegistration('https://hook.example', payload);
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
    await sendRegistration('https://hook.example', payload);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('completedDelay', () => {
  it('is 1 s after a send and 1.5 s after a simulation (spec §9)', () => {
    expect(completedDelay('sent')).toBe(1000);
    expect(completedDelay('simulated')).toBe(1500);
  });
});
