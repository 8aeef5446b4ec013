/**
 * Which jornada a registration is for when it is delivered, and what the completed panel says of
 * it. A registration waits in the outbox when its send fails; one made before or during a jornada
 * and delivered after its end can no longer be for it: it is for the next jornada not yet ended,
 * else for the waiting list. The payload's `jornada` and the panel the visitor reads come from
 * this one decision, so the firm and the visitor are told the same.
 */
import type { Jornada } from '@/content/jornadas';
import { WAITLIST_JORNADA, jornadaPhase, type JornadaPhase } from '@/lib/jornada-core';

/** What these decisions need of each jornada of the page's season (lib/page-phase.ts). */
export type SeasonEntry = Pick<Jornada, 'slug' | 'start' | 'end'>;

/** The `jornada` a registration tagged `tag` when made carries if it is delivered at `now`. */
export function deliveredJornada(tag: string, now: number, list: readonly SeasonEntry[]): string {
  if (tag === WAITLIST_JORNADA) return WAITLIST_JORNADA;
  const tagged = list.find((jornada) => jornada.slug === tag);
  if (tagged && now < Date.parse(tagged.end)) return tag;
  const next = list.find((jornada) => now < Date.parse(jornada.end));
  return next ? next.slug : WAITLIST_JORNADA;
}

/** The phase the completed panel describes for a delivered tag: 'ended' is the waiting list. */
export function completedPhase(tag: string, now: number, list: readonly SeasonEntry[]): JornadaPhase {
  const jornada = list.find((item) => item.slug === tag);
  return jornada ? jornadaPhase(jornada, now) : 'ended';
}
