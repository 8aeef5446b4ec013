/**
 * The page's phase: where the current jornada is in its life (upcoming, live, ended), written on
 * <html data-phase>. The prerendered HTML carries the phase at build time; a one-line inline
 * script in <head> corrects it from the visitor's clock before the first paint, so a site built
 * before the session and visited after it (or the other way round) shows the right content with
 * no layout shift. Without JavaScript the build-time phase shows.
 *
 * Server components render each phase's variant with `data-show-in="upcoming live"`; one global
 * rule (PHASE_CSS) hides the variants that do not match. Islands read the phase with
 * readPagePhase().
 */
import type { Jornada } from '@/content/jornadas';
import { BUILD_TIME, JORNADA_PHASES, currentJornada, jornadaPhase, type JornadaPhase } from '@/lib/jornadas';

/** On <html>. */
export const PHASE_ATTRIBUTE = 'data-phase';
/** On any element shown only in some phases: a space-separated list of phases. */
export const SHOW_IN_ATTRIBUTE = 'data-show-in';

/** The jornada the prerendered pages describe, and its phase when they were built. */
export const PAGE_JORNADA: Jornada = currentJornada(BUILD_TIME);
export const BUILD_PHASE: JornadaPhase = jornadaPhase(PAGE_JORNADA, BUILD_TIME);

/** The value of SHOW_IN_ATTRIBUTE for a set of phases. */
export function showIn(...phases: JornadaPhase[]): { [SHOW_IN_ATTRIBUTE]: string } {
  return { [SHOW_IN_ATTRIBUTE]: phases.join(' ') };
}

/** Hides every variant that does not belong to the page's phase. */
export const PHASE_CSS = `${JORNADA_PHASES.map(
  (phase) => `html[${PHASE_ATTRIBUTE}="${phase}"] [${SHOW_IN_ATTRIBUTE}]:not([${SHOW_IN_ATTRIBUTE}~="${phase}"])`,
).join(',')}{display:none!important}`;

/**
 * The text of the inline script that sets the phase from the visitor's clock. It goes into the
 * HTML as is (and its hash into the CSP), so only two checked numbers go in.
 */
export function phaseScript(jornada: Pick<Jornada, 'start' | 'end'> = PAGE_JORNADA): string {
  const start = Date.parse(jornada.start);
  const end = Date.parse(jornada.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
    throw new Error(`phaseScript: invalid instants ${JSON.stringify([jornada.start, jornada.end])}`);
  }
  return `(function(t){document.documentElement.setAttribute("${PHASE_ATTRIBUTE}",t<${start}?"upcoming":t<${end}?"live":"ended")})(Date.now())`;
}

/** The phase the page shows now (in the browser); the clock's, where the attribute is missing. */
export function readPagePhase(now: number = Date.now()): JornadaPhase {
  const value = typeof document === 'undefined' ? null : document.documentElement.getAttribute(PHASE_ATTRIBUTE);
  return (JORNADA_PHASES as readonly string[]).includes(value ?? '') ? (value as JornadaPhase) : jornadaPhase(PAGE_JORNADA, now);
}
