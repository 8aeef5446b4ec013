import { COUNTDOWN_TICK_MS, countdownParts, msUntilNextTick, padTwo, remainingMs } from '@/lib/countdown';
import { jornadaPhase } from '@/lib/jornada-core';
import { ALL_JORNADAS } from '@/lib/jornadas';

/** The last jornada in content/jornadas.ts. */
const EVENT = ALL_JORNADAS[ALL_JORNADAS.length - 1]!;

const START = Date.parse(EVENT.start);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdown arithmetic', () => {
  it('ticks once per second', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(40 * DAY)).toEqual({ days: 40, hours: 0, minutes: 0, seconds: 0 });
  });

  it('rounds partial seconds down', () => {
    expect(countdownParts(1 * MINUTE + 999)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reads all zeros at exactly zero and after the start', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(0)).toEqual(zero);
    expect(countdownParts(-1)).toEqual(zero);
    expect(countdownParts(-3 * DAY)).toEqual(zero);
  });

  it('pads every value to two digits', () => {
    expect(padTwo(0)).toBe('00');
    expect(padTwo(7)).toBe('07');
    expect(padTwo(42)).toBe('42');
    expect(padTwo(123)).toBe('123');
  });

  it('measures the time left to the event instant', () => {
    expect(remainingMs(EVENT.start, START - 90 * SECOND)).toBe(90 * SECOND);
    expect(remainingMs(EVENT.start, START)).toBe(0);
    expect(remainingMs(EVENT.start, START + SECOND)).toBe(-SECOND);
  });
});

// The page's phase (lib/jornada-core.ts), which the countdown's last tick must land on.
describe('live phase', () => {
  const END = Date.parse(EVENT.end);

  it('is upcoming before the start, live from the start instant, ended from the end', () => {
    expect(jornadaPhase(EVENT, START - 1)).toBe('upcoming');
    expect(jornadaPhase(EVENT, START)).toBe('live');
    expect(jornadaPhase(EVENT, END - 1)).toBe('live');
    expect(jornadaPhase(EVENT, END)).toBe('ended');
    expect(jornadaPhase(EVENT, END + DAY)).toBe('ended');
  });

  it("reads the start's offset: the same instant written in UTC is the start", () => {
    const startUtc = new Date(EVENT.start).toISOString();
    const endUtc = new Date(EVENT.end).toISOString();
    expect(startUtc).toMatch(/Z$/);
    expect(jornadaPhase(EVENT, Date.parse(startUtc) - 1)).toBe('upcoming');
    expect(jornadaPhase(EVENT, Date.parse(startUtc))).toBe('live');
    expect(jornadaPhase(EVENT, Date.parse(endUtc))).toBe('ended');
  });
});

describe('next tick', () => {
  it('lands just after the displayed second changes', () => {
    expect(msUntilNextTick(5 * SECOND + 500)).toBe(501);
    expect(msUntilNextTick(5 * SECOND)).toBe(1);
    expect(msUntilNextTick(5 * SECOND + 999)).toBe(1000);
    const remaining = 5 * SECOND + 250;
    expect(countdownParts(remaining - msUntilNextTick(remaining)).seconds).toBe(4);
  });

  it('lands exactly on the start instant in the last second', () => {
    expect(msUntilNextTick(SECOND)).toBe(1);
    expect(msUntilNextTick(999)).toBe(999);
    expect(msUntilNextTick(1)).toBe(1);
    expect(jornadaPhase(EVENT, START - 999 + msUntilNextTick(999))).toBe('live');
  });

  it('never waits longer than one tick', () => {
    expect(msUntilNextTick(0)).toBe(COUNTDOWN_TICK_MS);
    expect(msUntilNextTick(-5 * SECOND)).toBe(COUNTDOWN_TICK_MS);
  });
});

describe('the same remaining time in every time zone', () => {
  // One instant, 1 day 2 h 3 min 4 s before the start, as each visitor's own clock writes it:
  // Bogotá (UTC-5), Madrid (summer time, UTC+2) and Los Angeles (summer time, UTC-7). The
  // countdown only compares absolute instants, so the visitor's zone cannot change the result
  // (the browser test e2e/envivo.spec.ts checks the same with Chromium set to Europe/Madrid).
  const instant = START - (DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND);
  /** The instant as a clock at `offsetHours` from UTC writes it: '2025-09-29T23:56:56+02:00'. */
  const localClock = (offsetHours: number) => {
    const local = new Date(instant + offsetHours * HOUR).toISOString().slice(0, 19);
    const sign = offsetHours < 0 ? '-' : '+';
    return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
  };
  const visitors = [
    { city: 'Bogotá', localClock: localClock(-5) },
    { city: 'Madrid', localClock: localClock(2) },
    { city: 'Los Angeles', localClock: localClock(-7) },
  ];

  it.each(visitors)('a visitor in $city sees 1 day 2 h 3 min 4 s left', ({ localClock }) => {
    const now = Date.parse(localClock);
    expect(countdownParts(remainingMs(EVENT.start, now))).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(jornadaPhase(EVENT, now)).toBe('upcoming');
  });

  it('gives all three visitors the same number of milliseconds', () => {
    const remaining = visitors.map(({ localClock }) => remainingMs(EVENT.start, Date.parse(localClock)));
    expect(new Set(remaining)).toEqual(new Set([DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND]));
  });
});
