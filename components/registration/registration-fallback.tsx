import styled, { keyframes } from 'styled-components';
import { standaloneLinkStyles } from '@/components/ui/standalone-link.css';
import { REGISTRATION_FALLBACK } from '@/content/registration';
import { SITE } from '@/content/site';
import { SEASON, isLastAnnounced, variantOf } from '@/lib/build-season';
import { COMPLETED_ATTRIBUTE, FALLBACK_DELAY_MS, READY_ATTRIBUTE } from '@/lib/registration/fallback';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

/**
 * Folded away and unseen (screen readers too) while the form may still start: properties every
 * browser animates, as `display` in keyframes is recent (Safari 18).
 */
const folded = keyframes`
  from {
    visibility: hidden;
    max-height: 0;
    margin-top: 0;
    padding-block: 0;
  }
`;

/**
 * Without scripts, shown at once; with them, FALLBACK_DELAY_MS after its styles arrive, unless the
 * form works (it is the form's sibling) or a registration went through. A browser without the
 * `scripting` media feature and with scripts off waits the delay too. Its own class, so that its
 * rules wait with the rest of what follows the first screen (scripts/lib/split-styles.js).
 */
const Panel = styled.div`
  margin-top: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-left: 4px solid ${theme.colors.navy};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  overflow: hidden;
  @media not all and (scripting: none) {
    animation: ${folded} 0s ${FALLBACK_DELAY_MS}ms both;
  }
  form[${READY_ATTRIBUTE}] ~ &,
  section:has([${COMPLETED_ATTRIBUTE}]) & {
    display: none;
  }
  ul {
    margin-top: ${theme.space(3)};
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space(2)};
  }
  a {
    ${standaloneLinkStyles}
  }
`;

/**
 * Other ways to register, for a browser that cannot run the form (lib/registration/fallback.ts):
 * WhatsApp with a first message naming the jornada, the phone, the e-mail. Same-tab links, as the
 * phone hands them to its apps. Server component; its styles decide when it shows. It is
 * in the HTML of / and so within its 13 KB gzip budget: keep it short.
 */
export function RegistrationFallback() {
  const { title, text, whatsapp, call, email } = REGISTRATION_FALLBACK;
  return (
    <Panel role="group" aria-labelledby="registro-alternativas">
        <p id="registro-alternativas">
          <strong>{title}</strong>{` ${text}`}
        </p>
        <ul>
          {/* One per jornada of the season (the page shows the one its clock picked), and the waiting list after the last. */}
          {SEASON.map((jornada) => (
            <li key={jornada.slug} {...variantOf(jornada, 'upcoming', 'live')}>
              <a href={whatsappUrl(SITE.contact.whatsappNumber, REGISTRATION_FALLBACK.whatsappMessage(jornada.name))}>{whatsapp}</a>
            </li>
          ))}
          {SEASON.filter(isLastAnnounced).map((jornada) => (
            <li key="lista-de-espera" {...variantOf(jornada, 'ended')}>
              <a href={whatsappUrl(SITE.contact.whatsappNumber, REGISTRATION_FALLBACK.whatsappWaitlistMessage)}>{whatsapp}</a>
            </li>
          ))}
          <li>
            {/* Non-breaking spaces keep the number on one line. */}
            <a href={`tel:${SITE.contact.phoneTel}`}>{call(SITE.contact.phoneDisplay).replace(/ /g, '\u00a0')}</a>
          </li>
          <li>
            <a href={`mailto:${SITE.contact.email}`}>{email}</a>
          </li>
        </ul>
    </Panel>
  );
}
