import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JornadasMenu } from '@/components/layout/jornadas-menu';
import type { Jornada } from '@/content/jornadas';
import { HEADER_NAV } from '@/content/navigation';
import { jornadaMenuItems } from '@/lib/jornada-menu';
import { jornadaDates, recapPath, type JornadaPhase } from '@/lib/jornadas';
import { JORNADA_ATTRIBUTE, PHASE_ATTRIBUTE, PHASE_CSS, seasonCss } from '@/lib/page-phase';

/** A list of the tests' own: one with a recap, one recorded, then a season of two (nothing from content/). */
const jornada = (ordinal: number, slug: string, start: string, end: string, extra: Partial<Jornada> = {}): Jornada => ({
  ordinal,
  slug,
  name: `Jornada ${ordinal}`,
  start,
  end,
  videos: {},
  ...extra,
});
const FIRST = jornada(1, 'primera', '2030-04-09T19:00:00-05:00', '2030-04-09T21:00:00-05:00', { recap: { stats: [], summary: 'Resumen.', testimonials: [] } });
const SECOND = jornada(2, 'segunda', '2030-09-30T19:00:00-05:00', '2030-09-30T21:00:00-05:00', { videos: { recording: 'abcdefghijk' } });
const THIRD = jornada(3, 'tercera', '2031-03-05T10:00:00-05:00', '2031-03-05T12:00:00-05:00');
const FOURTH = jornada(4, 'cuarta', '2031-04-09T19:00:00-05:00', '2031-04-09T21:00:00-05:00', { videos: { recording: 'lmnopqrstuv' } });
const LIST = [FIRST, SECOND, THIRD, FOURTH];
const phasesOf = (of: readonly Jornada[]) => (candidate: Jornada) => (candidate === of.at(-1) ? ['upcoming', 'live', 'ended'] : ['upcoming', 'live']) as JornadaPhase[];

const name = (...parts: string[]) => new RegExp(parts.join('.*'));
const { jornadaStatus } = HEADER_NAV;

/** The menu as the header holds it for a season, with the page on `page` in `phase`. */
function renderMenu(season: Jornada[], page: Jornada, phase: JornadaPhase) {
  document.documentElement.setAttribute(JORNADA_ATTRIBUTE, page.slug);
  document.documentElement.setAttribute(PHASE_ATTRIBUTE, phase);
  render(
    <>
      <style>{`${PHASE_CSS}${seasonCss(season)}`}</style>
      <JornadasMenu label={HEADER_NAV.jornadasLabel} items={jornadaMenuItems({ jornadas: season, phasesOf: phasesOf(season) }, LIST)} season={season} />
      <button type="button">Fuera</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Jornadas' });
}

async function openMenu(season: Jornada[], page: Jornada, phase: JornadaPhase) {
  await userEvent.setup().click(renderMenu(season, page, phase));
  return screen.getAllByRole('link');
}

afterEach(() => {
  document.documentElement.removeAttribute(PHASE_ATTRIBUTE);
  document.documentElement.removeAttribute(JORNADA_ATTRIBUTE);
});

describe('JornadasMenu', () => {
  it('lists every jornada once, newest first, the page jornada with the status of the page phase', async () => {
    const user = userEvent.setup();
    const button = renderMenu([THIRD, FOURTH], THIRD, 'upcoming');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: name(FIRST.name) })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.match(/^Jornada \d/)?.[0])).toEqual(['Jornada 4', 'Jornada 3', 'Jornada 2', 'Jornada 1']);
    expect(links[0]).toHaveAccessibleName(name(FOURTH.name, jornadaDates(FOURTH).shortDate, jornadaStatus.upcoming));
    expect(links[0]).toHaveAttribute('href', '/');
    expect(links[1]).toHaveAccessibleName(name(THIRD.name, jornadaDates(THIRD).shortDate, jornadaStatus.upcoming));
    expect(links[1]).toHaveAttribute('href', '/#register');
    expect(links[2]).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');
    expect(links[3]).toHaveAccessibleName(name(FIRST.name, jornadaDates(FIRST).shortDate, jornadaStatus.recap));
    expect(links[3]).toHaveAttribute('href', recapPath(FIRST));

    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list').id);

    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed, the list is not in the page at all (not merely hidden): the static HTML carries none of it.
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(button).not.toHaveAttribute('aria-controls');
  });

  it('says the page jornada is live while it is, and leads to /envivo', async () => {
    const links = await openMenu([THIRD, FOURTH], THIRD, 'live');
    expect(screen.getByRole('link', { name: name(THIRD.name, jornadaStatus.live) })).toHaveAttribute('href', '/envivo/');
    expect(links).toHaveLength(LIST.length);
  });

  it('between two jornadas of a season: the one that took place has ended, the next one is open for registration', async () => {
    const links = await openMenu([THIRD, FOURTH], FOURTH, 'upcoming');
    expect(links).toHaveLength(LIST.length);
    expect(links[0]).toHaveAccessibleName(name(FOURTH.name, jornadaStatus.upcoming));
    expect(links[0]).toHaveAttribute('href', '/#register');
    expect(links[1]).toHaveAccessibleName(name(THIRD.name, jornadaStatus.ended));
    expect(screen.queryByRole('link', { name: name(THIRD.name, jornadaStatus.upcoming) })).not.toBeInTheDocument();
  });

  it('never calls an ended jornada coming soon', async () => {
    const links = await openMenu([FOURTH], FOURTH, 'ended');
    expect(links).toHaveLength(LIST.length);
    expect(screen.queryByRole('link', { name: name(jornadaStatus.upcoming) })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: name(jornadaStatus.live) })).not.toBeInTheDocument();
    // The page jornada's recording plays on /envivo.
    expect(links[0]).toHaveAccessibleName(name(FOURTH.name, jornadaStatus.recording));
    expect(links[0]).toHaveAttribute('href', '/envivo/');
  });

  it('works with the keyboard: Enter opens, arrows move over the shown entries, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const button = renderMenu([THIRD, FOURTH], FOURTH, 'upcoming');
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(LIST.length);
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
    const button = renderMenu([THIRD, FOURTH], THIRD, 'upcoming');
    await user.click(button);
    for (let index = 0; index <= LIST.length; index += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
