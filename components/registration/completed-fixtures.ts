import type { CompletedDetails, CompletedHelp } from '@/components/registration/registration-completed';
import type { Jornada } from '@/content/jornadas';
import { jornadaDates } from '@/lib/jornadas';

/** For tests: what the completed panel shows of a jornada of the test's own, with placeholder links. */
export const completedDetails = (jornada: Pick<Jornada, 'slug' | 'start' | 'end'>): CompletedDetails => ({
  ...jornada,
  name: 'Jornada de prueba',
  ...jornadaDates(jornada),
  googleCalendar: `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${jornada.slug}`,
  ics: 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR',
  icsFileName: `${jornada.slug}.ics`,
  whatsapp: `https://wa.me/?text=${jornada.slug}`,
});

/** For tests: the firm's links to a person, placeholders of the tests' own. */
export const COMPLETED_HELP: CompletedHelp = { whatsapp: 'https://wa.me/573000000000', booking: 'https://citas.example/agendar' };
