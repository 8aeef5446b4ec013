import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LiveStageClient } from '@/components/live/live-stage-client';

const START = '2025-09-30T19:00:00-05:00';
const END = '2025-09-30T21:00:00-05:00';
const START_MS = Date.parse(START);

function stage() {
  return (
    <LiveStageClient
      start={START}
      end={END}
      countdownLabel="Tiempo restante"
      unitLabels={{ days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' }}
      placeholder="--"
      upcoming={<h1>Próximamente En Vivo</h1>}
      upcomingActions={<a href="#calendario">Calendario</a>}
      live={<h1>En Vivo Ahora</h1>}
      ended={<h1>La transmisión ha finalizado</h1>}
    />
  );
}

function values(): string[] {
  return Array.from(screen.getByRole('timer').querySelectorAll('[data-countdown-value]'), (node) => node.textContent ?? '');
}

describe('LiveStageClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prerenders the upcoming panel with placeholders and the ended panel marked for first paint, whatever the build clock', () => {
    jest.setSystemTime(START_MS + 60_000);
    const html = renderToString(stage());
    expect(html).toContain('<div data-live-phase="upcoming" data-first-paint="upcoming"><h1>Próximamente En Vivo</h1>');
    expect(html.match(/data-countdown-value="">--</g)).toHaveLength(4);
    expect(html).toContain('<div data-live-phase="ended" data-first-paint="ended"><h1>La transmisión ha finalizado</h1>');
    expect(html).not.toContain('En Vivo Ahora');
  });

  it('after the end keeps only the ended panel, the same element the exported HTML showed', () => {
    jest.setSystemTime(START_MS);
    const html = renderToString(stage());
    jest.setSystemTime(Date.parse(END) + 60_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.querySelector('[data-live-phase="ended"]');
    const hydrationErrors: unknown[] = [];
    act(() => {
      hydrateRoot(container, stage(), { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelectorAll('[data-live-phase]')).toHaveLength(1);
    expect(container.querySelector('[data-live-phase="ended"]')).toBe(prerendered);
    expect(prerendered).not.toHaveAttribute('data-first-paint');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    container.remove();
  });

  it('shows the real values after mount and loses one second per second', () => {
    jest.setSystemTime(START_MS - (2 * 86_400_000 + 5 * 3_600_000 + 6 * 60_000 + 7_000) - 250);
    render(stage());
    expect(screen.getByRole('timer', { name: 'Tiempo restante' })).toBeInTheDocument();
    expect(values()).toEqual(['02', '05', '06', '07']);
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
    expect(screen.queryByText('En Vivo Ahora')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'En Vivo Ahora' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calendario' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(Date.parse(END) - START_MS));
    expect(screen.getByRole('heading', { name: 'La transmisión ha finalizado' })).toBeInTheDocument();
    // Nothing left to wait for.
    expect(jest.getTimerCount()).toBe(0);
  });
});
