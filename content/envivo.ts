import { EVENT, FIRST_EVENT } from '@/content/event';
import type { IconCard } from '@/content/home';
import { SITE } from '@/content/site';
import { EVENT_TEXT, FIRST_EVENT_TEXT } from '@/lib/event';

/** /envivo, the live-stream page (spec §2 "/envivo", §4 "Live page"). */
export const ENVIVO_SEO = {
  title: `Transmisión en vivo – ${EVENT.ordinal}`,
  description: `Transmisión en vivo de la ${EVENT.ordinal} de asesoría gratuita sobre la Ley 2445 de 2025, el ${EVENT_TEXT.longDate} de ${EVENT_TEXT.timeRange} (${EVENT.timeZoneLabel}).`,
} as const;

export const LIVE_STAGE = {
  eyebrow: `${EVENT.ordinal} · ${EVENT_TEXT.longDate} · ${EVENT_TEXT.timeRange} (${EVENT.timeZoneLabel})`,
  upcoming: {
    title: 'Próximamente En Vivo',
    lead: 'La transmisión comenzará automáticamente en esta página cuando llegue la hora. No necesitas recargarla.',
  },
  countdown: {
    label: 'Tiempo restante para el inicio de la transmisión',
    units: { days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' },
    /** Shown in the exported HTML until the visitor's clock is known (same width as '00'). */
    placeholder: '--',
  },
  calendar: {
    title: 'Agrégalo a tu calendario',
    google: 'Google Calendar',
    ics: 'Descargar archivo .ics (Outlook, Apple)',
  },
  live: {
    title: 'En Vivo Ahora',
    lead: 'Estás viendo la transmisión en directo.',
    playerTitle: `Transmisión en vivo: ${EVENT.name}`,
    soundNote: 'El video empieza sin sonido: toca el ícono del altavoz en el reproductor para activarlo.',
  },
  ended: {
    title: 'La transmisión ha finalizado',
    lead: 'Gracias por acompañarnos. Aquí puedes ver la grabación completa cuando quieras.',
    recordingTitle: `Grabación de la ${EVENT.ordinal}`,
    nextStepsTitle: '¿Quieres revisar tu caso?',
    nextStepsText: 'Escríbenos o agenda una cita con nuestro equipo legal.',
    whatsapp: 'Escribir por WhatsApp',
    booking: 'Agendar una cita',
  },
  fallback: {
    text: '¿No ves el video?',
    label: 'Ver en YouTube',
  },
} as const;

/** The prefilled WhatsApp message after the broadcast. */
export const ENVIVO_WHATSAPP_MESSAGE = `Hola, vi la transmisión de la ${EVENT.ordinal} y quiero asesoría sobre mi caso.`;

export const PREVIOUS_SESSION = {
  eyebrow: FIRST_EVENT.ordinal,
  title: 'Mira la Primera Jornada completa',
  lead: `La sesión del ${FIRST_EVENT_TEXT.longDate}: explicamos la ley de insolvencia y respondimos las preguntas de los asistentes.`,
  videoTitle: `Video de la ${FIRST_EVENT.ordinal} (${FIRST_EVENT_TEXT.longDate})`,
} as const;

export const LEARNING_TOPICS = {
  eyebrow: 'Lo que aprenderás',
  title: 'Temas de la transmisión',
  items: [
    {
      icon: 'book-open',
      title: 'Entender la ley de insolvencia',
      text: 'Qué es, a quién aplica y qué cambia con la reforma de la Ley 2445 de 2025.',
    },
    {
      icon: 'user',
      title: 'Soluciones para personas naturales',
      text: 'Cómo negociar tus deudas, detener los cobros y proteger tus bienes paso a paso.',
    },
    {
      icon: 'circle-help',
      title: 'Respuestas a tus preguntas',
      text: 'Nuestro equipo legal responde en directo las dudas de los asistentes.',
    },
  ] satisfies IconCard[],
} as const;

export const ENVIVO_CTA = {
  title: '¿Aún no te registras?',
  lead: 'Regístrate gratis para recibir el enlace de acceso y los recordatorios de la jornada.',
  register: { label: 'Registrarse para el evento', href: '/' },
  about: { label: 'Quiero conocerlos', href: SITE.aboutFirmUrl },
} as const;
