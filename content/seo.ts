import { EVENT } from '@/content/event';

export const SEO_DEFAULTS = {
  title: 'Segunda Jornada de Asesoría Gratuita en Insolvencia – Ley 2445 de 2025',
  description: EVENT.description,
  ogImageAlt: 'Segunda Jornada de Asesoría Gratuita en Insolvencia – Ley 2445 de 2025',
} as const;
