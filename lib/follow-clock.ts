/**
 * How an open page follows the clock to a jornada's start and end. A timer alone is not enough: its
 * delay counts only the time the device is awake, so a phone that slept through the start (or a
 * clock set right meanwhile) would keep showing the countdown, or the live panel after the end.
 * Browser-only; the phase itself is lib/page-phase.ts's.
 */
import { useEffect, useState } from 'react';
import { jornadaPhase, type JornadaPhase } from '@/lib/jornada-core';
import { LIVE_OVERRUN_MS, readPageState, type PageState, type SeasonJornada } from '@/lib/page-phase';

/** The longest the page goes without reading the clock while it waits for an instant. */
export const CLOCK_RECHECK_MS = 60_000;
/** On window: an island saw the time pass an instant (the countdown's each-second tick); read the clock now. */
export const CLOCK_CHECK_EVENT = 'jornada:clock-check';
/** On window, after <html data-phase> or data-jornada changed while the page was open. */
export const PHASE_CHANGE_EVENT = 'jornada:phase-change';

/** The next instant at which a jornada's phase changes (its start, then its end); none once it ended. */
export function nextPhaseChange(jornada: Pick<SeasonJornada, 'start' | 'end'>, now: number): number | undefined {
  return [Date.parse(jornada.start), Date.parse(jornada.end)].find((time) => time > now);
}

/** When the page's state may change next: its jornada's start or end, or the end of a held broadcast's overrun (pageStateAt). */
export function nextStateChange(state: PageState, now: number): number | undefined {
  const end = Date.parse(state.jornada.end);
  return state.phase === 'live' && now >= end ? end + LIVE_OVERRUN_MS : nextPhaseChange(state.jornada, now);
}

/**
 * Calls `update(now)` at once and again at the instant it returns (none: nothing more to wait for),
 * at least every CLOCK_RECHECK_MS meanwhile, when the page is shown again, and on CLOCK_CHECK_EVENT.
 * Returns what stops it (an effect's cleanup).
 */
export function followClock(update: (now: number) => number | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    const now = Date.now();
    const next = update(now);
    if (next !== undefined) timer = setTimeout(run, Math.max(0, Math.min(next - now, CLOCK_RECHECK_MS)));
  };
  const shown = () => {
    if (document.visibilityState === 'visible') run();
  };
  run();
  document.addEventListener('visibilitychange', shown);
  window.addEventListener('pageshow', run);
  window.addEventListener(CLOCK_CHECK_EVENT, run);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', shown);
    window.removeEventListener('pageshow', run);
    window.removeEventListener(CLOCK_CHECK_EVENT, run);
  };
}

/** A jornada's phase as the clock moves on (followClock); null without a jornada, or until mounted. */
export function useJornadaPhase(jornada: Pick<SeasonJornada, 'start' | 'end'> | null): JornadaPhase | null {
  const [state, setState] = useState<{ jornada: typeof jornada; phase: JornadaPhase } | null>(null);
  useEffect(() => {
    if (!jornada) return undefined;
    return followClock((now) => {
      setState({ jornada, phase: jornadaPhase(jornada, now) });
      return nextPhaseChange(jornada, now);
    });
  }, [jornada]);
  return state && state.jornada === jornada ? state.phase : null;
}

/**
 * The page's phase as <html> says it (its inline script, then PhaseClock, which announces each change
 * with PHASE_CHANGE_EVENT), from hydration on; `initial` (what the page was built with) until then.
 */
export function usePagePhase(season: readonly SeasonJornada[], initial: JornadaPhase): JornadaPhase {
  const [phase, setPhase] = useState(initial);
  useEffect(() => {
    const read = () => setPhase(readPageState(season).phase);
    read();
    window.addEventListener(PHASE_CHANGE_EVENT, read);
    return () => window.removeEventListener(PHASE_CHANGE_EVENT, read);
  }, [season]);
  return phase;
}
