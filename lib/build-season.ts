/**
 * What the prerendered pages describe: the jornadas of the season (every one not ended when the
 * site is built, else the last one), and which one and which phase the HTML shows until the
 * visitor's clock corrects it (lib/page-phase.ts). Server only: the build time means nothing in a
 * visitor's browser, so islands get what they need as props, never from here.
 */
import 'server-only';
import type { Jornada } from '@/content/jornadas';
import { jornadaPhase, seasonJornadas, type JornadaPhase } from '@/lib/jornadas';
import { FOR_ATTRIBUTE, SHOW_IN_ATTRIBUTE, type SeasonJornada } from '@/lib/page-phase';

/** When `next build` runs. */
const BUILD_TIME = Date.now();

/** The jornadas the pages carry a variant of, oldest first. */
export const SEASON: readonly Jornada[] = seasonJornadas(BUILD_TIME);

/** The jornada and phase the HTML shows as built (and without JavaScript). */
export const BUILD_JORNADA: Jornada = SEASON[0] as Jornada;
export const BUILD_PHASE: JornadaPhase = jornadaPhase(BUILD_JORNADA, BUILD_TIME);

/** The season as the inline script, PhaseClock and islands need it. */
export const SEASON_INSTANTS: readonly SeasonJornada[] = SEASON.map(({ slug, start, end }) => ({ slug, start, end }));

/** The last announced jornada: only after it ends does the page turn to the waiting list. */
export const LAST_ANNOUNCED: Jornada = SEASON[SEASON.length - 1] as Jornada;

export function isLastAnnounced(jornada: Jornada): boolean {
  return jornada === LAST_ANNOUNCED;
}

/** The phases a jornada of the season can be shown in: a jornada after which another comes never shows 'ended'. */
export function phasesOf(jornada: Jornada): JornadaPhase[] {
  return isLastAnnounced(jornada) ? ['upcoming', 'live', 'ended'] : ['upcoming', 'live'];
}

/**
 * The attributes of a jornada's variant in some phases: data-for only when the season has several
 * jornadas, so a season of one builds the same HTML as before.
 */
export function variantOf(jornada: Jornada, ...phases: JornadaPhase[]): Record<string, string> {
  return {
    ...(SEASON.length > 1 ? { [FOR_ATTRIBUTE]: jornada.slug } : {}),
    ...(phases.length > 0 ? { [SHOW_IN_ATTRIBUTE]: phases.join(' ') } : {}),
  };
}

/**
 * The image of a variant loads at once when it is what the built HTML shows (the likely LCP),
 * lazily otherwise.
 */
export function isBuildVariant(jornada: Jornada, ...phases: JornadaPhase[]): boolean {
  return jornada === BUILD_JORNADA && phases.includes(BUILD_PHASE);
}
