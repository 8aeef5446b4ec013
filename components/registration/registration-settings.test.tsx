import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistrationSettings } from '@/components/registration/registration-settings';

let mockDefaultWebhookUrl = '';
jest.mock('@/lib/env', () => ({
  get DEFAULT_WEBHOOK_URL() {
    return mockDefaultWebhookUrl;
  },
}));

beforeEach(() => window.localStorage.clear());

describe('RegistrationSettings', () => {
  it('shows the simulated destination when nothing is configured', () => {
    mockDefaultWebhookUrl = '';
    render(<RegistrationSettings />);
    expect(screen.getByText('simulado (no se envía nada)')).toBeInTheDocument();
  });

  it('saves an https (or local http) URL, refuses a javascript: or remote http URL, and clears back to the default', async () => {
    const user = userEvent.setup();
    mockDefaultWebhookUrl = 'https://hooks.example.com/default';
    render(<RegistrationSettings />);
    expect(screen.getByText('https://hooks.example.com/default (valor por defecto del build)')).toBeInTheDocument();

    const input = screen.getByLabelText('URL del webhook');
    await user.type(input, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Guardar URL' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ingresa una URL https:// válida (http:// solo para localhost o 127.0.0.1).');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('registrationWebhookUrl')).toBeNull();

    await user.clear(input);
    await user.type(input, 'http://hooks.example.com/x{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('registrationWebhookUrl')).toBeNull();

    await user.clear(input);
    await user.type(input, 'http://127.0.0.1:8787/{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('URL guardada.');
    expect(window.localStorage.getItem('registrationWebhookUrl')).toBe('http://127.0.0.1:8787/');
    expect(screen.getByText('http://127.0.0.1:8787/ (guardado en este navegador)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Borrar URL guardada' }));
    expect(window.localStorage.getItem('registrationWebhookUrl')).toBeNull();
    expect(screen.getByText('https://hooks.example.com/default (valor por defecto del build)')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});
