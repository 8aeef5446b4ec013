/**
 * The header's Jornadas dropdown, derived from the list: one entry per jornada, newest first, its
 * status from its dates. The page jornada's entry changes with the phase, so it comes as one
 * variant per phase (shown with data-show-in, right from the first paint).
 */
import type { Jornada } from '@/content/jornadas';
import { HEADER_NAV, type NavLink } from '@/content/navigation';
import { youtubeWatchUrl } from '@/lib/images';
import { ALL_JORNADAS, BUILD_TIME, JORNADA_PHASES, jornadaDates, jornadaPhase, recapPath, type JornadaPhase } from '@/lib/jornadas';
import { PAGE_JORNADA } from '@/lib/page-phase';

export interface JornadaMenuItem extends NavLink {
  /** Unique within the menu. */
  key: string;
  /** '30 Sep 2025' */
  date: string;
  status: string;
  /** Shown only in these page phases; always shown when absent. */
  phases?: JornadaPhase[];
}

/** Where an ended jornada's entry leads: its recap, else its recording. */
function endedLink(jornada: Jornada): Pick<JornadaMenuItem, 'href' | 'status'> {
  const { jornadaStatus } = HEADER_NAV;
  if (jornada.recap) return { href: recapPath(jornada), status: jornadaStatus.recap };
  // The page jornada's recording plays on /envivo once it has ended.
  if (jornada === PAGE_JORNADA && jornada.videos.recording) return { href: '/envivo/', status: jornadaStatus.recording };
  if (jornada.videos.recording) return { href: youtubeWatchUrl(jornada.videos.recording), status: jornadaStatus.recording };
  return { href: '/', status: jornadaStatus.ended };
}

function linkIn(jornada: Jornada, phase: JornadaPhase): Pick<JornadaMenuItem, 'href' | 'status'> {
  const { jornadaStatus } = HEADER_NAV;
  if (phase === 'upcoming') return { href: jornada === PAGE_JORNADA ? '/#register' : '/', status: jornadaStatus.upcoming };
  if (phase === 'live') return { href: '/envivo/', status: jornadaStatus.live };
  return endedLink(jornada);
}

export function jornadaMenuItems(list: readonly Jornada[] = ALL_JORNADAS, now: number = BUILD_TIME): JornadaMenuItem[] {
  return [...list].reverse().flatMap((jornada) => {
    const base = { label: jornada.name, date: jornadaDates(jornada).shortDate };
    if (jornada !== PAGE_JORNADA) {
      return [{ ...base, key: jornada.slug, ...linkIn(jornada, jornadaPhase(jornada, now)) }];
    }
    return JORNADA_PHASES.map((phase) => ({ ...base, key: `${jornada.slug}-${phase}`, phases: [phase], ...linkIn(jornada, phase) }));
  });
}
