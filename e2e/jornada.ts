/**
 * What the journeys know about the jornadas: all of it from content/jornadas.ts (through lib/),
 * so the tests follow the list when the next jornada is added.
 */
import { ALL_JORNADAS, currentJornada, jornadaDates, jornadaPhase, previousJornada, seasonJornadas } from '@/lib/jornadas';

/** The jornada the export describes: the current one when the suite runs (the build ran just before). */
export const JORNADA = currentJornada(Date.now());
/** The jornadas the export carries (every one not ended at build time, else the last one). */
export const SEASON = seasonJornadas(Date.now());
/** The last one announced: after its end the pages turn to the waiting list. */
export const LAST = SEASON[SEASON.length - 1]!;
export const LAST_END = Date.parse(LAST.end);
export const LAST_DATES = jornadaDates(LAST);
export const START = Date.parse(JORNADA.start);
export const END = Date.parse(JORNADA.end);
export const DATES = jornadaDates(JORNADA);
/** The phase the HTML was prerendered in (what a visitor without JavaScript sees). */
export const BUILT_PHASE = jornadaPhase(JORNADA, Date.now());
export const PREVIOUS = previousJornada(Date.now());
export const FIRST = ALL_JORNADAS[0]!;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** '20310306T000000Z': an instant as calendars write it in UTC. */
export function utcStamp(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}
