import { act, renderHook } from '@testing-library/react';
import { CLOCK_CHECK_EVENT, CLOCK_RECHECK_MS, followClock, nextPhaseChange, nextStateChange, useJornadaPhase } from '@/lib/follow-clock';
import { LIVE_OVERRUN_MS } from '@/lib/page-phase';

/** A jornada of the tests' own (nothing here depends on content/jornadas.ts). */
const JORNADA = { start: '2031-03-05T19:00:00-05:00', end: '2031-03-05T21:00:00-05:00' };
const START = Date.parse(JORNADA.start);
const END = Date.parse(JORNADA.end);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** followClock with an update that records the times it read and waits for the jornada's next instant. */
function followed() {
  const reads: number[] = [];
  const stop = followClock((now) => {
    reads.push(now);
    return nextPhaseChange(JORNADA, now);
  });
  return { reads, stop };
}

/** What a phone that sleeps does to the page: the wall clock moves on, its timers do not. */
const sleepUntil = (time: number) => jest.setSystemTime(time);

describe('followClock', () => {
  beforeEach(() => jest.useFakeTimers({ now: START - 10 * MINUTE }));
  afterEach(() => jest.useRealTimers());

  it('reads the clock at once, then at the start and at the end, and stops after the end', () => {
    const { reads, stop } = followed();
    expect(reads).toEqual([START - 10 * MINUTE]);
    jest.advanceTimersByTime(10 * MINUTE);
    expect(reads).toContain(START);
    jest.advanceTimersByTime(2 * HOUR);
    expect(reads).toContain(END);
    const count = reads.length;
    jest.advanceTimersByTime(24 * HOUR);
    expect(reads).toHaveLength(count);
    stop();
  });

  it('after a sleep through the start, reads the clock again within a minute of waking, not at the old timer', () => {
    const { reads, stop } = followed();
    sleepUntil(START + 5 * MINUTE);
    jest.advanceTimersByTime(CLOCK_RECHECK_MS);
    expect(reads.at(-1)).toBeGreaterThanOrEqual(START + 5 * MINUTE);
    stop();
  });

  it('reads the clock as soon as the page is shown again, or an island asks', () => {
    const { reads, stop } = followed();
    sleepUntil(START + 5 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reads.at(-1)).toBe(START + 5 * MINUTE);
    sleepUntil(END + MINUTE);
    window.dispatchEvent(new Event(CLOCK_CHECK_EVENT));
    expect(reads.at(-1)).toBe(END + MINUTE);
    stop();
  });

  it('once stopped, reads nothing more', () => {
    const { reads, stop } = followed();
    stop();
    jest.advanceTimersByTime(HOUR);
    window.dispatchEvent(new Event(CLOCK_CHECK_EVENT));
    window.dispatchEvent(new Event('pageshow'));
    expect(reads).toHaveLength(1);
  });
});

it('waits for the start, the end, and for a broadcast kept past its end, the end of its overrun', () => {
  const jornada = { slug: 'tercera', ...JORNADA };
  expect(nextStateChange({ jornada, phase: 'upcoming' }, START - HOUR)).toBe(START);
  expect(nextStateChange({ jornada, phase: 'live' }, START)).toBe(END);
  expect(nextStateChange({ jornada, phase: 'live' }, END)).toBe(END + LIVE_OVERRUN_MS);
  expect(nextStateChange({ jornada, phase: 'ended' }, END)).toBeUndefined();
});

describe('useJornadaPhase', () => {
  beforeEach(() => jest.useFakeTimers({ now: START - MINUTE }));
  afterEach(() => jest.useRealTimers());

  it('follows its jornada from upcoming to live to ended, a sleep through the end included', () => {
    const { result } = renderHook(() => useJornadaPhase(JORNADA));
    expect(result.current).toBe('upcoming');
    act(() => jest.advanceTimersByTime(MINUTE));
    expect(result.current).toBe('live');
    act(() => {
      sleepUntil(END + 10 * MINUTE);
      jest.advanceTimersByTime(CLOCK_RECHECK_MS);
    });
    expect(result.current).toBe('ended');
  });

  it('is null without a jornada', () => {
    const { result } = renderHook(() => useJornadaPhase(null));
    expect(result.current).toBeNull();
  });
});
