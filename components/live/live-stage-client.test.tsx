import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PhaseClock } from '@/components/layout/phase-clock';
import { LiveEmbed } from '@/components/live/live-embed';
import { LiveStageClient } from '@/components/live/live-stage-client';
import { ALL_JORNADAS } from '@/lib/jornadas';
import { PHASE_ATTRIBUTE, PHASE_CSS } from '@/lib/page-phase';

const { start: START, end: END } = ALL_JORNADAS[ALL_JORNADAS.length - 1]!;
const START_MS = Date.parse(START);

/** The stage as the layout holds it: the phase rule and the clock that moves <html data-phase>. */
function stage() {
  return (
    <>
      <style>{PHASE_CSS}</style>
      <PhaseClock start={START} end={END} />
      {panels()}
    </>
  );
}

function panels() {
  return (
    <LiveStageClient
      start={START}
      end={END}
      countdownLabel="Tiempo restante"
      unitLabels={{ days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' }}
      placeholder="--"
      beforeClock="Empieza el martes 30 de septiembre a las 7:00 PM"
      upcoming={<h1>Próximamente En Vivo</h1>}
      upcomingActions={<a href="#calendario">Calendario</a>}
      live={
        <>
          <h1>En Vivo Ahora</h1>
          <LiveEmbed src="https://www.youtube-nocookie.com/embed/abc?autoplay=1" title="Transmisión en vivo" />
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
  });

  it('prerenders all three panels, the countdown one shown with placeholders, whatever the build clock', () => {
    jest.setSystemTime(START_MS + 60_000);
    const html = renderToString(panels());
    expect(html).toContain('<div data-live-phase="upcoming" data-show-in="upcoming"><h1>Próximamente En Vivo</h1>');
    expect(html.match(/data-countdown-value="">--</g)).toHaveLength(4);
    expect(html).toContain('<div role="timer" aria-label="Tiempo restante" data-ready="false">');
    expect(html).toContain('<p data-countdown-start="">Empieza el martes 30 de septiembre a las 7:00 PM</p>');
    expect(html).toContain('<div data-live-phase="live" data-show-in="live"><h1>En Vivo Ahora</h1>');
    expect(html).toContain('<div data-live-phase="ended" data-show-in="ended"><h1>La transmisión ha finalizado</h1>');
    // The live player's frame is there, its iframe is not: nothing to request from YouTube.
    expect(html).not.toContain('<iframe');
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
    expect(screen.getByText('Empieza el martes 30 de septiembre a las 7:00 PM')).not.toBeVisible();
    act(() => jest.advanceTimersByTime(250));
    expect(values()).toEqual(['02', '05', '06', '07']);
    act(() => jest.advanceTimersByTime(1));
    expect(values()).toEqual(['02', '05', '06', '06']);
    act(() => jest.advanceTimersByTime(1000));
    expect(values()).toEqual(['02', '05', '06', '05']);
    expect(screen.getByRole('link', { name: 'Calendario' })).toBeInTheDocument();
  });

  it('switches to the live panel at the start instant and to the ended panel at the end', () => {
    jest.setSystemTime(START_MS - 1500);
    render(stage());
    expect(values()).toEqual(['00', '00', '00', '01']);
    act(() => jest.advanceTimersByTime(1499));
    expect(values()).toEqual(['00', '00', '00', '00']);
    expect(screen.queryByRole('heading', { name: 'En Vivo Ahora' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTitle('Transmisión en vivo')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(screen.getByRole('heading', { name: 'En Vivo Ahora' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calendario' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(Date.parse(END) - START_MS));
    expect(screen.getByRole('heading', { name: 'La transmisión ha finalizado' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'En Vivo Ahora' })).not.toBeInTheDocument();
    // The broadcast's iframe goes with the live phase.
    expect(document.querySelector('iframe')).toBeNull();
    // Nothing left to wait for.
    expect(jest.getTimerCount()).toBe(0);
  });
});
