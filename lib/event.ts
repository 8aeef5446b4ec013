/**
 * The page jornada (lib/page-phase.ts) in the shape the registration files still import; derived
 * from content/jornadas.ts, so it follows the list like everything else.
 */
import { JORNADA_SERIES } from '@/content/jornadas';
import { ALL_JORNADAS, jornadaDates, jornadaFullName } from '@/lib/jornadas';
import { PAGE_JORNADA } from '@/lib/page-phase';

export const EVENT = {
  name: jornadaFullName(PAGE_JORNADA),
  ordinal: PAGE_JORNADA.name,
  description: JORNADA_SERIES.description,
  start: PAGE_JORNADA.start,
  end: PAGE_JORNADA.end,
  timeZone: JORNADA_SERIES.timeZone,
  timeZoneLabel: JORNADA_SERIES.timeZoneLabel,
  mode: JORNADA_SERIES.mode,
} as const;

export const EVENT_TEXT = jornadaDates(PAGE_JORNADA);

/** The first jornada's date texts (the font-subset test checks every formatted date). */
export const FIRST_EVENT_TEXT = jornadaDates(ALL_JORNADAS[0] as (typeof ALL_JORNADAS)[number]);
