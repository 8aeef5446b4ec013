/**
 * The header's Jornadas dropdown, derived from the list: one entry per jornada, newest first, its
 * status from its dates. The entries of the season's jornadas (lib/build-season.ts) change with
 * the page's jornada and phase, so they come as one variant per case (shown with data-for and
 * data-show-in, right from the first paint).
 */
import type { Jornada } from '@/content/jornadas';
import { HEADER_NAV, type NavLink } from '@/content/navigation';
import { youtubeWatchUrl } from '@/lib/images';
import { ALL_JORNADAS, jornadaDates, recapPath, type JornadaPhase } from '@/lib/jornadas';

export interface JornadaMenuItem extends NavLink {
  /** Unique within the menu. */
  key: string;
  /** '30 Sep 2025' */
  date: string;
  status: string;
  /** Shown only while the page describes this jornada (its slug); always when absent. */
  jornada?: string;
  /** Shown only in these page phases; always shown when absent. */
  phases?: JornadaPhase[];
}

/** Where an ended jornada's entry leads: its recap, else its recording. */
function endedLink(jornada: Jornada, page: Jornada | undefined): Pick<JornadaMenuItem, 'href' | 'status'> {
  const { jornadaStatus } = HEADER_NAV;
  if (jornada.recap) return { href: recapPath(jornada), status: jornadaStatus.recap };
  // The page jornada's recording plays on /envivo once it has ended.
  if (jornada === page && jornada.videos.recording) return { href: '/envivo/', status: jornadaStatus.recording };
  if (jornada.videos.recording) return { href: youtubeWatchUrl(jornada.videos.recording), status: jornadaStatus.recording };
  return { href: '/', status: jornadaStatus.ended };
}

/** A jornada's entry while the page describes `page` in `phase`. */
function linkIn(jornada: Jornada, page: Jornada, phase: JornadaPhase, list: readonly Jornada[]): Pick<JornadaMenuItem, 'href' | 'status'> {
  const { jornadaStatus } = HEADER_NAV;
  const order = list.indexOf(jornada) - list.indexOf(page);
  if (order < 0) return endedLink(jornada, page);
  if (order > 0) return { href: '/', status: jornadaStatus.upcoming };
  if (phase === 'upcoming') return { href: '/#register', status: jornadaStatus.upcoming };
  if (phase === 'live') return { href: '/envivo/', status: jornadaStatus.live };
  return endedLink(jornada, page);
}

export interface MenuSeason {
  /** The jornadas the page may describe, oldest first (lib/build-season.ts SEASON). */
  jornadas: readonly Jornada[];
  /** The phases each can be shown in (the last announced one also 'ended'). */
  phasesOf: (jornada: Jornada) => JornadaPhase[];
}

/**
 * Every entry, newest first. A jornada before the season has ended for every page; one of the
 * season gets a variant per page jornada and group of phases that lead to the same link.
 */
export function jornadaMenuItems(season: MenuSeason, list: readonly Jornada[] = ALL_JORNADAS): JornadaMenuItem[] {
  const several = season.jornadas.length > 1;
  return [...list].reverse().flatMap((jornada) => {
    const base = { label: jornada.name, date: jornadaDates(jornada).shortDate };
    if (!season.jornadas.includes(jornada)) {
      return [{ ...base, key: jornada.slug, ...endedLink(jornada, undefined) }];
    }
    return season.jornadas.flatMap((page) => {
      const groups = new Map<string, { link: Pick<JornadaMenuItem, 'href' | 'status'>; phases: JornadaPhase[] }>();
      for (const phase of season.phasesOf(page)) {
        const link = linkIn(jornada, page, phase, list);
        const id = `${link.href} ${link.status}`;
        const group = groups.get(id);
        if (group) group.phases.push(phase);
        else groups.set(id, { link, phases: [phase] });
      }
      const all = groups.size === 1;
      return [...groups.values()].map(({ link, phases }) => ({
        ...base,
        key: [jornada.slug, several ? page.slug : '', all ? '' : phases.join('-')].filter(Boolean).join('.'),
        ...link,
        ...(several ? { jornada: page.slug } : {}),
        ...(all ? {} : { phases }),
      }));
    });
  });
}
