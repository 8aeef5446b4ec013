/**
 * What the site derives from the list of jornadas (content/jornadas.ts) and the clock: which one
 * is current, where it is in its life, which one came before. Pure functions of `now`, so the
 * build (prerendered HTML), the browser (first paint, islands) and the tests all agree. Nothing
 * here knows when the site was built: that is lib/build-season.ts, on the server only.
 */
import { JORNADAS, type Jornada } from '@/content/jornadas';
import { formatBadgeDate, formatLongDate, formatShortDate, formatTime, formatTimeRange, formatWeekday } from '@/lib/dates';
import { JORNADA_SLUG, currentOf } from '@/lib/jornada-core';

export { JORNADA_PHASES, JORNADA_SLUG, WAITLIST_JORNADA, jornadaFullName, jornadaPhase, type JornadaPhase } from '@/lib/jornada-core';

/**
 * Top-level names of the export that a recap page at /<slug>/ would collide with: app/'s routes,
 * public/'s folders and the 404 page (lib/jornadas.test.ts compares it with app/ and public/).
 */
export const RESERVED_SLUGS: readonly string[] = ['404', 'envivo', 'fonts', 'images', 'nuevavida', 'opengraph-image'];

/** What a YouTube video id looks like ('dQw4w9WgXcQ'); a pasted link is not one. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** No jornada of the series lasts this long: a longer one is a typo in 'end' (a day off, PM for AM). */
const MAX_DURATION_HOURS = 12;

/** Colombia's time, which has no daylight saving: another offset (or Z) is a typo that would shift every time shown. */
const ISO_IN_COLOMBIA = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?-05:00$/;

/**
 * Why an instant of content/jornadas.ts cannot be published, if it cannot: not in Colombia's time
 * (-05:00), or a date that does not exist (JavaScript reads 2027-02-30 as 2 March, and the page would say so).
 */
function instantProblem(value: string, field: 'start' | 'end'): string | undefined {
  const example = field === 'start' ? '2026-12-10T19:00:00-05:00' : '2026-12-10T21:00:00-05:00';
  const parts = ISO_IN_COLOMBIA.exec(value);
  if (!parts || !Number.isFinite(Date.parse(value))) return `'${field}' debe ser una fecha ISO en hora de Colombia (termina en -05:00), p. ej. ${example}: "${value}".`;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month > 12 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) {
    return `'${field}' no es una fecha real (${value}): revise el día, el mes y la hora.`;
  }
  return undefined;
}

/**
 * The list in start order, checked: an operator's typo fails the build with a message that names
 * the entry, instead of publishing a wrong date.
 */
export function checkedJornadas(list: readonly Jornada[]): readonly Jornada[] {
  if (list.length === 0) throw new Error('content/jornadas.ts: la lista de jornadas está vacía.');
  const slugs = new Set<string>();
  list.forEach((jornada, index) => {
    const where = `content/jornadas.ts, entrada ${index + 1} (${jornada.name.trim() || 'sin nombre'})`;
    // Pages say 'La … está en vivo' with it, and the calendar and the structured data name the event by it.
    if (!jornada.name.trim()) throw new Error(`${where}: falta 'name', p. ej. 'Tercera Jornada'.`);
    const problem = instantProblem(jornada.start, 'start') ?? instantProblem(jornada.end, 'end');
    if (problem) throw new Error(`${where}: ${problem}`);
    const start = Date.parse(jornada.start);
    const end = Date.parse(jornada.end);
    if (end <= start) throw new Error(`${where}: 'end' debe ser posterior a 'start'.`);
    if (end - start > MAX_DURATION_HOURS * 3_600_000) throw new Error(`${where}: dura más de ${MAX_DURATION_HOURS} horas; revise 'end'.`);
    if (!JORNADA_SLUG.test(jornada.slug)) throw new Error(`${where}: 'slug' solo admite minúsculas, números y guiones.`);
    if (RESERVED_SLUGS.includes(jornada.slug)) throw new Error(`${where}: el slug '${jornada.slug}' es el de otra página del sitio; elija otro.`);
    if (slugs.has(jornada.slug)) throw new Error(`${where}: el slug '${jornada.slug}' está repetido.`);
    slugs.add(jornada.slug);
    const previous = list[index - 1];
    // The posters number and colour each jornada by it.
    if (!Number.isInteger(jornada.ordinal) || jornada.ordinal < 1 || (previous && jornada.ordinal <= previous.ordinal)) {
      throw new Error(`${where}: 'ordinal' debe ser un entero mayor que el de la entrada anterior (${previous?.ordinal ?? 0}).`);
    }
    for (const [video, id] of Object.entries(jornada.videos)) {
      if (id !== undefined && !YOUTUBE_ID.test(id)) {
        throw new Error(`${where}: 'videos.${video}' debe ser el identificador del video (11 letras, cifras, - o _: en youtube.com/watch?v=dQw4w9WgXcQ, dQw4w9WgXcQ), no "${id}".`);
      }
    }
    if (previous && Date.parse(previous.end) > start) {
      throw new Error(`${where}: empieza antes de que termine la anterior; la lista va de la más antigua a la más reciente.`);
    }
  });
  return list;
}

