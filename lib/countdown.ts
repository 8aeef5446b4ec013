/**
 * Countdown arithmetic for /envivo (spec §2, §4, §9). Everything works on absolute instants
 * (milliseconds since the epoch), so a visitor in Madrid or Los Angeles sees the same remaining
 * time as one in Bogotá: the event's instant carries its own offset (-05:00) and `Date.now()`
 * does not depend on the visitor's time zone.
 */

/** The countdown ticks once per second (spec §9). */
export const COUNTDOWN_TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The state of the broadcast at a given instant: before the start, live, or over. */
export type LivePhase = 'upcoming' | 'live' | 'ended';

/** Milliseconds from `now` to `targetIso`; zero or negative once the target has passed. */
export function remainingMs(targetIso: string, now: number): number {
  return Date.parse(targetIso) - now;
}

/**
 * Whole days, hours, minutes and seconds left (rounded down), all zero once the time is up.
 * Days are not capped: 40 days left reads as 40.
 */
export function countdownParts(remaining: number): CountdownParts {
  const left = Math.max(0, Math.floor(remaining / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** '05', '00', '123' — at least two digits. */
export function padTwo(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Delay until the display next changes, so each tick lands just after a whole second of
 * remaining time has gone (the display never lags by up to a second, as a free-running interval
 * would), and the last one exactly at the start instant. Never more than one tick, so a tab
 * woken from sleep corrects itself at once.
 */
export function msUntilNextTick(remaining: number): number {
  if (remaining <= 0) return COUNTDOWN_TICK_MS;
  if (remaining < SECOND) return remaining;
  const intoSecond = remaining % SECOND;
  return Math.min(COUNTDOWN_TICK_MS, intoSecond + 1);
}
