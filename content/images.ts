/**
 * The texts drawn on the video posters and the social cards (1200×630, one per page). The
 * jornada's name and dates come from content/jornadas.ts; lib/posters.ts and lib/social-cards.ts
 * put them together.
 */
/** The law's number, drawn large on its poster. */
export const LAW_NUMBER = '2445';
export const LAW_NAME = `Ley ${LAW_NUMBER} de 2025`;

export const POSTER_COPY = {
  invitation: { eyebrow: 'Invitación', audience: 'Para personas naturales y pequeños comerciantes con deudas' },
  recording: { eyebrow: 'Grabación completa', held: 'Se realizó el' },
  law: { eyebrow: LAW_NAME, title: 'Cómo funciona la ley de insolvencia', lead: 'Para personas naturales y pequeños comerciantes con deudas' },
} as const;

export const CARD_COPY = {
  free: 'Gratis · Virtual',
  register: 'Regístrate gratis',
  waitlist: 'Te avisamos de la próxima jornada',
  live: 'Transmisión en vivo',
  recording: 'Grabación completa',
  recap: 'Resultados',
} as const;
