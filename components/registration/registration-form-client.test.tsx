import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { COMPLETED_HELP, completedDetails } from '@/components/registration/completed-fixtures';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { UtmCapture } from '@/components/registration/utm-capture';
import { WAITLIST_JORNADA } from '@/lib/jornadas';
import { PHASE_CHANGE_EVENT } from '@/lib/follow-clock';
import { JORNADA_ATTRIBUTE, PHASE_ATTRIBUTE } from '@/lib/page-phase';
import { outboxKeyOf, readOutbox } from '@/lib/registration/outbox';
import { REGISTRATION_FORM } from '@/content/registration';
import { SITE } from '@/content/site';

// Typing a whole form through user-event, and loading yup and react-toastify into jsdom, take a
// few seconds on the 2-core CI machines.
jest.setTimeout(20_000);

let mockDefaultWebhookUrl = 'https://hooks.example.com/registro';
jest.mock('@/lib/env', () => ({
  get DEFAULT_WEBHOOK_URL() {
    return mockDefaultWebhookUrl;
  },
}));

/**
 * The ledger of delivered registrations (lib/registration/sent-ledger.ts, tested on its own against
 * an IndexedDB): here a set that other tabs can write to.
 */
const mockSentLedger = new Set<string>();
jest.mock('@/lib/registration/sent-ledger', () => ({
  wasSent: async (registroId: string) => mockSentLedger.has(registroId),
  markSent: async (registroId: string) => void mockSentLedger.add(registroId),
}));

/** A season of the tests' own, two sessions a month apart (nothing here depends on content/). */
const DETAILS = completedDetails({ slug: 'tercera-jornada', start: '2031-03-05T10:00:00-05:00', end: '2031-03-05T12:00:00-05:00' });
const NEXT = completedDetails({ slug: 'cuarta-jornada', start: '2031-04-09T19:00:00-05:00', end: '2031-04-09T21:00:00-05:00' });
const PAGE_JORNADA = DETAILS;
const DATES = DETAILS;

/** Moments of the season: a week before the first, half an hour in, between the two, a day after the last. */
const HOUR = 3_600_000;
const BEFORE = Date.parse(DETAILS.start) - 7 * 24 * HOUR;
const DURING = Date.parse(DETAILS.start) + HOUR / 2;
const BETWEEN = Date.parse(DETAILS.end) + 24 * HOUR;
const AFTER = Date.parse(NEXT.end) + 24 * HOUR;

const Form = () => <RegistrationFormClient jornadas={[DETAILS, NEXT]} help={COMPLETED_HELP} builtPhase="upcoming" />;

/** What a no-cors fetch resolves with: an opaque answer (jsdom has no Response class). */
const OPAQUE = { type: 'opaque', status: 0 } as Response;

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** An IntersectionObserver whose target never comes near: only interaction loads the engine. */
class FarAwayObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  mockSentLedger.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockDefaultWebhookUrl = 'https://hooks.example.com/registro';
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(OPAQUE);
  Object.assign(window, { fetch: fetchMock });
});

/** What the outbox keeps (lib/registration/outbox.ts), as stored. */
const outbox = () => readOutbox(window.localStorage, Date.now());
/** The one registration the outbox keeps. */
function keptOne() {
  const [entry, ...others] = outbox();
  if (!entry || others.length > 0) throw new Error(`The outbox keeps ${others.length + (entry ? 1 : 0)} registrations, not one`);
  return entry;
}

const registrationForm = () => screen.getByRole('form', { name: 'Registro para la jornada' });
const submitButton = () => screen.getByRole('button', { name: /Registrarse|Procesando/ });

