import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { LIVE_STAGE } from '@/content/envivo';
import type { Jornada } from '@/content/jornadas';
import { googleCalendarUrl, icsDataUrl, icsFileName, jornadaCalendarEvent } from '@/lib/calendar';
import { theme } from '@/lib/theme';

/** `$variant` styles the links, as the site's buttons (`buttonStyles`). */
const Links = styled.div<{ $variant: ButtonVariant }>`
  margin-top: ${theme.space(6)};
  h2 {
    font-size: ${theme.fontSizes.base};
    margin-bottom: ${theme.space(3)};
  }
  /* Side by side where they fit; on a phone one under the other, the same width (review 12). */
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space(3)};
    list-style: none;
    margin: 0;
    padding: 0;
    @media not all and ${theme.media.sm} {
      flex-direction: column;
      align-items: center;
      li {
        width: min(100%, 320px);
      }
      a {
        width: 100%;
      }
    }
  }
  /* The site's outline button, the same size as the page's other buttons (blind review 19). */
  a {
    ${buttonStyles}
  }
`;

/**
 * Add-to-calendar links before the start: Google Calendar and an .ics file, both in UTC
 * (lib/calendar.ts, shared with the registration's completed panel). The .ics is a data: URL
 * written at build time, so the download needs no script and no request.
 */
export function LiveCalendarLinks({ jornada }: { jornada: Jornada }) {
  const { calendar } = LIVE_STAGE;
  const event = jornadaCalendarEvent(jornada);
  return (
    <Links $variant="outline">
      <h2>{calendar.title}</h2>
      <ul>
        <li>
          <ExternalLink href={googleCalendarUrl(event)}>
            <Icon name="calendar-plus" size={20} />
            {calendar.google}
          </ExternalLink>
        </li>
        <li>
          <a href={icsDataUrl(event)} download={icsFileName(jornada)}>
            <Icon name="calendar" size={20} />
            {calendar.ics}
          </a>
        </li>
      </ul>
    </Links>
  );
}
