'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { LivePhaseContext } from '@/components/live/live-phase-context';
import { FIRST_PAINT_ATTRIBUTE, countdownParts, livePhase, msUntilNextTick, padTwo, remainingMs, type CountdownParts, type LivePhase } from '@/lib/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof CountdownParts)[];

interface LiveStageClientProps {
  /** ISO instants with their offset (content/event.ts). */
  start: string;
  end: string;
  countdownLabel: string;
  unitLabels: Record<keyof CountdownParts, string>;
  /** What each value reads in the exported HTML, before the visitor's clock is known. */
  placeholder: string;
  /** Server-rendered panels, all always mounted; only the current phase's is shown. */
  upcoming: ReactNode;
  upcomingActions?: ReactNode;
  live: ReactNode;
  ended: ReactNode;
}

/**
 * The /envivo stage: before the start a countdown, from the start the live player, after the end
 * the recording (spec §4 "Live page"). The exported HTML cannot know the visitor's clock, so it
 * holds all three panels: the countdown one shown, with placeholder values of the same size, and
 * the others `hidden`. `firstPaintScript` (rendered just before this island) shows the right
 * panel before the first paint once the broadcast has started or ended. The clock is read only
 * after mount, so there is no hydration mismatch; from then on the panels stay mounted and only
 * `hidden` changes, so nothing shifts. One timer, re-armed after each tick, switches panels at the
 * exact instants without a reload. The live iframe renders only in the live phase (LiveEmbed
 * reads the phase from context), so nothing is requested from YouTube before the start.
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

  const phase = now === null ? null : livePhase(now, start, end);
  const shown: LivePhase = phase ?? 'upcoming';
  const parts = now === null ? null : countdownParts(remainingMs(start, now));
  /** Props of a panel: `hidden` unless current; before the clock is read, the first-paint mark. */
  const panel = (name: LivePhase) => ({
    'data-live-phase': name,
    hidden: shown !== name,
    ...(phase === null ? { [FIRST_PAINT_ATTRIBUTE]: name } : {}),
  });

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
        </div>
        {upcomingActions}
      </div>
      <div {...panel('live')}>{live}</div>
      <div {...panel('ended')}>{ended}</div>
    </LivePhaseContext>
  );
}