describe('the form before and while the island hydrates', () => {
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: FarAwayObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('renders the labelled form with the spec defaults before anything else loads', async () => {
    render(<Form />);
    await screen.findByRole('heading', { name: 'Configuración del webhook (solo en desarrollo)' });
    expect(registrationForm()).toBeInTheDocument();
    for (const [label, autocomplete] of [
      ['Nombre', 'given-name'],
      ['Apellido', 'family-name'],
      ['Correo electrónico', 'email'],
      ['Número de celular', 'tel'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Número de celular')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Número de celular')).toHaveAttribute('placeholder', '315-123-4567');
    expect(screen.getByLabelText('¿Cuánto debes en total?')).toHaveValue('menos-50');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Menos de 50 millones',
      'Entre 50 y 150 millones',
      'Entre 150 y 300 millones',
      'Más de 300 millones',
      'No tengo problemas con mis deudas',
    ]);
    expect(screen.getByRole('radio', { name: /Persona natural/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Autorizo a .+ a tratar mis datos/ })).not.toBeChecked();
    // The consent names the policy and the law; the holder's rights (Ley 1581 de 2012, art. 12), and
    // where to exercise them, are its description, under the button.
    const consent = screen.getByRole('checkbox', {
      // The accessible name joins each link's with a space before the period that follows it.
      name: (name) =>
        name.replace(/ \./g, '.') === `${REGISTRATION_FORM.consent.text}Política de Tratamiento de Datos (se abre en una pestaña nueva) y la Ley 1581 de 2012.`,
    });
    // The description joins the address's link with a space before the comma that follows it.
    const rights = `${REGISTRATION_FORM.consent.rights}${SITE.contact.email} ${REGISTRATION_FORM.consent.complaint}`;
    expect(consent).toHaveAccessibleDescription(rights);
    expect(rights).toContain('quejas ante la Superintendencia de Industria y Comercio');
    expect(registrationForm()).toHaveTextContent(`Sin costo ni compromiso. ${rights.replace(' ,', ',')}`);
    // The address a link that writes to it.
    expect(screen.getByRole('link', { name: SITE.contact.email })).toHaveAttribute('href', `mailto:${SITE.contact.email}`);
    const policy = screen.getByRole('link', { name: /Política de Tratamiento de Datos/ });
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(registrationForm()).toHaveAttribute('method', 'post');
    expect(registrationForm()).not.toHaveAttribute('action');
  });

  it('the server render has a dormant submit button, so nothing is submitted before the script runs', () => {
    const html = renderToString(<Form />);
    // One label per phase (lib/page-phase.ts): while it is on, the session needs no registration; after the last
    // jornada the button joins the waiting list.
    expect(html).toContain(
      '<button type="submit" disabled="" data-dormant=""><span data-show-in="upcoming">Registrarse</span><span data-show-in="live">Avisarme de nuevas jornadas</span><span data-show-in="ended">Avisarme de la próxima jornada</span></button>',
    );
    expect(html).toMatch(/<label for="registro-nombre">Nombre<\/label>/);
  });

  it('keeps what was typed, the focus and the caret when the island hydrates the exported form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const nombre = container.querySelector<HTMLInputElement>('#registro-nombre')!;
    nombre.value = 'Anabel';
    nombre.focus();
    nombre.setSelectionRange(3, 3);

    const root = await act(async () => hydrateRoot(container, <Form />));
    try {
      await expectTypedValuesKept(nombre);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  async function expectTypedValuesKept(nombre: HTMLInputElement) {
    const hydrated = screen.getByLabelText<HTMLInputElement>('Nombre');
    expect(hydrated).toBe(nombre);
    expect(hydrated).toHaveValue('Anabel');
    expect(hydrated).toHaveFocus();
    expect(hydrated.selectionStart).toBe(3);

    // The island took over what was typed: it validates it as the visitor's own.
    fireEvent.submit(registrationForm());
    expect(await screen.findByText('El apellido debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('El nombre debe tener al menos 2 caracteres')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  }

  it('waits for validation and the send when submitted early, then sends once with what was typed', async () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Gómez' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Número de celular'), { target: { value: '3151234567' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo/ }));

    fireEvent.submit(registrationForm());
    fireEvent.submit(registrationForm());
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      movil: '3151234567',
    });
    expect(await screen.findByRole('heading', { name: 'Registro completado' }, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the settings panel on localhost, after hydration', async () => {
    render(<Form />);
    expect(await screen.findByText('https://hooks.example.com/registro (valor por defecto del build)')).toBeInTheDocument();
  });
});

describe('submitting', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: BEFORE });
  });

  // Async: a timer may resume a send whose state updates follow an await (React's act warnings).
  afterEach(async () => {
    await act(async () => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  function setup({ webhook = 'https://hooks.example.com/registro' }: { webhook?: string } = {}) {
    mockDefaultWebhookUrl = webhook;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<Form />);
    return { user };
  }

  async function fillValid(user: ReturnType<typeof userEvent.setup>, { nombre = '  Ana ', correo = 'ana@example.com' } = {}) {
    await user.type(screen.getByLabelText('Nombre'), nombre);
    await user.type(screen.getByLabelText('Apellido'), 'Gómez');
    await user.type(screen.getByLabelText('Correo electrónico'), correo);
    await user.type(screen.getByLabelText('Número de celular'), '315-123-4567');
    await user.selectOptions(screen.getByLabelText('¿Cuánto debes en total?'), 'Entre 50 y 150 millones');
    await user.click(screen.getByRole('radio', { name: /Comerciante/ }));
    await user.click(screen.getByRole('checkbox', { name: /Autorizo a .+ a tratar mis datos personales/ }));
  }

  it('shows every error at once under its field and focuses the first invalid field', async () => {
    const { user } = setup();
    await user.click(submitButton());
    await screen.findByText('El nombre debe tener al menos 2 caracteres');

    const expectations = [
      ['Nombre', 'El nombre debe tener al menos 2 caracteres'],
      ['Apellido', 'El apellido debe tener al menos 2 caracteres'],
      ['Correo electrónico', 'Ingrese un correo electrónico válido'],
      ['Número de celular', 'El número móvil debe tener al menos 10 dígitos'],
    ] as const;
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    // The error first, then the holder's rights that are always its description.
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toHaveAccessibleDescription(
      `Marca la casilla para autorizar el tratamiento de tus datos personales ${REGISTRATION_FORM.consent.rights}${SITE.contact.email} ${REGISTRATION_FORM.consent.complaint}`,
    );
    expect(screen.getByLabelText('¿Cuánto debes en total?')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    // Above the fields, the count and a link to each field: the consent's error is a screen below
    // the first field on a phone.
    expect(screen.getByText('Hay cinco campos por corregir:')).toBeInTheDocument();
    const links = within(screen.getByText('Hay cinco campos por corregir:').parentElement!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Nombre', 'Apellido', 'Correo electrónico', 'Número de celular', 'Autorización de datos']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the summary's links take the visitor to each field, the consent too", async () => {
    const { user } = setup();
    await user.click(submitButton());
    const summary = (await screen.findByText('Hay cinco campos por corregir:')).parentElement!;
    await user.click(within(summary).getByRole('link', { name: 'Autorización de datos' }));
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Correo electrónico' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  });

  it('clears only the error of the field being edited', async () => {
    const { user } = setup();
    await user.click(submitButton());
    await screen.findByText('El apellido debe tener al menos 2 caracteres');
    await user.type(screen.getByLabelText('Apellido'), 'G');

    expect(screen.getByLabelText('Apellido')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('El apellido debe tener al menos 2 caracteres')).not.toBeInTheDocument();
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Hay cuatro campos por corregir:')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apellido' })).not.toBeInTheDocument();
  });

  it('refuses to send without the consent, whatever else is valid', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    await user.click(submitButton());

    expect(await screen.findByText('Marca la casilla para autorizar el tratamiento de tus datos personales')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toHaveFocus();
    expect(screen.getAllByText(/debe|válido/i)).toHaveLength(1);
    expect(screen.getByText('Hay un campo por corregir:')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The last error cleared: the summary goes with it.
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    expect(screen.queryByText(/por corregir/)).not.toBeInTheDocument();
  });

  it('sends trimmed values, shows Procesando... disabled, then the panel 1 s after the send', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ nombre: 'Ana', apellido: 'Gómez', rangoDeudas: '50-150', tipoPersona: 'comerciante' });

    await act(async () => answer(OPAQUE));
    expect(await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.')).toBeInTheDocument();
    expect(screen.getByText('Gracias por registrarte para nuestra jornada de asesoría gratuita.')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('heading', { name: 'Registro completado' })).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Procesando...');

    await act(async () => jest.advanceTimersByTime(1));
    const heading = screen.getByRole('heading', { name: 'Registro completado' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Registro para la jornada' })).not.toBeInTheDocument();
  });

  it('shows the panel 1.5 s after a simulated send, without any request', async () => {
    const { user } = setup({ webhook: '' });
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');

    await act(async () => jest.advanceTimersByTime(1499));
    expect(screen.queryByRole('heading', { name: 'Registro completado' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  /** Fills the form and submits it while the send fails, until the registration is kept. */
  async function submitWhileFailing() {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText(/Guardamos tu registro en este navegador/);
  }

  it('keeps every value and enables the button again when the send fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText('Hubo un error al procesar tu registro')).toBeInTheDocument();
    expect(screen.getByText('Por favor intenta nuevamente más tarde o contáctanos directamente.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Registrarse');
    expect(screen.getByLabelText('Nombre')).toHaveValue('  Ana ');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Número de celular')).toHaveValue('315-123-4567');
    expect(screen.getByLabelText('¿Cuánto debes en total?')).toHaveValue('50-150');
    expect(screen.getByRole('radio', { name: /Comerciante/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toBeChecked();

    await act(async () => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('heading', { name: 'Registro completado' })).not.toBeInTheDocument();
  });

  it('keeps a failed registration in the outbox, says so, and retries it with the same registroId', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText('Hubo un error al procesar tu registro')).toBeInTheDocument();
    expect(await screen.findByText(/Guardamos tu registro en este navegador/)).toHaveAttribute('role', 'status');
    const kept = outbox();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ values: { nombre: '  Ana ', autorizaTratamientoDatos: true }, jornada: PAGE_JORNADA.slug });

    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(first.registroId).toBe(kept[0]?.registroId);
    expect(second).toEqual({ ...first, fecha: second.fecha });
    expect(outbox()).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('registrationDraft')).toBeNull();
  });

  it('a reload of the tab shows its own waiting registration, and sends it', async () => {
    await submitWhileFailing();
    const kept = keptOne();
    cleanup();

    render(<Form />);
    expect(screen.getByLabelText('Nombre')).toHaveValue('  Ana ');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ registroId: kept.registroId, nombre: 'Ana' });
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
  });

  it('another tab or visit (a shared phone) sends a waiting registration without showing any of it, and registers its own', async () => {
    await submitWhileFailing();
    const kept = keptOne();
    cleanup();
    window.sessionStorage.clear(); // another tab, another session: maybe another person

    render(<Form />);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.queryByText(/Guardamos tu registro/)).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ registroId: kept.registroId, nombre: 'Ana' });
    await waitFor(() => expect(outbox()).toEqual([]));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('¡Registro exitoso! Nos comunicaremos pronto contigo.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registro completado' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');

    // The second person's own registration gets a key of its own.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    await fillValid(user, { nombre: 'Luis', correo: 'luis@example.com' });
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    const third = JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body));
    expect(third).toMatchObject({ nombre: 'Luis', correo: 'luis@example.com' });
    expect(third.registroId).not.toBe(kept.registroId);
  });

  it('back online while a retry is failing: sends again right after it, not at the next back-off', async () => {
    await submitWhileFailing();
    let failRetry: (reason: unknown) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((_resolve, reject) => (failRetry = reject)));
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => failRetry(new TypeError('Failed to fetch')));
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('completes when another tab of the site has sent this tab’s waiting registration', async () => {
    await submitWhileFailing();
    // Another tab, back online first, sent it and took it out of the outbox.
    const kept = keptOne();
    window.localStorage.removeItem(outboxKeyOf(kept.registroId));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: outboxKeyOf(kept.registroId) }));
    });
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send again what another tab delivered, while this tab’s copy of the outbox still lists it', async () => {
    await submitWhileFailing();
    const kept = keptOne();
    // Another tab, back online first, delivered it; this tab has not heard from localStorage yet.
    mockSentLedger.add(kept.registroId);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outbox()).toEqual([]);
  });

  it('a page being left sends nothing when the browser comes back online, and sends if it stays after all', async () => {
    await submitWhileFailing();

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outbox()).toMatchObject([{ attempts: 1, sending: false }]);

    await act(async () => jest.advanceTimersByTime(1_000));
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outbox()).toEqual([]);
  });

  it('keeps what was typed across a reload of the tab', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.click(screen.getByRole('radio', { name: /Comerciante/ }));
    cleanup();
    render(<Form />);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByRole('radio', { name: /Comerciante/ })).toBeChecked();
    // The localhost settings panel loads by a dynamic import: let it land inside the test.
    await screen.findByText(/valor por defecto del build/);
  });

  it('with storage that throws, a failed send behaves as without an outbox', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const spies = [
      jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied),
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied),
      jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied),
    ];
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { user } = setup();
      await fillValid(user);
      await user.click(submitButton());
      expect(await screen.findByText('Hubo un error al procesar tu registro')).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      expect(screen.getByLabelText('Nombre')).toHaveValue('  Ana ');
      expect(screen.queryByText(/Guardamos tu registro/)).not.toBeInTheDocument();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('sends once on a double click and a second Enter', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { user } = setup();
    await fillValid(user);
    await user.dblClick(submitButton());
    await user.type(screen.getByLabelText('Número de celular'), '{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the honeypot is filled, and still shows the success path', async () => {
    const { user } = setup();
    await fillValid(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="sitioWeb"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');

    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  /** Registers (to the default webhook) and waits for the completed panel. */
  async function register(user: ReturnType<typeof userEvent.setup>) {
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    await act(async () => jest.advanceTimersByTime(1000));
    return screen.getByRole('region', { name: 'Registro completado' });
  }

  it('before the jornada: registers for it, and the panel offers the calendar, the invitation and the way back to the top', async () => {
    const { user } = setup();
    const panel = await register(user);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ jornada: PAGE_JORNADA.slug });
    expect(within(panel).getByText(DATES.dayAndDate)).toBeInTheDocument();
    expect(within(panel).getByText(`${DATES.timeRange} (hora de Colombia)`)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', DETAILS.googleCalendar);
    expect(within(panel).getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: /Apple, Outlook u otro/ })).toHaveAttribute('download', DETAILS.icsFileName);
    expect(within(panel).getByRole('link', { name: /Invitar por WhatsApp/ })).toHaveAttribute('href', DETAILS.whatsapp);
    expect(within(panel).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '#hero');
    expect(within(panel).queryByRole('link', { name: 'Ver la transmisión en vivo' })).not.toBeInTheDocument();
  });

  it('during the jornada: registers for it, and the panel’s first link is the live page, not a link to come', async () => {
    jest.setSystemTime(DURING);
    const { user } = setup();
    const panel = await register(user);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ jornada: PAGE_JORNADA.slug });
    expect(within(panel).getAllByRole('link')[0]).toHaveAccessibleName('Ver la transmisión en vivo');
    expect(within(panel).getAllByRole('link')[0]).toHaveAttribute('href', '/envivo/');
    expect(within(panel).queryByText(/Te enviaremos el enlace/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
  });

  it('between two jornadas of a season: registers for the next one, and the panel shows its date', async () => {
    jest.setSystemTime(BETWEEN);
    const { user } = setup();
    const panel = await register(user);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ jornada: NEXT.slug });
    expect(within(panel).getByText(NEXT.dayAndDate)).toBeInTheDocument();
    expect(within(panel).queryByText(DETAILS.dayAndDate)).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', NEXT.googleCalendar);
    expect(within(panel).getByRole('link', { name: /Apple, Outlook u otro/ })).toHaveAttribute('download', NEXT.icsFileName);
  });

  it('after the last jornada: joins the waiting list, and the panel promises the next date with nothing to save', async () => {
    jest.setSystemTime(AFTER);
    const { user } = setup();
    // Named for a screen reader as the heading above it names it.
    expect(await screen.findByRole('form', { name: REGISTRATION_FORM.waitlistFormLabel })).toBeInTheDocument();
    const panel = await register(user);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ jornada: WAITLIST_JORNADA });
    expect(within(panel).getByRole('heading', { name: 'Registro completado' })).toHaveFocus();
    expect(within(panel).getByText(/te avisaremos la fecha/)).toBeInTheDocument();
    expect(within(panel).queryByText(NEXT.dayAndDate)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Apple, Outlook u otro/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '#hero');
  });
});

