/**
 * What the site derives from one jornada and the clock, without the list of jornadas
 * (lib/jornadas.ts, which re-exports all of it): client code imports this module, so that its
 * bundle does not carry content/jornadas.ts.
 */
import type { Jornada } from '@/content/jornadas';
import { JORNADA_SERIES } from '@/content/series';

/** Before the start, from the start to the end (spec §4: remaining time zero or less), after the end. */
export type JornadaPhase = 'upcoming' | 'live' | 'ended';

export const JORNADA_PHASES: readonly JornadaPhase[] = ['upcoming', 'live', 'ended'];

/** The `jornada` value of a registration made after the last jornada ended: the waiting list. */
export const WAITLIST_JORNADA = 'lista-de-espera';

/** What a slug may hold: it goes into paths, an inline script and CSS attribute selectors as is. */
export const JORNADA_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function jornadaPhase(jornada: Pick<Jornada, 'start' | 'end'>, now: number): JornadaPhase {
  if (now < Date.parse(jornada.start)) return 'upcoming';
  if (now < Date.parse(jornada.end)) return 'live';
  return 'ended';
}

/** The next jornada of `list` that has not ended, else its last one. */
export function currentOf<T extends Pick<Jornada, 'end'>>(list: readonly T[], now: number): T {
  const next = list.find((jornada) => Date.parse(jornada.end) > now);
  return next ?? (list[list.length - 1] as T);
}

/** 'Tercera Jornada de asesoría gratuita en insolvencia' */
export function jornadaFullName(jornada: Pick<Jornada, 'name'>): string {
  return `${jornada.name} ${JORNADA_SERIES.nameSuffix}`;
}
