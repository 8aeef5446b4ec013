import styled from 'styled-components';
import { registrationCompletedCss } from '@/components/registration/registration-completed.css';
import { registrationFormCss } from '@/components/registration/registration-form.css';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { registrationSettingsCss } from '@/components/registration/registration-settings.css';
import { CALENDAR_TEXT, WHATSAPP_INVITE } from '@/content/registration';
import { googleCalendarUrl, icsDataUrl, JORNADA_CALENDAR_EVENT } from '@/lib/calendar';
import { EVENT_TEXT } from '@/lib/event';
import { absoluteUrl } from '@/lib/seo';

/** The island's parts style plain elements; their styles sit beside them and are composed here. */
const Root = styled.div`
  ${registrationFormCss}
  ${registrationCompletedCss}
  ${registrationSettingsCss}
`;

/** The WhatsApp "invite someone" link: a prefilled message with the date and the page's URL. */
function whatsappInviteUrl(): string {
  const message = WHATSAPP_INVITE.message(EVENT_TEXT.longDate, EVENT_TEXT.timeRange, absoluteUrl('/'));
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * The registration form (spec §3–§9). Server component: its styles and the links of the
 * completed panel are computed here at build time; the island does the rest in the browser.
 */
export function RegistrationForm() {
  return (
    <Root>
      <RegistrationFormClient
        links={{
          googleCalendar: googleCalendarUrl(JORNADA_CALENDAR_EVENT),
          ics: icsDataUrl(JORNADA_CALENDAR_EVENT),
          icsFileName: CALENDAR_TEXT.fileName,
          whatsapp: whatsappInviteUrl(),
        }}
      />
    </Root>
  );
}