describe('the form’s name', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PHASE_ATTRIBUTE);
    document.documentElement.removeAttribute(JORNADA_ATTRIBUTE);
  });

  it('is the page’s built phase’s until the script runs, then follows the page from registration to the waiting list', async () => {
    Object.assign(window, { IntersectionObserver: FarAwayObserver });
    try {
      // The HTML says what was true when the site was built…
      expect(renderToString(<RegistrationFormClient jornadas={[DETAILS, NEXT]} help={COMPLETED_HELP} builtPhase="ended" />)).toContain(
        `aria-label="${REGISTRATION_FORM.waitlistFormLabel}"`,
      );
      // …and once the script runs, what the page's inline script wrote: a page built before the last
      // jornada (`Form`) and opened after it names the waiting list.
      document.documentElement.setAttribute(JORNADA_ATTRIBUTE, NEXT.slug);
      document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'ended');
      const { unmount } = render(<Form />);
      expect(await screen.findByRole('form', { name: REGISTRATION_FORM.waitlistFormLabel })).toBeInTheDocument();
      unmount();
      // Opened while it is on, and still open when it ends: PhaseClock rewrites <html> and says so.
      document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'live');
      render(<Form />);
      expect(await screen.findByRole('form', { name: REGISTRATION_FORM.formLabel })).toBeInTheDocument();
      document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'ended');
      act(() => window.dispatchEvent(new Event(PHASE_CHANGE_EVENT)));
      expect(screen.getByRole('form', { name: REGISTRATION_FORM.waitlistFormLabel })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });
});

describe('UtmCapture', () => {
  it('stores the UTM parameters of the first page in sessionStorage', () => {
    window.history.replaceState(null, '', '/envivo/?utm_source=whatsapp&utm_campaign=jornada2&otro=1');
    render(<UtmCapture />);
    expect(JSON.parse(window.sessionStorage.getItem('registrationUtm') ?? 'null')).toEqual({
      utm_source: 'whatsapp',
      utm_campaign: 'jornada2',
    });
    window.history.replaceState(null, '', '/');
  });
});
