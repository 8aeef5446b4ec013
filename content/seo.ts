import { JORNADA_SERIES } from '@/content/jornadas';

/** The law every title ends with. */
const LAW = 'Ley 2445 de 2025';

/**
 * Titles are fixed at build time (crawlers and link previews read the built HTML): the jornada
 * the built page shows, by its full name, or the series once the last one has ended.
 */
export const SEO_DEFAULTS = {
  title: (jornadaFullName: string | undefined) => `${jornadaFullName ?? 'Jornadas de Asesoría Gratuita en Insolvencia'} – ${LAW}`,
  description: JORNADA_SERIES.description,
} as const;
