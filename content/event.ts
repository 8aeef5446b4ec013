/**
 * The jornadas' instants (spec §9). Every date or time shown anywhere is derived from these,
 * so preparing the next jornada means editing this file (and the copy that names it).
 * Colombia has no daylight saving time: -05:00 all year.
 */
export const EVENT = {
  name: 'Segunda Jornada de Asesoría Gratuita en Insolvencia',
  ordinal: 'Segunda Jornada',
  description:
    'Sesión virtual y gratuita sobre la reforma a la ley de insolvencia (Ley 2445 de 2025) para personas naturales y comerciantes con deudas en Colombia.',
  start: '2025-09-30T19:00:00-05:00',
  end: '2025-09-30T21:00:00-05:00',
  timeZone: 'America/Bogota',
  timeZoneLabel: 'hora de Colombia',
  mode: 'Virtual (se enviará el enlace después del registro)',
} as const;

export const FIRST_EVENT = {
  name: 'Primera Jornada de Asesoría Gratuita en Insolvencia',
  ordinal: 'Primera Jornada',
  start: '2025-04-09T19:00:00-05:00',
} as const;
