import { JORNADA_SERIES, type Jornada } from '@/content/jornadas';
import { TESTIMONIALS_SECTION } from '@/content/testimonials';
import { jornadaDates } from '@/lib/jornadas';

/**
 * The texts of a jornada's recap page (/<slug>/, spec §2 "/primera-jornada"), from its entry in
 * content/jornadas.ts. `nexts` are the later jornadas registrations may be open for (the page
 * shows the one the visitor's clock picks).
 */
export function recapTexts(jornada: Jornada, nexts: readonly Jornada[]) {
  const dates = jornadaDates(jornada);
  return {
    seo: {
      title: `Resultados de la ${jornada.name}`,
      /** Within the ~160 characters a search result shows (it had 194: QA). */
      description: `${jornada.recap?.summary ?? ''} Resultados y video completo de la ${jornada.name} (${dates.longDate}).`.replace(/\s+/g, ' ').trim(),
    },
    hero: {
      /**
       * '09 de Abril de 2025 - Primera Jornada (Completada)' (spec §2), in two parts joined by a space
       * that a narrow screen puts on two lines, none broken inside ('Primera / Jornada': review 11);
       * the dash ends the first, so the client's string is drawn whole (blind review 40).
       */
      badge: [`${dates.badgeDate} -`, `${jornada.name} (Completada)`] as const,
      title: `Así fue la ${jornada.name} de asesoría gratuita`,
      /** The figures under it count who came (a 'miles' here read as inflated beside them). */
      lead: `El ${dates.longDate}, personas naturales y pequeños comerciantes con deudas se conectaron para conocer sus derechos frente a la ley de insolvencia.`,
    },
    stats: { eyebrow: 'En cifras', title: 'Resultados de la jornada' },
    video: {
      eyebrow: 'Video completo',
      title: `Mira la ${jornada.name} completa`,
      lead: '¿No pudiste asistir? Aquí está la grabación, con las preguntas de los asistentes.',
      videoTitle: `Video completo de la ${jornada.name} (${dates.longDate})`,
    },
    testimonials: { title: TESTIMONIALS_SECTION.recap.title, lead: TESTIMONIALS_SECTION.recap.lead(jornada.name) },
    /** Until a later jornada ends: register for it on / (spec §2). */
    register: nexts.map((next) => {
      const nextDates = jornadaDates(next);
      return {
        jornada: next,
        eyebrow: next.name,
        title: `No te pierdas la ${next.name}`,
        /**
         * No 'cupos limitados' of our own: the broadcast is open to anyone on the site, so it read as
         * false urgency (copy review 41; the registration section keeps the client's 'No tiene ningún
         * costo, cupos limitados', spec §2).
         */
        lead: `${nextDates.longDate}, ${nextDates.timeRange} (${JORNADA_SERIES.timeZoneLabel}). Virtual y gratuita: regístrate y te enviamos el enlace.`,
        cta: { label: `Registrarse para la ${next.name}`, href: '/' },
        /** While it is on: its broadcast instead of registering (no 'cupos limitados', no 'no te la pierdas'). */
        live: {
          eyebrow: next.name,
          title: `La ${next.name} está en vivo`,
          lead: `Hoy, ${nextDates.timeRange} (${JORNADA_SERIES.timeZoneLabel}). Es virtual y gratuita: entra ahora.`,
        },
        liveCta: { label: `Ver la ${next.name} en vivo`, href: '/envivo/' },
      };
    }),
    /** After it: the waiting list for the one after. */
    waitlist: {
      eyebrow: 'Próxima jornada',
      title: 'Entérate de la próxima jornada',
      lead: 'Déjanos tus datos y te avisaremos la fecha de la próxima jornada gratuita.',
      cta: { label: 'Avisarme de la próxima jornada', href: '/#register' },
    },
  } as const;
}
