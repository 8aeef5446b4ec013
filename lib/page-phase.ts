/**
 * Which jornada the page describes and where it is in its life (upcoming, live, ended), written
 * on <html data-jornada data-phase>. The visitor's clock decides both: the next jornada of the
 * season not ended yet, else the last one (lib/jornada-core.ts currentOf). The prerendered HTML
 * carries what was true at build time (lib/build-season.ts); a one-line inline script in <head>
 * corrects it before the first paint, so a site built before a session and visited after it
 * (or between two sessions of a season) shows the right content with no layout shift. Without
 * JavaScript the build-time jornada and phase show.
 *
 * Server components render a variant per phase with `data-show-in="upcoming live"` and, when the
 * season has several jornadas, a variant per jornada with `data-for="<slug>"`; global rules
 * (PHASE_CSS, seasonCss) hide the variants that do not match. Islands read the page's jornada and
 * phase with readPageState(). Nothing here knows when the site was built: it runs in browsers.
 */
import type { Jornada } from '@/content/jornadas';
import { JORNADA_PHASES, JORNADA_SLUG, currentOf, jornadaPhase, type JornadaPhase } from '@/lib/jornada-core';

/** On <html>: the page's phase. */
export const PHASE_ATTRIBUTE = 'data-phase';
/** On <html>: the slug of the page's jornada. */
export const JORNADA_ATTRIBUTE = 'data-jornada';
/** On any element shown only in some phases: a space-separated list of phases. */
export const SHOW_IN_ATTRIBUTE = 'data-show-in';
/** On any element shown only for one jornada of the season: its slug. */
export const FOR_ATTRIBUTE = 'data-for';

/** What the page needs of each jornada it may describe. */
export type SeasonJornada = Pick<Jornada, 'slug' | 'start' | 'end'>;

export interface PageState<T extends SeasonJornada = SeasonJornada> {
  jornada: T;
  phase: JornadaPhase;
}

/** The value of SHOW_IN_ATTRIBUTE for a set of phases. */
export function showIn(...phases: JornadaPhase[]): { [SHOW_IN_ATTRIBUTE]: string } {
  return { [SHOW_IN_ATTRIBUTE]: phases.join(' ') };
}

/** Hides every variant that does not belong to the page's phase. */
export const PHASE_CSS = `${JORNADA_PHASES.map(
  (phase) => `html[${PHASE_ATTRIBUTE}="${phase}"] [${SHOW_IN_ATTRIBUTE}]:not([${SHOW_IN_ATTRIBUTE}~="${phase}"])`,
).join(',')}{display:none!important}`;

function checkedSlug(slug: string): string {
  if (!JORNADA_SLUG.test(slug)) throw new Error(`page-phase: invalid slug ${JSON.stringify(slug)}`);
  return slug;
}

/** Hides every variant that does not belong to the page's jornada; nothing for a season of one. */
export function seasonCss(season: readonly SeasonJornada[]): string {
  if (season.length < 2) return '';
  const rules = season.map(({ slug }) => `html[${JORNADA_ATTRIBUTE}="${checkedSlug(slug)}"] [${FOR_ATTRIBUTE}]:not([${FOR_ATTRIBUTE}="${slug}"])`);
  return `${rules.join(',')}{display:none!important}`;
}

/** On <html>, set by /envivo's player while it shows: the slug of the jornada whose broadcast is on screen. */
export const LIVE_HOLD_ATTRIBUTE = 'data-live-hold';
/** How long past its scheduled end a broadcast already on screen stays there: a jornada may run over (questions). */
export const LIVE_OVERRUN_MS = 60 * 60_000;

/** The slug of the jornada whose broadcast the page is showing (LIVE_HOLD_ATTRIBUTE), in the browser. */
export function liveHold(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.getAttribute(LIVE_HOLD_ATTRIBUTE);
}

/**
 * The page's jornada and phase at an instant. `held`: the jornada whose broadcast is on screen
 * (liveHold()) stays live up to LIVE_OVERRUN_MS past its scheduled end, so a page left open does
 * not take the broadcast away from whoever watches it; a page opened after the end shows it ended.
 */
export function pageStateAt<T extends SeasonJornada>(season: readonly T[], now: number, held?: string | null): PageState<T> {
  const kept = held ? season.find((jornada) => jornada.slug === held) : undefined;
  if (kept && now >= Date.parse(kept.start) && now < Date.parse(kept.end) + LIVE_OVERRUN_MS) return { jornada: kept, phase: 'live' };
  const jornada = currentOf(season, now);
  return { jornada, phase: jornadaPhase(jornada, now) };
}

/**
 * The text of the inline script that sets the jornada and the phase from the visitor's clock:
 * the same choice as pageStateAt. It goes into the HTML as is (and its hash into the CSP), so
 * only checked slugs and numbers go in. A season of one needs no jornada attribute, and its
 * script stays as small as it was before seasons (the HTML of / has a budget, README
 * "Benchmark").
 */
export function seasonScript(season: readonly SeasonJornada[]): string {
  if (season.length === 0) throw new Error('seasonScript: empty season');
  const rows = season.map(({ slug, start, end }) => {
    const from = Date.parse(start);
    const to = Date.parse(end);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) {
      throw new Error(`seasonScript: invalid instants ${JSON.stringify([start, end])}`);
    }
    return [checkedSlug(slug), from, to] as const;
  });
  const [only] = rows;
  if (rows.length === 1 && only) {
    return `(function(t){document.documentElement.setAttribute("${PHASE_ATTRIBUTE}",t<${only[1]}?"upcoming":t<${only[2]}?"live":"ended")})(Date.now())`;
  }
  return (
    `(function(s,t){for(var i=0;s[i+1]&&s[i][2]<=t;i++);var j=s[i],d=document.documentElement;` +
    `d.setAttribute("${JORNADA_ATTRIBUTE}",j[0]);d.setAttribute("${PHASE_ATTRIBUTE}",t<j[1]?"upcoming":t<j[2]?"live":"ended")})` +
    `(${JSON.stringify(rows)},Date.now())`
  );
}

/**
 * The jornada and phase the page shows now (in the browser), as the inline script or PhaseClock
 * wrote them; the clock's, where they are missing or name no jornada of `season`.
 * Islands receive the season's jornadas (with whatever they need of each) as props.
 */
export function readPageState<T extends SeasonJornada>(season: readonly T[], now: number = Date.now()): PageState<T> {
  const root = typeof document === 'undefined' ? null : document.documentElement;
  const slug = root?.getAttribute(JORNADA_ATTRIBUTE);
  const phase = root?.getAttribute(PHASE_ATTRIBUTE);
  // A season of one carries no jornada attribute (seasonScript).
  const jornada = season.length === 1 ? season[0] : season.find((candidate) => candidate.slug === slug);
  if (jornada && (JORNADA_PHASES as readonly string[]).includes(phase ?? '')) return { jornada, phase: phase as JornadaPhase };
  return pageStateAt(season, now);
}

/** Whether a variant (of a jornada, in some phases; either may be absent) is the one shown now. */
export function isShown(variant: { jornada?: string; phases?: readonly JornadaPhase[] }, state: { jornada: { slug: string }; phase: JornadaPhase }): boolean {
  return (!variant.jornada || variant.jornada === state.jornada.slug) && (!variant.phases || variant.phases.includes(state.phase));
}
