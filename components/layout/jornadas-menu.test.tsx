import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JornadasMenu } from '@/components/layout/jornadas-menu';
import { HEADER_NAV } from '@/content/navigation';

function renderMenu() {
  render(
    <>
      <JornadasMenu label={HEADER_NAV.jornadasLabel} items={HEADER_NAV.jornadas} />
      <button type="button">Fuera</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Jornadas' });
}

describe('JornadasMenu', () => {
  it('opens and closes with the mouse, and closes on a click outside', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Primera Jornada/ })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Segunda Jornada.*30 sep\. 2025.*Próximamente/ })).toHaveAttribute('href', '/#register');
    expect(screen.getByRole('link', { name: /Primera Jornada.*09 abr\. 2025.*Ver resultados/ })).toHaveAttribute(
      'href',
      '/primera-jornada/',
    );

    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('link', { name: /Segunda Jornada/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Primera Jornada/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Segunda Jornada/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: /Primera Jornada/ })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
