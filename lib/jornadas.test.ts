import { JORNADAS, type Jornada } from '@/content/jornadas';
import {
  ALL_JORNADAS,
  RESERVED_SLUGS,
  checkedJornadas,
  currentJornada,
  jornadaDates,
  jornadaFullName,
  jornadaPhase,
  keepJornadaNamesWhole,
  previousJornada,
  recapJornadas,
  seasonJornadas,
  recapPath,
} from '@/lib/jornadas';

const HOUR = 3_600_000;
const first = JORNADAS[0] as Jornada;
const last = JORNADAS[JORNADAS.length - 1] as Jornada;
const at = (iso: string, offsetMs = 0) => Date.parse(iso) + offsetMs;
/** An instant as content/jornadas.ts writes it, in Colombia's time: '2026-03-30T19:00:00.000-05:00'. */
const inColombia = (time: number) => new Date(time - 5 * HOUR).toISOString().replace('Z', '-05:00');

/** A later jornada, as an operator would append it. */
const next: Jornada = {
  ordinal: last.ordinal + 1,
  slug: 'jornada-de-prueba',
  name: 'Jornada de Prueba',
  start: inColombia(at(last.end, 90 * 24 * HOUR)),
  end: inColombia(at(last.end, 90 * 24 * HOUR + 2 * HOUR)),
  videos: {},
};

describe('the jornadas in content/', () => {
  it('pass their own checks', () => {
    expect(() => checkedJornadas(JORNADAS)).not.toThrow();
  });

  it('have a recap page for every jornada with recap data', () => {
    expect(recapJornadas().map(recapPath)).toEqual(
      JORNADAS.filter((jornada) => jornada.recap).map((jornada) => `/${jornada.slug}/`),
    );
  });
});

describe('jornadaPhase', () => {
  it('is upcoming before the start, live from the start, ended from the end', () => {
    expect(jornadaPhase(last, at(last.start, -1))).toBe('upcoming');
    expect(jornadaPhase(last, at(last.start))).toBe('live');
    expect(jornadaPhase(last, at(last.end, -1))).toBe('live');
    expect(jornadaPhase(last, at(last.end))).toBe('ended');
  });
});

describe('currentJornada and previousJornada', () => {
  const list = [...JORNADAS, next];

  it('is the next one not yet ended', () => {
    expect(currentJornada(at(first.start, -HOUR), list)).toBe(first);
    expect(currentJornada(at(last.start, HOUR), list)).toBe(last);
    expect(currentJornada(at(last.end), list)).toBe(next);
    expect(previousJornada(at(last.end), list)).toBe(last);
  });

  it('is the last one once every jornada has ended', () => {
    expect(currentJornada(at(next.end, HOUR), list)).toBe(next);
    expect(previousJornada(at(next.end, HOUR), list)).toBe(last);
  });

  it('has no previous one before the first', () => {
    expect(previousJornada(at(first.start, -HOUR), list)).toBeUndefined();
  });
});

describe('seasonJornadas', () => {
  const after: Jornada = { ...next, ordinal: next.ordinal + 1, slug: 'otra-de-prueba', start: new Date(at(next.end, 30 * 24 * HOUR)).toISOString(), end: new Date(at(next.end, 30 * 24 * HOUR + 2 * HOUR)).toISOString() };
  const list = [...JORNADAS, next, after];

  it('holds every jornada not ended yet, oldest first', () => {
    expect(seasonJornadas(at(last.end, -1), list)).toEqual([last, next, after]);
    expect(seasonJornadas(at(last.end), list)).toEqual([next, after]);
    expect(seasonJornadas(at(next.start, HOUR), list)).toEqual([next, after]);
  });

  it('holds the last one alone once all have ended', () => {
    expect(seasonJornadas(at(after.end), list)).toEqual([after]);
  });
});

