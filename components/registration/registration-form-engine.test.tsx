import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompletedLinks } from '@/components/registration/registration-completed';
import { RegistrationFormEngine } from '@/components/registration/registration-form-engine';
import { INITIAL_VALUES } from '@/lib/registration/form-values';

// Typing a whole form through user-event takes a few seconds on the 2-core CI machines.
jest.setTimeout(20_000);

const LINKS: CompletedLinks = {
  googleCalendar: 'https://calendar.google.com/calendar/render?action=TEMPLATE&dates=20251001T000000Z/20251001T020000Z',
  ics: 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR',
  icsFileName: 'segunda-jornada-insolvencia.ics',
  whatsapp: 'https://wa.me/?text=hola',
};

const OPAQUE = { type: 'opaque', status: 0 } as Response;

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

const mockFetch = (implementation: () => Promise<Response>): FetchMock =>
  jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(implementation);

function setup({ webhook = 'https://hooks.example.com/registro', fetchImpl }: { webhook?: string; fetchImpl?: FetchMock } = {}) {
  const fetchMock: FetchMock = fetchImpl ?? mockFetch(() => Promise.resolve(OPAQUE));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(
    <RegistrationFormEngine
      initialValues={INITIAL_VALUES}
      submitOnMount={false}
      focus={null}
      defaultWebhookUrl={webhook}
      links={LINKS}
      fetchImpl={fetchMock as unknown as typeof fetch}
    />,
  );
  return { user, fetchMock };
}

const submitButton = () => screen.getByRole('button', { name: /Registrarse|Procesando/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), '  Ana ');
  await user.type(screen.getByLabelText('Apellido'), 'Gómez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Número móvil'), '315-123-4567');
  await user.selectOptions(screen.getByLabelText('Rango de deudas'), 'Entre 50 y 150 millones');
  await user.click(screen.getByRole('radio', { name: /Comerciante/ }));
  await user.click(screen.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos personales/ }));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('RegistrationFormEngine', () => {
  it('shows every error at once under its field and focuses the first invalid field', async () => {
    const { user, fetchMock } = setup();
    await user.click(submitButton());
    await screen.findByText('El nombre debe tener al menos 2 caracteres');

    const expectations = [
      ['Nombre', 'El nombre debe tener al menos 2 caracteres'],
      ['Apellido', 'El apellido debe tener al menos 2 caracteres'],
      ['Correo electrónico', 'Ingrese un correo electrónico válido'],
      ['Número móvil', 'El número móvil debe tener al menos 10 dígitos'],
    ] as const;
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toHaveAccessibleDescription(
      'Debe autorizar el tratamiento de sus datos personales para registrarse',
    );
    expect(screen.getByLabelText('Rango de deudas')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
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
  });

  it('refuses to send without the consent, whatever else is valid', async () => {
    const { user, fetchMock } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    await user.click(submitButton());

    expect(await screen.findByText('Debe autorizar el tratamiento de sus datos personales para registrarse')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toHaveFocus();
    expect(screen.getAllByText(/debe|válido/i)).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends trimmed values, shows Procesando... disabled, then the panel 1 s after the send', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup({ fetchImpl: fetchMock });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the panel 1.5 s after a simulated send, without any request', async () => {
    const { user, fetchMock } = setup({ webhook: '' });
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');

    await act(async () => jest.advanceTimersByTime(1499));
    expect(screen.queryByRole('heading', { name: 'Registro completado' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps every value and enables the button again when the send fails', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = setup({ fetchImpl: fetchMock });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText('Hubo un error al procesar tu registro')).toBeInTheDocument();
    expect(screen.getByText('Por favor intenta nuevamente más tarde o contáctanos directamente.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Registrarse');
    expect(screen.getByLabelText('Nombre')).toHaveValue('  Ana ');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Número móvil')).toHaveValue('315-123-4567');
    expect(screen.getByLabelText('Rango de deudas')).toHaveValue('50-150');
    expect(screen.getByRole('radio', { name: /Comerciante/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Autorizo/ })).toBeChecked();

    await act(async () => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('heading', { name: 'Registro completado' })).not.toBeInTheDocument();
  });

  it('sends once on a double click and a second Enter', async () => {
    const fetchMock = mockFetch(() => new Promise<Response>(() => undefined));
    const { user } = setup({ fetchImpl: fetchMock });
    await fillValid(user);
    await user.dblClick(submitButton());
    await user.type(screen.getByLabelText('Número móvil'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the honeypot is filled, and still shows the success path', async () => {
    const { user, fetchMock } = setup();
    await fillValid(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="sitioWeb"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot, 'https://spam.example');
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');

    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the completed panel', () => {
  it('offers the calendar, the invitation and the way back to the top', async () => {
    const { user } = setup({ webhook: '' });
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('¡Registro exitoso! Nos comunicaremos pronto contigo.');
    await act(async () => jest.advanceTimersByTime(1500));

    const panel = screen.getByRole('region', { name: 'Registro completado' });
    expect(within(panel).getByText('30 de septiembre de 2025')).toBeInTheDocument();
    expect(within(panel).getByText('7:00 PM a 9:00 PM (hora de Colombia)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', LINKS.googleCalendar);
    expect(within(panel).getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: /Descargar archivo \.ics/ })).toHaveAttribute('download', LINKS.icsFileName);
    expect(within(panel).getByRole('link', { name: /Invitar por WhatsApp/ })).toHaveAttribute('href', LINKS.whatsapp);
    expect(within(panel).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '#hero');
  });
});
