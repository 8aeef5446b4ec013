import { JORNADA_SERIES } from '@/content/jornadas';

/** The law every title ends with. */
const LAW = 'Ley 2445 de 2025';

/** Longer titles are cut in search results (and fail the export's HTML check). */
const TITLE_MAX = 70;

/**
 * Titles are fixed at build time (crawlers and link previews read the built HTML): the jornada
 * the built page shows, by its full name, or the series once the last one has ended; the law
 * after it when it fits.
 */
export const SEO_DEFAULTS = {
  title: (jornadaFullName: string | undefined) => {
    const name = jornadaFullName ?? 'Jornadas de asesoría gratuita en insolvencia';
    const withLaw = `${name} – ${LAW}`;
    return withLaw.length <= TITLE_MAX ? withLaw : name;
  },
  description: JORNADA_SERIES.description,
} as const;
