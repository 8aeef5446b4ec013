/**
 * The jornadas, oldest first. This list is the one place that knows them: every date, name,
 * video, recap page, dropdown entry, calendar link and structured-data block is derived from it
 * (lib/jornadas.ts) and from the clock. Preparing the next jornada is appending one entry here
 * (and filling in the recap of the one that ended): README "Preparar la próxima jornada".
 *
 * Instants carry Colombia's offset (-05:00, no daylight saving time).
 */
import type { Testimonial } from '@/content/testimonials';
import type { Figure } from '@/lib/claims';

/** A figure with what it counts: its value, or the firm's claim it shows (its source shows with it). */
export type JornadaStat = Figure;

/** What a jornada left behind; filled in after it ends, and then it gets a recap page at /<slug>/. */
export interface JornadaRecap {
  /** The headline figures, in the order shown. */
  stats: readonly JornadaStat[];
  /** One or two sentences on what the session covered. */
  summary: string;
  testimonials: readonly Testimonial[];
}

export interface Jornada {
  /** 1 for the first, 2 for the second… */
  ordinal: number;
  /** Its recap page's path segment, and the `jornada` value of registrations for it. */
  slug: string;
  /** 'Segunda Jornada' */
  name: string;
  /** ISO 8601 with offset. */
  start: string;
  end: string;
  /** YouTube video ids (the part after `v=`); PLACEHOLDER until the firm publishes them. */
  videos: {
    /** The invitation shown on / before the session. */
    invitation?: string;
    /** The broadcast, embedded on /envivo during the session. */
    live?: string;
    /** The full recording, once published (often the live id itself). */
    recording?: string;
  };
  recap?: JornadaRecap;
}

/** The series' name and what every jornada shares (content/series.ts, apart so that client code reads it without the list). */
export { JORNADA_SERIES } from '@/content/series';

export const JORNADAS: readonly Jornada[] = [
  {
    ordinal: 1,
    slug: 'primera-jornada',
    name: 'Primera Jornada',
    start: '2025-04-09T19:00:00-05:00',
    end: '2025-04-09T21:00:00-05:00',
    videos: { recording: 'ScMzIvxBSi4' },
    recap: {
      stats: [
        { claim: 'firstSessionAttendees', label: 'personas conectadas' },
        { claim: 'familiesAdvised', label: 'de familias orientadas' },
        { claim: 'satisfactionPercent', label: 'de satisfacción' },
      ],
      summary: 'Explicamos la ley de insolvencia y respondimos las preguntas de los asistentes.',
      testimonials: [
        {
          name: 'María F.',
          location: 'Bogotá',
          text: 'Llegué angustiada por las llamadas de cobro. En la jornada entendí que la ley me permite negociar mis deudas y hoy tengo un plan de pagos que sí puedo cumplir.',
          rating: 5,
        },
        {
          name: 'Carlos R.',
          location: 'Medellín',
          text: 'Como comerciante, pensé que lo perdería todo. Me explicaron con claridad cómo proteger mi negocio y qué pasos seguir. Los recomiendo.',
          rating: 5,
        },
        {
          name: 'Luz Ángela P.',
          location: 'Cali',
          text: 'Resolvieron mis dudas sin tecnicismos y sin costo. Por primera vez en años siento que hay una salida para mi familia.',
          rating: 5,
        },
      ],
    },
  },
  {
    ordinal: 2,
    slug: 'segunda-jornada',
    name: 'Segunda Jornada',
    start: '2025-09-30T19:00:00-05:00',
    end: '2025-09-30T21:00:00-05:00',
    videos: { invitation: 'aqz-KE-bpKQ', live: 'jfKfPfyJRdk', recording: 'jfKfPfyJRdk' },
  },
];

/**
 * PLACEHOLDER: the video ids above that are still examples, by jornada slug. A production build
 * refuses to run while one is listed (lib/placeholders.ts); remove it once the id is the firm's own.
 */
export const PLACEHOLDER_VIDEOS: Readonly<Record<string, readonly (keyof Jornada['videos'])[]>> = {
  'primera-jornada': ['recording'],
  'segunda-jornada': ['invitation', 'live', 'recording'],
};
