import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PhaseClock } from '@/components/layout/phase-clock';
import { LiveEmbed } from '@/components/live/live-embed';
import { LiveStageClient } from '@/components/live/live-stage-client';
import { FOR_ATTRIBUTE, JORNADA_ATTRIBUTE, LIVE_HOLD_ATTRIBUTE, LIVE_OVERRUN_MS, PHASE_ATTRIBUTE, PHASE_CSS, seasonCss, type SeasonJornada } from '@/lib/page-phase';

/** A season of the tests' own: two sessions a month apart (nothing here depends on content/). */
const THIRD: SeasonJornada = { slug: 'tercera', start: '2031-03-05T10:00:00-05:00', end: '2031-03-05T12:00:00-05:00' };
const FOURTH: SeasonJornada = { slug: 'cuarta', start: '2031-04-09T19:00:00-05:00', end: '2031-04-09T21:00:00-05:00' };
const SEASON = [THIRD, FOURTH];
const { start: START, end: END } = FOURTH;
const START_MS = Date.parse(START);

/** The stage as the layout holds it: the variant rules and the clock that moves <html data-jornada data-phase>. */
function stage() {
  return (
    <>
      <style>{`${PHASE_CSS}${seasonCss(SEASON)}`}</style>
      <PhaseClock season={SEASON} />
      {panels()}
    </>
  );
}

