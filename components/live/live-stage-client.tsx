'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { countdownParts, livePhase, msUntilNextTick, padTwo, remainingMs, type CountdownParts } from '@/lib/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof CountdownParts)[];

interface LiveStageClientProps {
  /** ISO instants with their offset (content/event.ts). */
  start: string;
  end: string;
  countdownLabel: string;
  unitLabels: Record<keyof CountdownParts, string>;
  /** What each value reads in the exported HTML, before the visitor's clock is known. */
  placeholder: string;
  /** Server-rendered panels; only the current phase's is mounted. */
  upcoming: ReactNode;
  upcomingActions?: ReactNode;
  live: ReactNode;
  ended: ReactNode;
}

/**
 * The /envivo stage: before the start a countdown, from the start the live player, after the end
 * the recording (spec §4 "Live page"). The exported HTML cannot know the visitor's clock, so the
 * first render (prerender and hydration alike) shows the upcoming panel with placeholder values of
 * the same size; the clock is read only after mount, so there is no hydration mismatch and no
 * layout shift. One timer, re-armed after each tick, switches panels at the exact instants without
 * a reload. The live panel is never mounted before the start, so nothing is requested from YouTube.
 */
export function LiveStageClient({
  start,
  end,
  countdownLabel,
  unitLabels,
  placeholder,
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

  const phase = now === null ? 'upcoming' : livePhase(now, start, end);

  if (phase === 'live') return <div data-live-phase="live">{live}</div>;
  if (phase === 'ended') return <div data-live-phase="ended">{ended}</div>;

  const parts = now === null ? null : countdownParts(remainingMs(start, now));
  return (
    <div data-live-phase="upcoming">
      {upcoming}
      <div role="timer" aria-label={countdownLabel} data-ready={parts ? 'true' : 'false'}>
        {UNITS.map((unit) => (
          <div key={unit} data-countdown-unit={unit}>
            <span data-countdown-value="">{parts ? padTwo(parts[unit]) : placeholder}</span>
            <span data-countdown-label="">{unitLabels[unit]}</span>
          </div>
        ))}
      </div>
      {upcomingActions}
    </div>
  );
}
