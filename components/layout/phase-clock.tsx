'use client';

import { useEffect } from 'react';
import { JORNADA_ATTRIBUTE, PHASE_ATTRIBUTE, pageStateAt, type SeasonJornada } from '@/lib/page-phase';

interface PhaseClockProps {
  /** The jornadas the page may describe, oldest first (lib/build-season.ts). */
  season: readonly SeasonJornada[];
}

/**
 * While a page stays open, moves <html data-jornada data-phase> on at each start and end
 * instant, so the header, / and /envivo switch variants without a reload (from one jornada of
 * the season to the next one too). Renders nothing.
 */
export function PhaseClock({ season }: PhaseClockProps) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      const { jornada, phase } = pageStateAt(season, now);
      if (season.length > 1) document.documentElement.setAttribute(JORNADA_ATTRIBUTE, jornada.slug);
      document.documentElement.setAttribute(PHASE_ATTRIBUTE, phase);
      const next = phase === 'upcoming' ? Date.parse(jornada.start) : phase === 'live' ? Date.parse(jornada.end) : undefined;
      // Timers are capped at about 24.8 days; a longer wait is re-armed when it fires.
      if (next !== undefined) timer = setTimeout(update, Math.min(next - now, 2 ** 31 - 1));
    };
    update();
    return () => clearTimeout(timer);
  }, [season]);
  return null;
}