function panels() {
  return (
    <LiveStageClient
      season={SEASON}
      countdownLabel="Tiempo restante"
      unitLabels={{ days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' }}
      placeholder="--"
      beforeClock="Empieza el miércoles 5 de marzo de 2031 a las 7:00 PM"
      upcoming={<h1>Próximamente En Vivo</h1>}
      upcomingActions={SEASON.map(({ slug }) => (
        <a key={slug} href={`#calendario-${slug}`} {...{ [FOR_ATTRIBUTE]: slug }}>
          Calendario
        </a>
      ))}
      live={
        <>
          <h1>En Vivo Ahora</h1>
          {SEASON.map(({ slug }) => (
            <div key={slug} {...{ [FOR_ATTRIBUTE]: slug }}>
              <LiveEmbed
                jornada={slug}
                src={`https://www.youtube-nocookie.com/embed/${slug}?autoplay=1`}
                title={`Transmisión en vivo ${slug}`}
                placeholder={<a href={`https://www.youtube.com/watch?v=${slug}`}>Ver la transmisión en YouTube</a>}
                loading={<p>Cargando {slug}</p>}
              />
            </div>
          ))}
        </>
      }
      ended={<h1>La transmisión ha finalizado</h1>}
    />
  );
}

function values(): string[] {
  return Array.from(screen.getByRole('timer').querySelectorAll('[data-countdown-value]'), (node) => node.textContent ?? '');
}

describe('LiveStageClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute(PHASE_ATTRIBUTE);
    document.documentElement.removeAttribute(JORNADA_ATTRIBUTE);
  });

  it('prerenders all three panels, the countdown one shown with placeholders, whatever the build clock', () => {
    jest.setSystemTime(START_MS + 60_000);
    const html = renderToString(panels());
    expect(html).toContain('<div data-live-phase="upcoming" data-show-in="upcoming"><h1>Próximamente En Vivo</h1>');
    expect(html.match(/data-countdown-value="">--</g)).toHaveLength(4);
    expect(html).toContain('<div role="timer" aria-label="Tiempo restante" data-ready="false">');
    expect(html).toContain('<p data-countdown-start="">Empieza el miércoles 5 de marzo de 2031 a las 7:00 PM</p>');
    expect(html).toContain('<div data-live-phase="live" data-show-in="live"><h1>En Vivo Ahora</h1>');
    expect(html).toContain('<div data-live-phase="ended" data-show-in="ended"><h1>La transmisión ha finalizado</h1>');
    // The live player's frame is there, its iframe is not: nothing to request from YouTube; a link to the broadcast instead.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<span><a href="https://www.youtube.com/watch?v=cuarta">Ver la transmisión en YouTube</a></span>');
  });

  it('after the end shows the ended panel and keeps every prerendered element (nothing is created or removed)', () => {
    jest.setSystemTime(START_MS);
    const html = renderToString(stage());
    jest.setSystemTime(Date.parse(END) + 60_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = Array.from(container.querySelectorAll('*'));
    const hydrationErrors: unknown[] = [];
    act(() => {
      hydrateRoot(container, stage(), { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(prerendered.every((element) => container.contains(element))).toBe(true);
    expect(document.documentElement).toHaveAttribute(PHASE_ATTRIBUTE, 'ended');
    expect(screen.getByRole('heading', { name: 'La transmisión ha finalizado' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Próximamente En Vivo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    container.remove();
  });

  it('shows the real values after mount and loses one second per second', () => {
    jest.setSystemTime(START_MS - (2 * 86_400_000 + 5 * 3_600_000 + 6 * 60_000 + 7_000) - 250);
    render(stage());
    expect(screen.getByRole('timer', { name: 'Tiempo restante' })).toBeInTheDocument();
    expect(values()).toEqual(['02', '05', '06', '07']);
    expect(screen.getByText('Empieza el miércoles 5 de marzo de 2031 a las 7:00 PM')).not.toBeVisible();
    act(() => jest.advanceTimersByTime(250));
    expect(values()).toEqual(['02', '05', '06', '07']);
    act(() => jest.advanceTimersByTime(1));
    expect(values()).toEqual(['02', '05', '06', '06']);
    act(() => jest.advanceTimersByTime(1000));
    expect(values()).toEqual(['02', '05', '06', '05']);
    expect(screen.getByRole('link', { name: 'Calendario' })).toHaveAttribute('href', '#calendario-cuarta');
  });

  it('between two jornadas of a season counts down to the next one, and shows only its broadcast', () => {
    jest.setSystemTime(Date.parse(THIRD.start) + 60_000);
    render(stage());
    expect(document.documentElement).toHaveAttribute(JORNADA_ATTRIBUTE, 'tercera');
    expect(screen.getByTitle('Transmisión en vivo tercera')).toBeInTheDocument();
    expect(screen.queryByTitle('Transmisión en vivo cuarta')).not.toBeInTheDocument();

    // Its broadcast on screen at the scheduled end stays a while (the jornada may run over), then the next one's countdown.
    act(() => jest.advanceTimersByTime(Date.parse(THIRD.end) - Date.parse(THIRD.start)));
    expect(document.documentElement).toHaveAttribute(JORNADA_ATTRIBUTE, 'tercera');
    expect(screen.getByTitle('Transmisión en vivo tercera')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LIVE_OVERRUN_MS));
    expect(document.documentElement).toHaveAttribute(JORNADA_ATTRIBUTE, 'cuarta');
    expect(document.documentElement).toHaveAttribute(PHASE_ATTRIBUTE, 'upcoming');
    expect(screen.getByRole('heading', { name: 'Próximamente En Vivo' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'La transmisión ha finalizado' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    const days = Math.floor((START_MS - Date.parse(THIRD.end) - LIVE_OVERRUN_MS - 60_000) / 86_400_000);
    expect(values()[0]).toBe(String(days).padStart(2, '0'));
    expect(screen.getByRole('link', { name: 'Calendario' })).toHaveAttribute('href', '#calendario-cuarta');

    act(() => jest.advanceTimersByTime(START_MS - Date.parse(THIRD.end) - LIVE_OVERRUN_MS));
    expect(screen.getByTitle('Transmisión en vivo cuarta')).toBeInTheDocument();
    expect(screen.queryByTitle('Transmisión en vivo tercera')).not.toBeInTheDocument();
  });

  it('switches to the live panel at the start instant and, its broadcast on screen, to the ended panel an overrun after the end', () => {
    jest.setSystemTime(START_MS - 1500);
    render(stage());
    expect(values()).toEqual(['00', '00', '00', '01']);
    act(() => jest.advanceTimersByTime(1499));
    expect(values()).toEqual(['00', '00', '00', '00']);
    expect(screen.queryByRole('heading', { name: 'En Vivo Ahora' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTitle('Transmisión en vivo cuarta')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/cuarta?autoplay=1');
    expect(screen.queryByTitle('Transmisión en vivo tercera')).not.toBeInTheDocument();
    // The loading state sits before the iframe, which paints over it once YouTube answers.
    expect(screen.getByText('Cargando cuarta').compareDocumentPosition(screen.getByTitle('Transmisión en vivo cuarta'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByText('Cargando tercera')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En Vivo Ahora' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calendario' })).not.toBeInTheDocument();

    // The frame's link to YouTube is for before the clock is known (and without JavaScript).
    expect(screen.queryByRole('link', { name: 'Ver la transmisión en YouTube' })).not.toBeInTheDocument();
    const livePanel = screen.getByRole('heading', { name: 'En Vivo Ahora' }).parentElement;
    expect(livePanel).not.toHaveAttribute('data-overrun');
    expect(document.documentElement).toHaveAttribute(LIVE_HOLD_ATTRIBUTE, 'cuarta');

    // At the scheduled end the broadcast on screen stays, and the panel says the jornada runs over.
    act(() => jest.advanceTimersByTime(Date.parse(END) - START_MS));
    expect(document.documentElement).toHaveAttribute(PHASE_ATTRIBUTE, 'live');
    expect(screen.getByTitle('Transmisión en vivo cuarta')).toBeInTheDocument();
    expect(livePanel).toHaveAttribute('data-overrun', '');
    act(() => jest.advanceTimersByTime(LIVE_OVERRUN_MS - 1));
    expect(screen.getByTitle('Transmisión en vivo cuarta')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(document.documentElement).toHaveAttribute(PHASE_ATTRIBUTE, 'ended');
    expect(document.documentElement).not.toHaveAttribute(LIVE_HOLD_ATTRIBUTE);
    expect(screen.getByRole('heading', { name: 'La transmisión ha finalizado' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'En Vivo Ahora' })).not.toBeInTheDocument();
    // The broadcast's iframe goes with the live phase.
    expect(document.querySelector('iframe')).toBeNull();
    // Nothing left to wait for.
    expect(jest.getTimerCount()).toBe(0);
  });
});
