export interface Testimonial {
  name: string;
  location: string;
  text: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/** Testimonials from attendees of the first jornada (PLACEHOLDER texts: replace with real, consented ones). */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'María F.',
    location: 'Bogotá',
    text: 'Llegué angustiada por las llamadas de cobro. En la jornada entendí que la ley me permite negociar mis deudas y hoy tengo un plan de pagos que sí puedo cumplir.',
    rating: 5,
  },
  {
    name: 'Carlos R.',
    location: 'Medellín',
    text: 'Como comerciante pensé que lo perdería todo. Me explicaron con claridad cómo proteger mi negocio y qué pasos seguir. Muy recomendado.',
    rating: 5,
  },
  {
    name: 'Luz Ángela P.',
    location: 'Cali',
    text: 'Resolvieron mis dudas sin tecnicismos y sin costo. Por primera vez en años siento que hay una salida para mi familia.',
    rating: 5,
  },
];

export const TESTIMONIALS_SECTION = {
  eyebrow: 'Testimonios',
  title: 'Lo que dicen quienes ya participaron',
  lead: 'Personas como tú que asistieron a la Primera Jornada y dieron el primer paso.',
  ratingLabel: (rating: number) => `${rating} de 5 estrellas`,
} as const;

/** Testimonials on /nuevavida: people who went through the insolvency process (PLACEHOLDER texts). */
export const NUEVAVIDA_TESTIMONIALS: Testimonial[] = [
  {
    name: 'Jorge M.',
    location: 'Barranquilla',
    text: 'Tenía cinco tarjetas y un crédito de libranza que me ahogaban. Hoy pago una sola cuota y dejé de recibir llamadas de cobro.',
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
