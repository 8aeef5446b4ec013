import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JornadasMenu } from '@/components/layout/jornadas-menu';
import { HEADER_NAV } from '@/content/navigation';
import { jornadaMenuItems } from '@/lib/jornada-menu';
import { ALL_JORNADAS, jornadaDates, recapPath } from '@/lib/jornadas';
import { PAGE_JORNADA, PHASE_ATTRIBUTE, PHASE_CSS } from '@/lib/page-phase';
import type { JornadaPhase } from '@/lib/jornadas';

const [first] = ALL_JORNADAS;
const page = PAGE_JORNADA;
const name = (text: string) => new RegExp(text);

function renderMenu(phase: JornadaPhase) {
  document.documentElement.setAttribute(PHASE_ATTRIBUTE, phase);
  render(
    <>
      <style>{PHASE_CSS}</style>
      <JornadasMenu label={HEADER_NAV.jornadasLabel} items={jornadaMenuItems()} />
      <button type="button">Fuera</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Jornadas' });
}

afterEach(() => document.documentElement.removeAttribute(PHASE_ATTRIBUTE));

describe('JornadasMenu', () => {
  it('lists every jornada, newest first, the page jornada with the status of the page phase', async () => {
    const user = userEvent.setup();
    const button = renderMenu('upcoming');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: name(first!.name) })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(ALL_JORNADAS.length);
    expect(links[0]).toHaveAccessibleName(name(`${page.name}.*${jornadaDates(page).shortDate}.*${HEADER_NAV.jornadaStatus.upcoming}`));
    expect(links[0]).toHaveAttribute('href', '/#register');
    expect(screen.getByRole('link', { name: name(`${first!.name}.*${jornadaDates(first!).shortDate}.*${HEADER_NAV.jornadaStatus.recap}`) })).toHaveAttribute(
      'href',
      recapPath(first!),
    );

    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the page jornada is live while it is, and leads to /envivo', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu('live'));
    expect(screen.getByRole('link', { name: name(`${page.name}.*${HEADER_NAV.jornadaStatus.live}`) })).toHaveAttribute('href', '/envivo/');
    expect(screen.queryByRole('link', { name: name(HEADER_NAV.jornadaStatus.upcoming) })).not.toBeInTheDocument();
  });

  it('never calls an ended jornada coming soon', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu('ended'));
    expect(screen.getAllByRole('link')).toHaveLength(ALL_JORNADAS.length);
    expect(screen.queryByRole('link', { name: name(HEADER_NAV.jornadaStatus.upcoming) })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: name(HEADER_NAV.jornadaStatus.live) })).not.toBeInTheDocument();
  });

  it('works with the keyboard: Enter opens, arrows move over the shown entries, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const button = renderMenu('upcoming');
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();

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
    const button = renderMenu('upcoming');
    await user.click(button);
    for (let index = 0; index <= ALL_JORNADAS.length; index += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
