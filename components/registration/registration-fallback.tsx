import { ExternalLink } from '@/components/ui/external-link';
import { REGISTRATION_FALLBACK } from '@/content/registration';
import { SITE } from '@/content/site';
import { jornadaDates } from '@/lib/jornadas';
import { PAGE_JORNADA, showIn } from '@/lib/page-phase';
import { FALLBACK_PANEL_ATTRIBUTE, fallbackScript } from '@/lib/registration/fallback';
import { whatsappUrl } from '@/lib/whatsapp';

const mailto = (subject: string) => `mailto:${SITE.contact.email}?subject=${encodeURIComponent(subject)}`;

/**
 * Other ways to register, for a browser that cannot run the form (lib/registration/fallback.ts):
 * WhatsApp with a first message naming the jornada, the phone, the e-mail. Server component; its
 * inline script decides when it shows.
 */
export function RegistrationFallback() {
  const { longDate } = jornadaDates(PAGE_JORNADA);
  const { title, text, whatsapp, call, email } = REGISTRATION_FALLBACK;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: fallbackScript() }} />
      <div {...{ [FALLBACK_PANEL_ATTRIBUTE]: '' }} role="group" aria-labelledby="registro-alternativas">
        <p id="registro-alternativas">
          <strong>{title}</strong> {text}
        </p>
        <ul>
          <li {...showIn('upcoming', 'live')}>
            <ExternalLink href={whatsappUrl(SITE.contact.whatsappNumber, REGISTRATION_FALLBACK.whatsappMessage(PAGE_JORNADA.name, longDate))}>
              {whatsapp}
            </ExternalLink>
          </li>
          <li {...showIn('ended')}>
            <ExternalLink href={whatsappUrl(SITE.contact.whatsappNumber, REGISTRATION_FALLBACK.whatsappWaitlistMessage)}>{whatsapp}</ExternalLink>
          </li>
          <li>
            {/* Non-breaking spaces keep the number with its words on one line (html-validate's tel-non-breaking). */}
            <a href={`tel:${SITE.contact.phoneTel}`}>{call(SITE.contact.phoneDisplay).replace(/ /g, '\u00a0')}</a>
          </li>
          <li {...showIn('upcoming', 'live')}>
            <a href={mailto(REGISTRATION_FALLBACK.emailSubject(PAGE_JORNADA.name))}>{email(SITE.contact.email)}</a>
          </li>
          <li {...showIn('ended')}>
            <a href={mailto(REGISTRATION_FALLBACK.emailWaitlistSubject)}>{email(SITE.contact.email)}</a>
          </li>
        </ul>
      </div>
    </>
  );
}
