/**
 * What every jornada of the series shares. Apart from the list (content/jornadas.ts), which
 * re-exports it: the registration's client code reads it without bundling every jornada.
 */
/** The series' name, after each jornada's own: 'Segunda Jornada' + ' de asesoría gratuita en insolvencia' (lower case, as Spanish writes it after the event's name: copy reviews 43 and 44). */
export const JORNADA_SERIES = {
  nameSuffix: 'de asesoría gratuita en insolvencia',
  description:
    'Sesión virtual y gratuita sobre la reforma a la ley de insolvencia (Ley 2445 de 2025) para personas naturales y pequeños comerciantes con deudas en Colombia.',
  timeZone: 'America/Bogota',
  timeZoneLabel: 'hora de Colombia',
  mode: 'Virtual (se enviará el enlace después del registro)',
} as const;