describe('checkedJornadas', () => {
  it('accepts a jornada on a leap day, and one that ends after midnight', () => {
    const leapDay = { ...next, start: '2028-02-29T19:00:00-05:00', end: '2028-02-29T21:00:00-05:00' };
    const afterMidnight = { ...next, slug: 'otra', ordinal: next.ordinal + 1, start: '2028-03-01T22:30:00-05:00', end: '2028-03-02T00:30:00-05:00' };
    expect(() => checkedJornadas([...JORNADAS, leapDay, afterMidnight])).not.toThrow();
  });

  it('reserves every top-level name of the export but the recap pages', async () => {
    const { readdirSync } = await import('node:fs');
    const routes = readdirSync('app', { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() && !entry.name.startsWith('[')) || /^opengraph-image\./.test(entry.name))
      .map((entry) => entry.name.replace(/\.tsx?$/, ''));
    const publicFolders = readdirSync('public', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    // public/fonts/ is written by the build (scripts/subset-font.mjs): reserved whether it is there yet or not.
    expect(RESERVED_SLUGS).toEqual(expect.arrayContaining(['404', 'fonts', ...routes, ...publicFolders]));
  });

  it.each([
    [{ start: '2026-12-10 19:00' }, /'start' debe ser una fecha ISO en hora de Colombia/],
    // Another offset, or UTC, would publish another time (7:00 PM at +05:00 is 9:00 AM in Colombia).
    [{ start: '2026-12-10T19:00:00+05:00' }, /'start' debe ser una fecha ISO en hora de Colombia \(termina en -05:00\)/],
    [{ end: '2026-12-11T02:00:00Z' }, /'end' debe ser una fecha ISO en hora de Colombia/],
    [{ name: '' }, /entrada \d+ \(sin nombre\): falta 'name'/],
    [{ videos: { invitation: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }, /'videos.invitation' debe ser el identificador del video/],
    [{ videos: { live: 'dQw4w9WgXc' } }, /'videos.live' debe ser el identificador/],
    [{ name: '  ' }, /falta 'name'/],
    [{ end: next.start }, /'end' debe ser posterior a 'start'/],
    [{ slug: 'Tercera Jornada' }, /'slug' solo admite/],
    [{ slug: first.slug }, /está repetido/],
    [{ start: first.start, end: first.end }, /empieza antes de que termine la anterior/],
    [{ start: '2027-02-30T19:00:00-05:00', end: '2027-02-30T21:00:00-05:00' }, /'start' no es una fecha real \(2027-02-30T19:00:00-05:00\)/],
    [{ start: '2027-11-30T19:00:00-05:00', end: '2027-11-31T21:00:00-05:00' }, /'end' no es una fecha real/],
    [{ start: '2027-11-30T24:00:00-05:00', end: '2027-12-01T02:00:00-05:00' }, /'start' no es una fecha real/],
    [{ start: '2028-02-29T19:00:00-05:00', end: '2028-03-01T21:00:00-05:00' }, /dura más de 12 horas/],
    [{ slug: 'envivo' }, /el slug 'envivo' es el de otra página/],
    [{ ordinal: last.ordinal }, /'ordinal' debe ser un entero mayor que el de la entrada anterior/],
    [{ ordinal: 2.5 }, /'ordinal' debe ser un entero/],
  ])('rejects %p', (change, message) => {
    expect(() => checkedJornadas([...JORNADAS, { ...next, ...change }])).toThrow(message);
  });
});

it('names a jornada with the series', () => {
  expect(jornadaFullName(last)).toBe(`${last.name} de asesoría gratuita en insolvencia`);
});

it('writes its dates in es-CO, in Colombia', () => {
  const dates = jornadaDates({ start: '2026-12-10T19:00:00-05:00', end: '2026-12-10T21:00:00-05:00' });
  expect(dates).toMatchObject({ longDate: '10 de diciembre de 2026', timeRange: '7:00 PM a 9:00 PM', weekday: 'jueves', dayAndDate: 'Jueves 10 de diciembre de 2026' });
});

describe('keepJornadaNamesWhole', () => {
  it("makes the spaces of each jornada's name in content/ no-break, and no other", () => {
    for (const { name } of ALL_JORNADAS) {
      expect(keepJornadaNamesWhole(`Mira la ${name} completa`)).toBe(`Mira la ${name.replace(/ /g, '\u00a0')} completa`);
    }
  });

  it('keeps every name of the list given, each time it appears, and leaves other text alone', () => {
    const list = [{ name: 'Jornada de Prueba' }, { name: 'Otra Jornada' }];
    expect(keepJornadaNamesWhole('De la Jornada de Prueba a la Otra Jornada y la Otra Jornada', list)).toBe(
      'De la Jornada\u00a0de\u00a0Prueba a la Otra\u00a0Jornada y la Otra\u00a0Jornada',
    );
    expect(keepJornadaNamesWhole('Resultados de la jornada', list)).toBe('Resultados de la jornada');
  });
});