export const ALL_JORNADAS: readonly Jornada[] = checkedJornadas(JORNADAS);

/**
 * A title with every jornada's name in it ('Mira la Primera Jornada completa') kept whole: the
 * name's spaces made no-break, so a narrow screen breaks around it, not inside it (blind review 38:
 * 'Mira la Primera / Jornada completa'). Names from content/jornadas.ts, whatever they are.
 */
export function keepJornadaNamesWhole(text: string, list: readonly Pick<Jornada, 'name'>[] = ALL_JORNADAS): string {
  return list.reduce((result, { name }) => result.replaceAll(name, name.replace(/ /g, '\u00a0')), text);
}

/** The next jornada that has not ended, else the last one. */
export function currentJornada(now: number): Jornada;
export function currentJornada<T extends Pick<Jornada, 'end'>>(now: number, list: readonly T[]): T;
export function currentJornada(now: number, list: readonly Pick<Jornada, 'end'>[] = ALL_JORNADAS): Pick<Jornada, 'end'> {
  return currentOf(list, now);
}

/**
 * The jornadas a page built at `now` may describe, oldest first: every one not ended yet, else
 * the last one alone. The visitor's clock picks one of them (lib/page-phase.ts).
 */
export function seasonJornadas(now: number, list: readonly Jornada[] = ALL_JORNADAS): readonly Jornada[] {
  const open = list.filter((jornada) => Date.parse(jornada.end) > now);
  return open.length > 0 ? open : list.slice(-1);
}

/** The one before a jornada of the list, if any. */
export function jornadaBefore(jornada: Pick<Jornada, 'slug'>, list: readonly Jornada[] = ALL_JORNADAS): Jornada | undefined {
  const index = list.findIndex((candidate) => candidate.slug === jornada.slug);
  return index > 0 ? list[index - 1] : undefined;
}

/** The one before the current jornada, if any. */
export function previousJornada(now: number, list: readonly Jornada[] = ALL_JORNADAS): Jornada | undefined {
  return jornadaBefore(currentJornada(now, list), list);
}

/** A jornada's dates as the site writes them (es-CO, Colombia's time). */
export function jornadaDates(jornada: Pick<Jornada, 'start' | 'end'>) {
  const weekday = formatWeekday(jornada.start);
  const longDate = formatLongDate(jornada.start);
  return {
    /** '5 de marzo de 2031' */
    longDate,
    /** 'Miércoles 5 de marzo de 2031': a date on its own, as the date cards show it. */
    dayAndDate: `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${longDate}`,
    /** '30 de Septiembre de 2025' (the spec's badges) */
    badgeDate: formatBadgeDate(jornada.start),
    /** '30 Sep 2025' */
    shortDate: formatShortDate(jornada.start),
    /** 'martes' */
    weekday,
    /** '7:00 PM' */
    startTime: formatTime(jornada.start),
    /** '7:00 PM a 9:00 PM' */
    timeRange: formatTimeRange(jornada.start, jornada.end),
  } as const;
}

/** The jornadas with a recap page, oldest first. */
export function recapJornadas(list: readonly Jornada[] = ALL_JORNADAS): readonly Jornada[] {
  return list.filter((jornada) => jornada.recap !== undefined);
}

/** '/segunda-jornada/' */
export function recapPath(jornada: Pick<Jornada, 'slug'>): string {
  return `/${jornada.slug}/`;
}
