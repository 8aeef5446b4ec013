import { EVENT } from '@/content/event';
import { COUNTDOWN_TICK_MS, FIRST_PAINT_ATTRIBUTE, countdownParts, firstPaintScript, livePhase, msUntilNextTick, padTwo, remainingMs } from '@/lib/countdown';

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

describe('live phase', () => {
  const END = Date.parse(EVENT.end);

  it('is upcoming before the start, live from the start instant, ended from the end', () => {
    expect(livePhase(START - 1, EVENT.start, EVENT.end)).toBe('upcoming');
    expect(livePhase(START, EVENT.start, EVENT.end)).toBe('live');
    expect(livePhase(END - 1, EVENT.start, EVENT.end)).toBe('live');
    expect(livePhase(END, EVENT.start, EVENT.end)).toBe('ended');
    expect(livePhase(END + DAY, EVENT.start, EVENT.end)).toBe('ended');
  });

  it('starts at 19:00 Colombia time, which is 00:00 UTC the next day', () => {
    expect(livePhase(Date.parse('2025-10-01T00:00:00Z') - 1, EVENT.start, EVENT.end)).toBe('upcoming');
    expect(livePhase(Date.parse('2025-10-01T00:00:00Z'), EVENT.start, EVENT.end)).toBe('live');
    expect(livePhase(Date.parse('2025-10-01T02:00:00Z'), EVENT.start, EVENT.end)).toBe('ended');
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
    expect(livePhase(START - 999 + msUntilNextTick(999), EVENT.start, EVENT.end)).toBe('live');
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
  const visitors = [
    { city: 'Bogotá', localClock: '2025-09-29T16:56:56-05:00' },
    { city: 'Madrid', localClock: '2025-09-29T23:56:56+02:00' },
    { city: 'Los Angeles', localClock: '2025-09-29T14:56:56-07:00' },
  ];

  it.each(visitors)('a visitor in $city sees 1 day 2 h 3 min 4 s left', ({ localClock }) => {
    const now = Date.parse(localClock);
    expect(countdownParts(remainingMs(EVENT.start, now))).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(livePhase(now, EVENT.start, EVENT.end)).toBe('upcoming');
  });

  it('gives all three visitors the same number of milliseconds', () => {
    const remaining = visitors.map(({ localClock }) => remainingMs(EVENT.start, Date.parse(localClock)));
    expect(new Set(remaining)).toEqual(new Set([DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND]));
  });
});

describe('firstPaintScript', () => {
  const START_ISO = '2025-09-30T19:00:00-05:00';
  const END_ISO = '2025-09-30T21:00:00-05:00';
  const run = (now: number) => {
    document.head.innerHTML = '';
    jest.useFakeTimers().setSystemTime(now);
    try {
      new Function(firstPaintScript(START_ISO, END_ISO, '#live'))();
    } finally {
      jest.useRealTimers();
    }
    return Array.from(document.head.querySelectorAll('style'), (style) => style.textContent);
  };
  const showing = (phase: string) => [
    `#live [${FIRST_PAINT_ATTRIBUTE}]{display:none}#live [${FIRST_PAINT_ATTRIBUTE}][${FIRST_PAINT_ATTRIBUTE}=${phase}]{display:block}`,
  ];

  it('adds nothing before the start: the exported HTML already shows the countdown panel', () => {
    expect(run(Date.parse(START_ISO) - 1)).toEqual([]);
  });

  it('from the start, shows the live panel instead, scoped to the stage', () => {
    expect(run(Date.parse(START_ISO))).toEqual(showing('live'));
    expect(run(Date.parse(END_ISO) - 1)).toEqual(showing('live'));
  });

  it('from the end, shows the ended panel', () => {
    expect(run(Date.parse(END_ISO))).toEqual(showing('ended'));
  });

  it('refuses anything but valid instants and a plain id selector (its text goes into the HTML as is)', () => {
    expect(() => firstPaintScript('mañana', END_ISO, '#live')).toThrow('invalid broadcast instants');
    expect(() => firstPaintScript(END_ISO, START_ISO, '#live')).toThrow('invalid broadcast instants');
    expect(() => firstPaintScript(START_ISO, END_ISO, '#live</script><script>alert(1)')).toThrow('is not an id selector');
    expect(() => firstPaintScript(START_ISO, END_ISO, 'section')).toThrow('is not an id selector');
  });

  it('outranks the hidden attribute and the default display in a real cascade', () => {
    document.body.innerHTML = `<section id="live"><div ${FIRST_PAINT_ATTRIBUTE}="upcoming">a</div><div hidden ${FIRST_PAINT_ATTRIBUTE}="ended">b</div></section>`;
    run(Date.parse(END_ISO) + 1);
    const [upcoming, ended] = Array.from(document.querySelectorAll('#live > div'));
    expect(getComputedStyle(upcoming!).display).toBe('none');
    expect(getComputedStyle(ended!).display).toBe('block');
    document.body.innerHTML = '';
  });
});
