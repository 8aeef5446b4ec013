'use client';

import { useEffect } from 'react';
import { jornadaPhase } from '@/lib/jornadas';
import { PHASE_ATTRIBUTE } from '@/lib/page-phase';

interface PhaseClockProps {
  /** The page jornada's instants (ISO with offset). */
  start: string;
  end: string;
}

/**
 * While a page stays open, moves <html data-phase> on at the start and end instants, so the
 * header, / and /envivo switch variants without a reload. Renders nothing.
 */
export function PhaseClock({ start, end }: PhaseClockProps) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      const phase = jornadaPhase({ start, end }, now);
      document.documentElement.setAttribute(PHASE_ATTRIBUTE, phase);
      const next = phase === 'upcoming' ? Date.parse(start) : phase === 'live' ? Date.parse(end) : undefined;
      // Timers are capped at about 24.8 days; a longer wait is re-armed when it fires.
      if (next !== undefined) timer = setTimeout(update, Math.min(next - now, 2 ** 31 - 1));
    };
    update();
    return () => clearTimeout(timer);
  }, [start, end]);
  return null;
}
