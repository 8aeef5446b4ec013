export interface Testimonial {
  name: string;
  location: string;
  text: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/**
 * PLACEHOLDER: every testimonial in content/ is an invented example until the firm publishes real
 * ones with their authors' written consent; while this is true, each list says so in small print.
 */
export const TESTIMONIALS_ARE_EXAMPLES = true;

export const TESTIMONIALS_SECTION = {
  eyebrow: 'Testimonios',
  title: 'Lo que dicen quienes ya participaron',
  /** On /, beside one featured testimonial of the latest jornada with a recap. */
  lead: (jornadaName: string) => `Personas como tú que asistieron a la ${jornadaName} y dieron el primer paso.`,
  more: 'Ver más testimonios',
  examplesNote: 'Testimonios de ejemplo: los nombres y las historias no corresponden a personas reales.',
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
