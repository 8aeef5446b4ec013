import {
  FOR_ATTRIBUTE,
  JORNADA_ATTRIBUTE,
  LIVE_OVERRUN_MS,
  PHASE_ATTRIBUTE,
  PHASE_CSS,
  isShown,
  pageStateAt,
  readPageState,
  seasonCss,
  seasonScript,
  showIn,
  type SeasonJornada,
} from '@/lib/page-phase';

/** A season of its own: two sessions a month apart (nothing here depends on content/). */
const THIRD: SeasonJornada = { slug: 'tercera', start: '2031-03-05T10:00:00-05:00', end: '2031-03-05T12:00:00-05:00' };
const FOURTH: SeasonJornada = { slug: 'cuarta', start: '2031-04-09T19:00:00-05:00', end: '2031-04-09T21:00:00-05:00' };
const SEASON = [THIRD, FOURTH];
const at = (iso: string, offset = 0) => Date.parse(iso) + offset;

/** Runs the inline script as the browser would, at a given instant. */
function runScriptAt(now: number, season: readonly SeasonJornada[] = SEASON): [string | null, string | null] {
  jest.spyOn(Date, 'now').mockReturnValue(now);
  new Function(seasonScript(season))();
  jest.restoreAllMocks();
  const root = document.documentElement;
  return [root.getAttribute(JORNADA_ATTRIBUTE), root.getAttribute(PHASE_ATTRIBUTE)];
}

afterEach(() => {
  document.documentElement.removeAttribute(PHASE_ATTRIBUTE);
  document.documentElement.removeAttribute(JORNADA_ATTRIBUTE);
});

describe('seasonScript', () => {
  it('picks the next jornada not ended, else the last, and its phase, from the visitor clock', () => {
    expect(runScriptAt(at(THIRD.start, -1))).toEqual(['tercera', 'upcoming']);
    expect(runScriptAt(at(THIRD.start))).toEqual(['tercera', 'live']);
    expect(runScriptAt(at(THIRD.end))).toEqual(['cuarta', 'upcoming']);
    expect(runScriptAt(at(FOURTH.start, 60_000))).toEqual(['cuarta', 'live']);
    expect(runScriptAt(at(FOURTH.end))).toEqual(['cuarta', 'ended']);
  });

  it('for a season of one, sets the phase alone (no jornada attribute, a script as small as before)', () => {
    expect(runScriptAt(at(FOURTH.start, -1), [FOURTH])).toEqual([null, 'upcoming']);
    expect(runScriptAt(at(FOURTH.end), [FOURTH])).toEqual([null, 'ended']);
    expect(seasonScript([FOURTH]).length).toBeLessThan(140);
    document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'live');
    expect(readPageState([FOURTH])).toEqual({ jornada: FOURTH, phase: 'live' });
  });

  it('agrees with pageStateAt at every instant around the season', () => {
    for (const instant of [THIRD.start, THIRD.end, FOURTH.start, FOURTH.end]) {
      for (const offset of [-1, 0, 1]) {
        const { jornada, phase } = pageStateAt(SEASON, at(instant, offset));
        expect(runScriptAt(at(instant, offset))).toEqual([jornada.slug, phase]);
      }
    }
  });

  it('refuses what would not be a checked slug or a number in the HTML', () => {
    expect(() => seasonScript([{ ...THIRD, start: 'x</script>' }])).toThrow(/invalid instants/);
    expect(() => seasonScript([{ ...THIRD, start: THIRD.end, end: THIRD.start }])).toThrow(/invalid instants/);
    expect(() => seasonScript([{ ...THIRD, slug: '"]</script>' }])).toThrow(/invalid slug/);
    expect(() => seasonScript([])).toThrow(/empty/);
  });
});

