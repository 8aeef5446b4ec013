'use client';

import { useEffect } from 'react';
import { PHASE_CHANGE_EVENT, followClock, nextStateChange } from '@/lib/follow-clock';
import { JORNADA_ATTRIBUTE, PHASE_ATTRIBUTE, liveHold, pageStateAt, type SeasonJornada } from '@/lib/page-phase';

interface PhaseClockProps {
  /** The jornadas the page may describe, oldest first (lib/build-season.ts). */
  season: readonly SeasonJornada[];
}

/**
 * While a page stays open, moves <html data-jornada data-phase> on at each start and end
 * instant (lib/follow-clock.ts: also after the phone slept through one), so the header, / and
 * /envivo switch variants without a reload (from one jornada of the season to the next one too),
 * and tells the islands (PHASE_CHANGE_EVENT). A broadcast on screen at its end stays live a while
 * (lib/page-phase.ts LIVE_OVERRUN_MS). Renders nothing.
 */
export function PhaseClock({ season }: PhaseClockProps) {
  useEffect(
    () =>
      followClock((now) => {
        const state = pageStateAt(season, now, liveHold());
        const { jornada, phase } = state;
        const root = document.documentElement;
        const before = `${root.getAttribute(JORNADA_ATTRIBUTE)} ${root.getAttribute(PHASE_ATTRIBUTE)}`;
        if (season.length > 1) root.setAttribute(JORNADA_ATTRIBUTE, jornada.slug);
        root.setAttribute(PHASE_ATTRIBUTE, phase);
        if (`${root.getAttribute(JORNADA_ATTRIBUTE)} ${root.getAttribute(PHASE_ATTRIBUTE)}` !== before) window.dispatchEvent(new Event(PHASE_CHANGE_EVENT));
        return nextStateChange(state, now);
      }),
    [season],
  );
  return null;
}
