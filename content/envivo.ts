import type { IconCard } from '@/content/home';
import { JORNADA_SERIES, type Jornada } from '@/content/jornadas';
import { SITE } from '@/content/site';
import { jornadaDates } from '@/lib/jornadas';

/** The dates of a jornada as its texts use them (lib/jornadas.ts jornadaDates). */
interface Dates {
  longDate: string;
  timeRange: string;
}

/** /envivo, the live-stream page (spec §2 "/envivo", §4 "Live page"), for one jornada. */
export function envivoSeo(name: string, dates: Dates) {
  return {
    title: `Transmisión en vivo – ${name}`,
    description: `Transmisión en vivo de la ${name} de asesoría gratuita sobre la Ley 2445 de 2025, el ${dates.longDate} de ${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel}).`,
    /** Built after the last jornada's end, the page holds its recording: a link shared months later says so. */
    ended: {
      title: `Grabación de la ${name}`,
      description: `Grabación completa de la ${name} de asesoría gratuita sobre la Ley 2445 de 2025, realizada el ${dates.longDate}.`,
    },
  } as const;
}

export const LIVE_STAGE = {
  eyebrow: (name: string, dates: Dates) => `${name}: ${dates.longDate}, ${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel})`,
  /** While it is on: today, and its hours in Colombia's time (a visitor abroad reads their own clock otherwise). */
  liveEyebrow: (name: string, dates: Dates) => `${name}: hoy, ${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel})`,
  /** After the broadcast: the day it took place, no longer the hour to connect. */
  /** As the home page's badge says it. */
  endedEyebrow: (name: string, dates: Dates) => `${name}, realizada el\u00a0${dates.longDate}`,
  upcoming: {
    title: 'Próximamente En Vivo',
    lead: 'La transmisión comenzará automáticamente en esta página cuando llegue la hora. No necesitas recargarla.',
    /** In a browser that runs no scripts, where the page cannot switch by itself (QA). */
    leadWithoutScripts: 'Cuando llegue la hora, recarga esta página para ver la transmisión.',
    /** A jornada whose broadcast id content/jornadas.ts does not have yet: it is on the channel (QA, session 32). */
    leadOnChannel: 'La transmisión será en nuestro canal de YouTube: el enlace está aquí abajo.',
  },
  countdown: {
    label: 'Tiempo restante para el inicio de la transmisión',
    units: { days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' },
    /** The values in the exported HTML (same width as '00'), hidden until the visitor's clock is known. */
    placeholder: '--',
    /** Over the countdown until then, and for visitors without JavaScript. */
    beforeClock: (dates: { weekday: string; longDate: string; startTime: string }) =>
      `Empieza el ${dates.weekday} ${dates.longDate} a las ${dates.startTime} (${JORNADA_SERIES.timeZoneLabel})`,
  },
  calendar: {
    title: 'Agrega la jornada a tu calendario',
    google: 'Google Calendar',
    ics: 'Apple, Outlook u otro',
  },
  live: {
    /** Sentence case, as the buttons ('Próximamente En Vivo' is the spec's own, before it). */
    title: 'En vivo ahora',
    /** True even when the player fails to load (the fallback link is under it); reassures whoever arrives late. */
    lead: 'Ya empezamos. Si llegaste tarde, no te preocupes: aquí mismo puedes seguir la jornada.',
    leadOnChannel: 'Ya empezamos: la transmisión es en nuestro canal de YouTube. Entra con el botón de aquí abajo.',
    /** With the jornada's full name ('Tercera Jornada de asesoría gratuita en insolvencia'). */
    playerTitle: (fullName: string) => `Transmisión en vivo: ${fullName}`,
    soundNote: 'El video empieza sin sonido: actívalo con el ícono del parlante.',
    /** In the player's frame until the player shows (and without JavaScript). */
    watchOnYouTube: 'Ver la transmisión en YouTube',
    /** In the player's frame, under the player, until YouTube paints it (or when YouTube is slow or blocked). */
    loading: 'Cargando la transmisión…',
    /** Over the player when the jornada runs past its scheduled end (lib/page-phase.ts LIVE_OVERRUN_MS). */
    overrun: 'Ya pasó la hora prevista de cierre, pero si la transmisión continúa, aquí mismo puedes seguir viéndola.',
    /**
     * Under the player, while it plays: a person to ask, without scrolling to the page's end; the
     * page's one WhatsApp invitation then (copy review 11: it was also the closing section's).
     */
    question: {
      title: '¿Tienes una pregunta sobre tu caso?',
      lead: 'Escríbenos por WhatsApp mientras ves la transmisión: nuestro equipo te responderá por ese chat, durante la transmisión o después.',
      label: 'Escribir por WhatsApp',
      message: 'Hola, estoy viendo la transmisión y tengo una pregunta sobre mi caso.',
    },
  },
  ended: {
    title: 'La transmisión terminó',
    lead: '¿No pudiste conectarte o quieres repasarla? Aquí tienes la grabación completa.',
    recordingTitle: (name: string) => `Grabación de la ${name}`,
    /** The lead, when the firm has not published the recording yet (no date promised: it may take a while). */
    noRecording: 'Publicaremos aquí la grabación completa. Mientras tanto, puedes escribirnos o agendar una cita.',
    nextStepsTitle: '¿Quieres revisar tu caso?',
    nextStepsText: 'Escríbenos o agenda una cita con nuestro equipo legal.',
    whatsapp: 'Escribir por WhatsApp',
    booking: 'Agendar una cita',
  },
  fallback: {
    /** Before the broadcast there is no video yet to miss. */
    upcomingText: 'La transmisión también estará en YouTube:',
    text: '¿No se reproduce?',
    label: 'Ver en YouTube',
  },
} as const;

/** The prefilled WhatsApp message after the broadcast. */
export const envivoWhatsappMessage = (name: string) => `Hola, vi la transmisión de la ${name} y quiero asesoría sobre mi caso.`;

/** The previous jornada's recording (spec §2: 'an embedded video of the 9 April session'). */
export function previousSessionTexts(previous: Pick<Jornada, 'name' | 'start' | 'end'>) {
  const { longDate } = jornadaDates(previous);
  return {
    eyebrow: previous.name,
    title: `Mira la ${previous.name} completa`,
    lead: `En la jornada del ${longDate} explicamos la ley de insolvencia y respondimos las preguntas de los asistentes.`,
    videoTitle: `Video de la ${previous.name} (${longDate})`,
  } as const;
}

export const LEARNING_TOPICS = {
  eyebrow: 'Lo que aprenderás',
  /** During the broadcast: what is on now. */
  liveEyebrow: 'Lo que verás hoy',
  /** After the broadcast: what it covered. */
  endedEyebrow: 'Lo que se trató',
  title: 'Temas de la transmisión',
  items: [
    {
      icon: 'book-open',
      title: 'Entender la ley de insolvencia',
      text: 'Qué es, a quién aplica y qué cambia con la reforma (Ley 2445 de 2025).',
    },
    {
      icon: 'user',
      title: 'Soluciones para tu caso',
      text: 'Cómo negociar tus deudas y proteger tus bienes paso a paso, seas persona natural o pequeño comerciante.',
    },
    {
      icon: 'circle-help',
      title: 'Respuestas a tus preguntas',
      text: 'Las dudas de los asistentes, resueltas por nuestro equipo legal.',
    },
  ] satisfies IconCard[],
} as const;

export const ENVIVO_CTA = {
  title: '¿Todavía no te has registrado?',
  /** True to the page above it: the broadcast plays here; registering brings the link and reminders. */
  /** Watching needs no registration, said before it as while it is on (copy review 44); registering brings the reminder. */
  lead: 'La transmisión será en esta página y puedes verla aunque no te registres. Si te registras gratis, te enviaremos un recordatorio con el enlace antes de empezar.',
  register: { label: 'Registrarse para el evento', href: '/' },
  about: { question: '¿Quieres saber quién organiza las jornadas?', label: 'Quiero conocerlos', href: SITE.aboutFirmUrl },
  /**
   * During the broadcast the visitor is watching already, and the question about their case sits
   * under the player (LIVE_STAGE.live.question): this band is who organises the jornadas.
   */
  live: {
    title: '¿Quieres saber quién organiza las jornadas?',
    lead: 'Conoce a la firma y al equipo legal que acompaña cada jornada.',
  },
  /** After the session: the waiting list for the next jornada. */
  ended: {
    title: '¿Quieres asistir a la próxima jornada?',
    lead: 'Déjanos tus datos y te avisaremos la fecha de la próxima jornada gratuita.',
    register: { label: 'Avisarme de la próxima jornada', href: '/#register' },
  },
} as const;
