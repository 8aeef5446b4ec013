'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { LivePhaseContext } from '@/components/live/live-phase-context';
import { CLOCK_CHECK_EVENT } from '@/lib/follow-clock';
import { countdownParts, msUntilNextTick, padTwo, remainingMs, type CountdownParts, type LivePhase } from '@/lib/countdown';
import { liveHold, pageStateAt, showIn, type PageState, type SeasonJornada } from '@/lib/page-phase';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof CountdownParts)[];

interface LiveStageClientProps {
  /** The jornadas the page may describe, oldest first (lib/build-season.ts); the clock picks one. */
  season: readonly SeasonJornada[];
  countdownLabel: string;
  unitLabels: Record<keyof CountdownParts, string>;
  /** What each value reads in the exported HTML, before the visitor's clock is known (hidden then). */
  placeholder: string;
  /** Shown over the boxes until the clock is known: when the jornada starts (a variant per jornada of the season). */
  beforeClock: ReactNode;
  /** Server-rendered panels, all always mounted; only the current jornada's and phase's is shown. */
  upcoming: ReactNode;
  upcomingActions?: ReactNode;
  live: ReactNode;
  ended: ReactNode;
}

/**
 * The /envivo stage for the page's jornada (the next of the season not ended): before its start a
 * countdown to it, from the start its live player, after the end of the last one the recording
 * (spec §4 "Live page"). The exported HTML holds all three panels, each marked with
 * its phase (data-show-in); the site-wide phase mechanism (lib/page-phase.ts: the inline script
 * before the first paint, then PhaseClock at the instants) shows one, so nothing shifts. The
 * countdown keeps its boxes' place and shows the start's date and time over them until this island
 * reads the clock after mount (no hydration mismatch, no layout shift, a useful text without JS); one timer, re-armed after each tick, keeps it exact. The live
 * iframe renders only in the live phase (LiveEmbed reads this island's phase from context), so
 * nothing is requested from YouTube before the start.
 */
export function LiveStageClient({
  season,
  countdownLabel,
  unitLabels,
  placeholder,
  beforeClock,
  upcoming,
  upcomingActions,
  live,
  ended,
}: LiveStageClientProps) {
  // The clock as of the last tick, and the page's jornada and phase then (a broadcast on screen stays past its end: pageStateAt).
  const [clock, setClock] = useState<{ now: number; state: PageState } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen: string | undefined;
    const tick = () => {
      const current = Date.now();
      const state = pageStateAt(season, current, liveHold());
      setClock({ now: current, state });
      const { jornada, phase } = state;
      // Ticking each second, it sees the start or the end first when the phone slept through it: the page follows.
      if (seen !== undefined && seen !== `${jornada.slug} ${phase}`) window.dispatchEvent(new Event(CLOCK_CHECK_EVENT));
      seen = `${jornada.slug} ${phase}`;
      if (phase !== 'ended') {
        timer = setTimeout(tick, msUntilNextTick(remainingMs(jornada.start, current)));
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [season]);

  const stage = clock && { jornada: clock.state.jornada.slug, phase: clock.state.phase };
  const parts = clock && countdownParts(remainingMs(clock.state.jornada.start, clock.now));
  // Past the scheduled end, still on: the live panel says so (its [data-overrun-note]).
  const overrun = clock?.state.phase === 'live' && clock.now >= Date.parse(clock.state.jornada.end);
  const panel = (name: LivePhase) => ({ 'data-live-phase': name, ...showIn(name) });

  return (
    <LivePhaseContext value={stage}>
      <div {...panel('upcoming')}>
        {upcoming}
        <div role="timer" aria-label={countdownLabel} data-ready={parts ? 'true' : 'false'}>
          {UNITS.map((unit) => (
            <div key={unit} data-countdown-unit={unit}>
              <span data-countdown-value="">{parts ? padTwo(parts[unit]) : placeholder}</span>
              <span data-countdown-label="">{unitLabels[unit]}</span>
            </div>
          ))}
          <p data-countdown-start="" hidden={parts !== null}>
            {beforeClock}
          </p>
        </div>
        {upcomingActions}
      </div>
      <div {...panel('live')} data-overrun={overrun ? '' : undefined}>
        {live}
      </div>
      <div {...panel('ended')}>{ended}</div>
    </LivePhaseContext>
  );
}
