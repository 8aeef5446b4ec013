'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { FIRST_PAINT_ATTRIBUTE, countdownParts, livePhase, msUntilNextTick, padTwo, remainingMs, type CountdownParts } from '@/lib/countdown';

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
 * first render (prerender and hydration alike) holds both the upcoming panel, with placeholder
 * values of the same size, and the ended panel, hidden by default; `firstPaintScript` (rendered
 * just before this island) reveals the ended one before the first paint once the broadcast is
 * over. The clock is read only after mount, so there is no hydration mismatch; then only the
 * current panel stays mounted (the other was not displayed, so nothing shifts). One timer,
 * re-armed after each tick, switches panels at the exact instants without a reload. The live
 * panel is never mounted before the start, so nothing is requested from YouTube.
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

  const endedPanel = (firstPaint: boolean) => (
    <div key="ended" data-live-phase="ended" {...(firstPaint ? { [FIRST_PAINT_ATTRIBUTE]: 'ended' } : {})}>
      {ended}
    </div>
  );

  if (now === null) {
    return (
      <>
        <UpcomingPanel key="upcoming" firstPaint {...{ countdownLabel, unitLabels, placeholder, upcoming, upcomingActions }} parts={null} />
        {endedPanel(true)}
      </>
    );
  }

  const phase = livePhase(now, start, end);
  if (phase === 'live') {
    return (
      <div key="live" data-live-phase="live">
        {live}
      </div>
    );
  }
  if (phase === 'ended') return endedPanel(false);
  return (
    <UpcomingPanel
      key="upcoming"
      firstPaint={false}
      {...{ countdownLabel, unitLabels, placeholder, upcoming, upcomingActions }}
      parts={countdownParts(remainingMs(start, now))}
    />
  );
}

interface UpcomingPanelProps extends Pick<LiveStageClientProps, 'countdownLabel' | 'unitLabels' | 'placeholder' | 'upcoming' | 'upcomingActions'> {
  /** The visitor's remaining time, or null before the clock is read (placeholders). */
  parts: CountdownParts | null;
  firstPaint: boolean;
}

function UpcomingPanel({ countdownLabel, unitLabels, placeholder, upcoming, upcomingActions, parts, firstPaint }: UpcomingPanelProps) {
  return (
    <div data-live-phase="upcoming" {...(firstPaint ? { [FIRST_PAINT_ATTRIBUTE]: 'upcoming' } : {})}>
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
