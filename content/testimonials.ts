export interface Testimonial {
  name: string;
  location: string;
  text: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/**
 * PLACEHOLDER: every testimonial in content/ is an invented example until the firm publishes real
 * ones with their authors' written consent. While this is true, every heading, lead, link, video
 * title and poster about testimonials says they are examples (TESTIMONIAL_TEXTS.examples), and a
 * production build refuses to run (lib/placeholders.ts).
 */
export const TESTIMONIALS_ARE_EXAMPLES: boolean = true;

/** What the poster of the testimony video on /nuevavida says (lib/posters.ts draws it). */
export interface PosterText {
  eyebrow: string;
  title: string;
  subtitle: string;
}

export interface TestimonialTexts {
  eyebrow: string;
  /** On / and wherever no page gives its own. */
  title: string;
  /** On /, beside one featured testimonial of the latest jornada with a recap. */
  lead: (jornadaName: string) => string;
  more: string;
  /** Under every list of testimonials: that they are examples; once real, that no result is promised (null: none). */
  note: string | null;
  /** A jornada's recap page (/<slug>/). */
  recap: { title: string; lead: (jornadaName: string) => string };
  /** /nuevavida: its list, and the video section that holds the testimony video. */
  /** `videoTitle` names the testimony video (its poster says it); `videoCaption` says what it holds, under it. */
  nuevavida: { title: string; lead: string; videosTitle: string; videosLead: string; videoTitle: string; videoCaption: string };
  poster: PosterText;
  ratingLabel: (rating: number) => string;
}

const ratingLabel = (rating: number) => `${rating} de 5 estrellas`;

export const TESTIMONIAL_TEXTS: { examples: TestimonialTexts; real: TestimonialTexts } = {
  /** Says nothing of real people: no "asistieron", "clientes", "reales". */
  examples: {
    eyebrow: 'Casos de ejemplo',
    title: 'Situaciones como la tuya',
    lead: () => 'Casos frecuentes entre quienes buscan asesoría en insolvencia.',
    more: 'Ver más ejemplos',
    note: 'Testimonios de ejemplo: los nombres y las historias no corresponden a personas reales.',
    recap: {
      title: 'Situaciones como la tuya',
      lead: () => 'Ejemplos de situaciones frecuentes entre quienes buscan asesoría en insolvencia.',
    },
    nuevavida: {
      title: 'Situaciones como la tuya',
      lead: 'Ejemplos de situaciones frecuentes entre quienes buscan asesoría en insolvencia.',
      videosTitle: 'Entiende cómo empezar de nuevo',
      videosLead: 'Dos videos cortos sobre cómo funciona el proceso y cómo puede cambiar tu situación.',
      videoTitle: 'Caso de ejemplo: cómo recuperar la tranquilidad',
      videoCaption: 'Un caso de ejemplo, contado paso a paso: de los cobros a un acuerdo de pago.',
    },
    /** Its title is the caption's ('videoTitle' above), so the picture and the text under it agree. */
    poster: { eyebrow: 'Nueva vida financiera', title: 'Cómo recuperar la tranquilidad', subtitle: 'Un caso de ejemplo' },
    ratingLabel,
  },
  real: {
    eyebrow: 'Testimonios',
    title: 'Lo que dicen quienes ya participaron',
    lead: (jornadaName) => `Personas como tú que asistieron a la ${jornadaName} y dieron el primer paso.`,
    more: 'Ver más testimonios',
    /** That their authors agreed: a name and a city tied to a debt story are personal data (Ley 1581; copy review 40). */
    note: 'Publicados con autorización de sus autores. Cada caso es distinto: el resultado depende de tus ingresos, tus deudas y lo que acepten tus acreedores.',
    recap: {
      title: 'Lo que dijeron los asistentes',
      lead: (jornadaName) => `Opiniones de personas que participaron en la ${jornadaName}.`,
    },
    nuevavida: {
      title: 'Situaciones como la tuya',
      lead: 'Personas que ya negociaron sus deudas con nuestra asesoría.',
      videosTitle: 'Historias de quienes volvieron a empezar',
      videosLead: 'Dos videos cortos: cómo funciona el proceso y cómo le cambió la vida a alguien que ya lo hizo.',
      videoTitle: 'Testimonio: así recuperé mi tranquilidad',
      videoCaption: 'Una persona que hizo el proceso cuenta cómo negoció sus deudas y qué cambió en su vida.',
    },
    poster: { eyebrow: 'Nueva vida financiera', title: 'Así recuperé mi tranquilidad', subtitle: 'Testimonio real de quien hizo el proceso' },
    ratingLabel,
  },
};

/** The texts the site shows and the poster draws: those of the flag's side. */
export const TESTIMONIALS_SECTION: TestimonialTexts = TESTIMONIAL_TEXTS[TESTIMONIALS_ARE_EXAMPLES ? 'examples' : 'real'];

/** Testimonials on /nuevavida: people who went through the insolvency process (PLACEHOLDER texts). */
export const NUEVAVIDA_TESTIMONIALS: Testimonial[] = [
  {
    name: 'Jorge M.',
    location: 'Barranquilla',
    text: 'Tenía cinco tarjetas y un crédito de libranza que me ahogaban. Hoy tengo un acuerdo con todos mis acreedores y cuotas que sí puedo cumplir.',
    rating: 5,
  },
  {
    name: 'Sandra L.',
    location: 'Bucaramanga',
    text: 'Pensé que iba a perder mi casa. Con la asesoría entendí mis derechos y logramos un acuerdo que protege a mi familia.',
    rating: 5,
  },
  {
    name: 'Andrés G.',
    location: 'Pereira',
    text: 'Mi negocio casi cierra por las deudas. El acompañamiento fue claro y humano; hoy vuelvo a tener planes.',
    rating: 5,
  },
];
