import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { UtmCapture } from '@/components/registration/utm-capture';

// The first test also pays for loading formik, yup and react-toastify into jsdom.
jest.setTimeout(20_000);

const LINKS = { googleCalendar: 'https://calendar.google.com/x', ics: 'data:text/calendar,x', icsFileName: 'x.ics', whatsapp: 'https://wa.me/?text=x' };

/** An IntersectionObserver whose target never comes near: only interaction loads the engine. */
class FarAwayObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() => Promise.resolve({ type: 'opaque' } as Response));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fetchMock.mockClear();
  Object.assign(window, { IntersectionObserver: FarAwayObserver, fetch: fetchMock });
});

/** Renders the island and waits for the settings panel, which jsdom's 'localhost' host shows. */
async function renderForm() {
  render(<RegistrationFormClient defaultWebhookUrl="https://hooks.example.com/registro" links={LINKS} />);
  await screen.findByRole('heading', { name: 'Configuración del webhook (solo en desarrollo)' });
}

const registrationForm = () => screen.getByRole('form', { name: 'Registro para la jornada' });

describe('RegistrationFormClient', () => {
  it('renders the labelled form with the spec defaults before anything else loads', async () => {
    await renderForm();
    expect(registrationForm()).toBeInTheDocument();
    for (const [label, autocomplete] of [
      ['Nombre', 'given-name'],
      ['Apellido', 'family-name'],
      ['Correo electrónico', 'email'],
      ['Número móvil', 'tel'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Número móvil')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Número móvil')).toHaveAttribute('placeholder', '315-123-4567');
    expect(screen.getByLabelText('Rango de deudas')).toHaveValue('menos-50');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Menos de 50 millones',
      'Entre 50 y 150 millones',
      'Entre 150 y 300 millones',
      'Más de 300 millones',
      'No tengo problemas con mis deudas',
    ]);
    expect(screen.getByRole('radio', { name: /Persona natural/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Autorizo el tratamiento/ })).not.toBeChecked();
    const policy = screen.getByRole('link', { name: /Política de tratamiento de datos personales/ });
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(registrationForm()).toHaveAttribute('method', 'post');
    expect(registrationForm()).not.toHaveAttribute('action');
  });

  it('waits for the interactive form when submitted early, then sends once with what was typed', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Gómez' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Número móvil'), { target: { value: '3151234567' } });
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

  it('keeps values, focus and caret when the interactive form takes over on focus', async () => {
    await renderForm();
    const nombre = screen.getByLabelText<HTMLInputElement>('Nombre');
    fireEvent.change(nombre, { target: { value: 'Anabel' } });
    act(() => {
      nombre.focus();
      nombre.setSelectionRange(3, 3);
    });
    // Focusing the form loads the interactive form; wait for that module, then for the swap.
    await act(async () => {
      await import('@/components/registration/registration-form-engine');
    });

    const swapped = screen.getByLabelText<HTMLInputElement>('Nombre');
    expect(swapped).not.toBe(nombre);
    expect(swapped).toHaveValue('Anabel');
    expect(swapped).toHaveFocus();
    expect(swapped.selectionStart).toBe(3);

    fireEvent.submit(registrationForm());
    expect(await screen.findByText('El apellido debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('El nombre debe tener al menos 2 caracteres')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the settings panel on localhost, after hydration', async () => {
    await renderForm();
    expect(screen.getByText('https://hooks.example.com/registro (valor por defecto del build)')).toBeInTheDocument();
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