describe('pageStateAt', () => {
  it('keeps a broadcast on screen live up to LIVE_OVERRUN_MS past its end, and only that one', () => {
    const end = at(THIRD.end);
    expect(pageStateAt(SEASON, end)).toEqual({ jornada: FOURTH, phase: 'upcoming' });
    expect(pageStateAt(SEASON, end, 'tercera')).toEqual({ jornada: THIRD, phase: 'live' });
    expect(pageStateAt(SEASON, end + LIVE_OVERRUN_MS - 1, 'tercera')).toEqual({ jornada: THIRD, phase: 'live' });
    expect(pageStateAt(SEASON, end + LIVE_OVERRUN_MS, 'tercera')).toEqual({ jornada: FOURTH, phase: 'upcoming' });
    // The last of the season ends once its overrun is over.
    expect(pageStateAt(SEASON, at(FOURTH.end), 'cuarta')).toEqual({ jornada: FOURTH, phase: 'live' });
    expect(pageStateAt(SEASON, at(FOURTH.end) + LIVE_OVERRUN_MS, 'cuarta')).toEqual({ jornada: FOURTH, phase: 'ended' });
    // A hold never starts a broadcast early, nor names a jornada the season lacks.
    expect(pageStateAt(SEASON, at(FOURTH.start, -1), 'cuarta')).toEqual({ jornada: FOURTH, phase: 'upcoming' });
    expect(pageStateAt(SEASON, at(FOURTH.end), 'otra')).toEqual({ jornada: FOURTH, phase: 'ended' });
  });
});

describe('readPageState', () => {
  it('reads the attributes, else the clock', () => {
    document.documentElement.setAttribute(JORNADA_ATTRIBUTE, 'cuarta');
    document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'live');
    expect(readPageState(SEASON)).toEqual({ jornada: FOURTH, phase: 'live' });
    document.documentElement.removeAttribute(JORNADA_ATTRIBUTE);
    expect(readPageState(SEASON, at(THIRD.end, 1))).toEqual({ jornada: FOURTH, phase: 'upcoming' });
    expect(readPageState(SEASON, at(THIRD.start, -1))).toEqual({ jornada: THIRD, phase: 'upcoming' });
  });

  it('returns the caller’s own records, with whatever they carry', () => {
    const rich = SEASON.map((jornada) => ({ ...jornada, label: jornada.slug.toUpperCase() }));
    expect(readPageState(rich, at(FOURTH.end)).jornada.label).toBe('CUARTA');
  });
});

it('tells which variant is shown', () => {
  const state = { jornada: FOURTH, phase: 'upcoming' as const };
  expect(isShown({}, state)).toBe(true);
  expect(isShown({ jornada: 'cuarta', phases: ['upcoming', 'live'] }, state)).toBe(true);
  expect(isShown({ jornada: 'tercera' }, state)).toBe(false);
  expect(isShown({ phases: ['ended'] }, state)).toBe(false);
});

it('hides the variants of other phases and other jornadas', () => {
  document.head.innerHTML = `<style>${PHASE_CSS}${seasonCss(SEASON)}</style>`;
  document.body.innerHTML = [
    `<p id="a" data-show-in="${showIn('upcoming', 'live')['data-show-in']}">a</p>`,
    `<p id="e" data-show-in="ended">e</p>`,
    `<p id="t" ${FOR_ATTRIBUTE}="tercera" data-show-in="upcoming">t</p>`,
    `<p id="c" ${FOR_ATTRIBUTE}="cuarta" data-show-in="upcoming">c</p>`,
  ].join('');
  const shown = () => ['a', 'e', 't', 'c'].filter((id) => getComputedStyle(document.getElementById(id) as HTMLElement).display !== 'none');
  document.documentElement.setAttribute(JORNADA_ATTRIBUTE, 'cuarta');
  document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'ended');
  expect(shown()).toEqual(['e']);
  document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'upcoming');
  expect(shown()).toEqual(['a', 'c']);
  document.documentElement.setAttribute(JORNADA_ATTRIBUTE, 'tercera');
  expect(shown()).toEqual(['a', 't']);
});

it('writes no jornada rule for a season of one (the HTML of a single jornada stays as it was)', () => {
  expect(seasonCss([FOURTH])).toBe('');
});
