import styled from 'styled-components';
import { registrationCompletedCss } from '@/components/registration/registration-completed.css';
import { RegistrationFallback } from '@/components/registration/registration-fallback';
import { registrationFormCss } from '@/components/registration/registration-form.css';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { registrationSettingsCss } from '@/components/registration/registration-settings.css';
import { WHATSAPP_INVITE } from '@/content/registration';
import { SITE } from '@/content/site';
import type { CompletedDetails } from '@/components/registration/registration-completed';
import type { Jornada } from '@/content/jornadas';
import { BUILD_PHASE, SEASON } from '@/lib/build-season';
import { googleCalendarUrl, icsDataUrl, icsFileName, jornadaCalendarEvent } from '@/lib/calendar';
import { jornadaDates } from '@/lib/jornadas';
import { absoluteUrl } from '@/lib/seo';
import { whatsappUrl } from '@/lib/whatsapp';

/** The island's parts style plain elements; their styles sit beside them and are composed here. */
const Root = styled.div`
  ${registrationFormCss}
  ${registrationCompletedCss}
  ${registrationSettingsCss}
`;

/** A jornada as the completed panel shows it: dates in Colombia's time, calendar and invitation links. */
function completedDetails(jornada: Jornada): CompletedDetails {
  const { longDate, dayAndDate, timeRange } = jornadaDates(jornada);
  const invitation = WHATSAPP_INVITE.message(jornada.name, longDate, timeRange, absoluteUrl('/'));
  const event = jornadaCalendarEvent(jornada);
  return {
    slug: jornada.slug,
    name: jornada.name,
    start: jornada.start,
    end: jornada.end,
    longDate,
    dayAndDate,
    timeRange,
    googleCalendar: googleCalendarUrl(event),
    ics: icsDataUrl(event),
    icsFileName: icsFileName(jornada),
    whatsapp: `https://wa.me/?text=${encodeURIComponent(invitation)}`,
  };
}

/**
 * The registration form (spec §3–§9) for the page's jornada. Server component: its styles and,
 * for each jornada of the season, the completed panel's dates and links are computed here at
 * build time; the island picks the page's jornada and does the rest.
 */
export function RegistrationForm() {
  return (
    <Root>
      <RegistrationFormClient
        jornadas={SEASON.map(completedDetails)}
        help={{ whatsapp: whatsappUrl(SITE.contact.whatsappNumber), booking: SITE.bookingUrl }}
        builtPhase={BUILD_PHASE}
      />
      <RegistrationFallback />
    </Root>
  );
}
