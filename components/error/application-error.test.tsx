import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationError } from '@/components/error/application-error';

describe('ApplicationError', () => {
  it('shows the spec’s heading, the status and the message, and tries again on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ApplicationError error={new Error('No se pudo cargar la sección')} onRetry={onRetry} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('500 Error interno')).toBeInTheDocument();
    expect(screen.getByText('No se pudo cargar la sección')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the status a thrown response-like value carries', () => {
    render(<ApplicationError error={{ status: 404, statusText: 'Not Found', message: 'x' }} onRetry={() => {}} />);
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error inesperado.')).toBeInTheDocument();
  });

  it('accepts a thrown string and an empty error', () => {
    const { unmount } = render(<ApplicationError error="Fallo de red" onRetry={() => {}} />);
    expect(screen.getByText('Fallo de red')).toBeInTheDocument();
    unmount();
    render(<ApplicationError error={new Error('')} onRetry={() => {}} />);
    expect(screen.getByText('Ocurrió un error inesperado.')).toBeInTheDocument();
  });

  it('never shows the stack trace outside development builds', () => {
    const error = new Error('Boom');
    error.stack = 'Error: Boom\n    at Secreto (app/secreto.tsx:1:1)';
    render(<ApplicationError error={error} onRetry={() => {}} />);
    expect(screen.queryByText(/Secreto/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Detalle técnico/)).not.toBeInTheDocument();
  });

  it('shows the stack trace in development builds', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/env', () => ({ IS_DEVELOPMENT: true }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { ApplicationError: DevelopmentError } = require('@/components/error/application-error') as typeof import('@/components/error/application-error');
      const error = new Error('Boom');
      error.stack = 'Error: Boom\n    at Secreto (app/secreto.tsx:1:1)';
      render(<DevelopmentError error={error} onRetry={() => {}} />);
    });
    expect(screen.getByText('Detalle técnico (solo en desarrollo)')).toBeInTheDocument();
    expect(screen.getByText(/at Secreto/)).toBeInTheDocument();
  });
});
