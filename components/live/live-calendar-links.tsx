import styled from 'styled-components';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { LIVE_STAGE } from '@/content/envivo';
import type { Jornada } from '@/content/jornadas';
import { googleCalendarUrl, icsDataUrl, icsFileName, jornadaCalendarEvent } from '@/lib/calendar';
import { theme } from '@/lib/theme';

const Links = styled.div`
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
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space(2)};
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.navy};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.background};
    color: ${theme.colors.navy};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.surface};
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
    <Links>
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
