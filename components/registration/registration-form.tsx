import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@/components/ui/button-link';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden';
import { CALENDAR_TEXT, WHATSAPP_INVITE } from '@/content/registration';
import { googleCalendarUrl, icsDataUrl, JORNADA_CALENDAR_EVENT } from '@/lib/calendar';
import { DEFAULT_WEBHOOK_URL } from '@/lib/env';
import { EVENT_TEXT } from '@/lib/event';
import { absoluteUrl } from '@/lib/seo';
import { theme } from '@/lib/theme';

/**
 * Every style of the registration island, as descendant selectors: the island renders plain
 * elements (no styled-components runtime in the browser), whichever of its parts is showing.
 */
const Root = styled.div<{ $variant?: ButtonVariant }>`
  [data-sr-only] {
    ${visuallyHiddenStyles}
  }

  form[data-registration-form] {
    display: grid;
    gap: ${theme.space(5)};
  }
  [data-form-note] {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  [data-pair] {
    display: grid;
    gap: ${theme.space(5)};
    @media ${theme.media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  [data-field] {
    display: grid;
    gap: ${theme.space(2)};
    align-content: start;
    min-width: 0;
  }
  [data-field] > label,
  legend {
    font-weight: 600;
    color: ${theme.colors.text};
  }
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  input[type='url'],
  select {
    width: 100%;
    min-height: 48px;
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
  }
  input::placeholder {
    color: ${theme.colors.textMuted};
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.error};
    outline-color: ${theme.colors.error};
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    box-shadow: 0 0 0 1px ${theme.colors.error};
  }
  [data-error] {
    color: ${theme.colors.error};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }

  fieldset[data-choices] {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space(2)};
  }
  [data-choice] {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${theme.space(3)};
    align-items: center;
    min-height: 48px;
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.sm};
    cursor: pointer;
  }
  [data-choice] + [data-choice] {
    margin-top: ${theme.space(2)};
  }
  [data-choice]:has(input:checked) {
    border-color: ${theme.colors.navy};
    background: ${theme.colors.surface};
  }
  [data-choice] input,
  [data-consent] input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${theme.colors.navy};
  }
  [data-choice-label] {
    font-weight: 600;
  }
  [data-hint] {
    grid-column: 2;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  [data-consent] {
    grid-template-columns: auto 1fr;
    column-gap: ${theme.space(3)};
    align-items: start;
  }
  [data-consent] input {
    margin-top: 2px;
  }
  [data-consent] > label {
    font-weight: 400;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.5;
  }
  [data-consent] [data-error] {
    grid-column: 1 / -1;
  }

  [data-honeypot] {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }

  form[data-registration-form] > button[type='submit'] {
    ${buttonStyles}
    width: 100%;
  }
  /* Disabled only until the script runs (see registration-form-view.tsx): looks ready. */
  form[data-registration-form] > button[type='submit']:disabled:not([data-dormant]) {
    cursor: progress;
    opacity: 0.75;
  }
  [data-form-alert] {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-left: 4px solid ${theme.colors.error};
    background: ${theme.colors.surface};
    color: ${theme.colors.error};
    font-weight: 600;
  }

  [data-completed] {
    display: grid;
    gap: ${theme.space(4)};
    justify-items: start;
  }
  [data-completed-icon] {
    color: ${theme.colors.success};
  }
  [data-completed-icon] path {
    stroke: ${theme.colors.background};
  }
  [data-completed] h4 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.navy};
  }
  [data-completed] dl {
    display: grid;
    gap: ${theme.space(3)};
    width: 100%;
    margin: 0;
    padding: ${theme.space(4)} ${theme.space(5)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }
  [data-completed] dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  [data-completed] dd {
    margin: 0;
    font-weight: 700;
  }
  [data-completed] dd[data-local-time] {
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
  [data-subheading] {
    font-weight: 700;
    color: ${theme.colors.navy};
  }
  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-actions] a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.navy};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
  }
  [data-actions] a:hover {
    background: ${theme.colors.surface};
  }
  [data-completed] > a[data-button] {
    ${buttonStyles}
  }

  [data-settings] {
    display: grid;
    gap: ${theme.space(3)};
    margin-top: ${theme.space(8)};
    padding: ${theme.space(5)};
    border: 2px dashed ${theme.colors.textMuted};
    border-radius: ${theme.radii.md};
    font-size: ${theme.fontSizes.sm};
  }
  [data-settings] h4 {
    font-size: ${theme.fontSizes.base};
  }
  [data-settings] form {
    display: grid;
    gap: ${theme.space(2)};
  }
  [data-settings] label {
    font-weight: 600;
  }
  [data-destination] {
    word-break: break-all;
  }
  [data-settings-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  [data-settings-actions] button {
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.navy};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.navy};
    font-weight: 600;
    cursor: pointer;
  }
  [data-settings-status='error'] {
    color: ${theme.colors.error};
    font-weight: 600;
  }

  /* react-toastify's notices: the site's type and a readable description. */
  .Toastify__toast {
    font-family: ${theme.fonts.body};
    color: ${theme.colors.text};
  }
  .Toastify__toast p {
    margin-top: ${theme.space(1)};
    font-size: ${theme.fontSizes.sm};
  }
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
        defaultWebhookUrl={DEFAULT_WEBHOOK_URL}
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
