import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NotFoundLogger } from '@/components/not-found/not-found-logger';

describe('NotFoundLogger', () => {
  it('renders nothing on the server and logs the path only after mount', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.pushState({}, '', '/ruta/desconocida/');

    expect(renderToString(<NotFoundLogger message="404:" />)).toBe('');
    expect(warn).not.toHaveBeenCalled();

    render(<NotFoundLogger message="404:" />);
    expect(warn).toHaveBeenCalledWith('404:', '/ruta/desconocida/');
    warn.mockRestore();
  });
});
