import { JORNADA_SERIES } from '@/content/jornadas';
import { jornadaFullName } from '@/lib/jornadas';
import { BUILD_PHASE, PAGE_JORNADA } from '@/lib/page-phase';

/** Titles are fixed at build time: after the last jornada they name the series, not a past date. */
const TITLE = `${BUILD_PHASE === 'ended' ? 'Jornadas de Asesoría Gratuita en Insolvencia' : jornadaFullName(PAGE_JORNADA)} – Ley 2445 de 2025`;

export const SEO_DEFAULTS = {
  title: TITLE,
  description: JORNADA_SERIES.description,
  ogImageAlt: TITLE,
} as const;
