'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { LivePhaseContext } from '@/components/live/live-phase-context';
import { countdownParts, livePhase, msUntilNextTick, padTwo, remainingMs, type CountdownParts, type LivePhase } from '@/lib/countdown';
import { showIn } from '@/lib/page-phase';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof CountdownParts)[];

interface LiveStageClientProps {
  /** ISO instants with their offset (content/jornadas.ts). */
  start: string;
  end: string;
  countdownLabel: string;
  unitLabels: Record<keyof CountdownParts, string>;
  /** What each value reads in the exported HTML, before the visitor's clock is known (hidden then). */
  placeholder: string;
  /** Shown over the boxes until the clock is known: when the jornada starts. */
  beforeClock: string;
  /** Server-rendered panels, all always mounted; only the current phase's is shown. */
  upcoming: ReactNode;
  upcomingActions?: ReactNode;
  live: ReactNode;
  ended: ReactNode;
}

/**
 * The /envivo stage: before the start a countdown, from the start the live player, after the end
 * the recording (spec §4 "Live page"). The exported HTML holds all three panels, each marked with
 * its phase (data-show-in); the site-wide phase mechanism (lib/page-phase.ts: the inline script
 * before the first paint, then PhaseClock at the instants) shows one, so nothing shifts. The
 * countdown keeps its boxes' place and shows the start's date and time over them until this island
 * reads the clock after mount (no hydration mismatch, no layout shift, a useful text without JS); one timer, re-armed after each tick, keeps it exact. The live
 * iframe renders only in the live phase (LiveEmbed reads this island's phase from context), so
 * nothing is requested from YouTube before the start.
 */
export function LiveStageClient({
  start,
  end,
  countdownLabel,
  unitLabels,
  placeholder,
  beforeClock,
  upcoming,
  upcomingActions,
  live,
  ended,
}: LiveStageClientProps) {
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (livePhase(current, start, end) !== 'ended') {
        timer = setTimeout(tick, msUntilNextTick(remainingMs(start, current)));
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [start, end]);

  const phase = now === null ? null : livePhase(now, start, end);
  const parts = now === null ? null : countdownParts(remainingMs(start, now));
  const panel = (name: LivePhase) => ({ 'data-live-phase': name, ...showIn(name) });

  return (
    <LivePhaseContext value={phase}>
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
      <div {...panel('live')}>{live}</div>
      <div {...panel('ended')}>{ended}</div>
    </LivePhaseContext>
  );
}
