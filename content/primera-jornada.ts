import { EVENT, FIRST_EVENT } from '@/content/event';
import { RESULTS } from '@/content/home';
import { CLAIMS } from '@/content/site';
import { EVENT_TEXT, FIRST_EVENT_TEXT } from '@/lib/event';
import { formatNumber } from '@/lib/numbers';

/** /primera-jornada, the first session's recap (spec §2 "/primera-jornada"). */
export const PRIMERA_JORNADA_SEO = {
  title: 'Resultados de la Primera Jornada',
  description: `Más de ${formatNumber(CLAIMS.firstSessionAttendees)} personas se conectaron a la Primera Jornada de asesoría gratuita en insolvencia el ${FIRST_EVENT_TEXT.longDate}. Mira el video completo y regístrate en la ${EVENT.ordinal}.`,
} as const;

export const PRIMERA_JORNADA_HERO = {
  /** '09 de Abril de 2025 - Primera Jornada (Completada)' (spec §2). */
  badge: `${FIRST_EVENT_TEXT.badgeDate} - ${FIRST_EVENT.ordinal} (Completada)`,
  title: 'Así fue la Primera Jornada de Asesoría Gratuita',
  lead: `El ${FIRST_EVENT_TEXT.longDate} miles de personas y comerciantes con deudas se conectaron para conocer sus derechos frente a la ley de insolvencia.`,
  cta: { label: 'Registrarme en la Segunda Jornada', href: '/' },
} as const;

/** The three figures (spec §2): 3.000+ connected, thousands of families, 98 % satisfaction. */
export const PRIMERA_JORNADA_STATS = {
  eyebrow: 'En cifras',
  title: 'Resultados de la jornada',
  stats: RESULTS.stats,
} as const;

export const PRIMERA_JORNADA_VIDEO = {
  eyebrow: 'Video completo',
  title: 'Mira la Primera Jornada completa',
  lead: '¿No pudiste asistir? Aquí está la sesión completa, con las preguntas de los asistentes.',
  videoTitle: `Video completo de la ${FIRST_EVENT.ordinal} (${FIRST_EVENT_TEXT.longDate})`,
} as const;

export const PRIMERA_JORNADA_TESTIMONIALS_SECTION = {
  title: 'Lo que dijeron los asistentes',
  lead: 'Opiniones de personas que participaron en la Primera Jornada.',
} as const;

export const PRIMERA_JORNADA_NEXT = {
  eyebrow: EVENT.ordinal,
  title: 'No te pierdas la Segunda Jornada',
  lead: `${EVENT_TEXT.longDate}, ${EVENT_TEXT.timeRange} (${EVENT.timeZoneLabel}). Virtual, gratuita y con cupos limitados.`,
  cta: { label: 'Registrarme en la Segunda Jornada', href: '/' },
} as const;
