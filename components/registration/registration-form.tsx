import styled from 'styled-components';
import { registrationCompletedCss } from '@/components/registration/registration-completed.css';
import { RegistrationFallback } from '@/components/registration/registration-fallback';
import { registrationFormCss } from '@/components/registration/registration-form.css';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { registrationSettingsCss } from '@/components/registration/registration-settings.css';
import { WHATSAPP_INVITE } from '@/content/registration';
import { googleCalendarUrl, ICS_FILE_NAME, icsDataUrl, JORNADA_CALENDAR_EVENT } from '@/lib/calendar';
import { jornadaDates } from '@/lib/jornadas';
import { PAGE_JORNADA } from '@/lib/page-phase';
import { absoluteUrl } from '@/lib/seo';

/** The island's parts style plain elements; their styles sit beside them and are composed here. */
const Root = styled.div`
  ${registrationFormCss}
  ${registrationCompletedCss}
  ${registrationSettingsCss}
`;

/**
 * The registration form (spec §3–§9) for the page's jornada. Server component: its styles and the
 * completed panel's dates and links are computed here at build time; the island does the rest.
 */
export function RegistrationForm() {
  const { longDate, timeRange } = jornadaDates(PAGE_JORNADA);
  const invitation = WHATSAPP_INVITE.message(PAGE_JORNADA.name, longDate, timeRange, absoluteUrl('/'));
  return (
    <Root>
      <RegistrationFormClient
        jornadaSlug={PAGE_JORNADA.slug}
        details={{
          start: PAGE_JORNADA.start,
          end: PAGE_JORNADA.end,
          longDate,
          timeRange,
          googleCalendar: googleCalendarUrl(JORNADA_CALENDAR_EVENT),
          ics: icsDataUrl(JORNADA_CALENDAR_EVENT),
          icsFileName: ICS_FILE_NAME,
          whatsapp: `https://wa.me/?text=${encodeURIComponent(invitation)}`,
        }}
      />
      <RegistrationFallback />
    </Root>
  );
}
