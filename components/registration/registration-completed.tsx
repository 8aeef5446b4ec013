import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { REGISTRATION_COMPLETED } from '@/content/registration';
import { formatLongDate, formatTimeRange } from '@/lib/dates';
import { EVENT, EVENT_TEXT } from '@/lib/event';

/** Links built at build time by the server wrapper (lib/calendar.ts, the WhatsApp invitation). */
export interface CompletedLinks {
  googleCalendar: string;
  /** The .ics file as a data: URL. */
  ics: string;
  icsFileName: string;
  whatsapp: string;
}

interface RegistrationCompletedProps {
  links: CompletedLinks;
  /** The visitor's IANA time zone; the browser's by default (a prop for the tests). */
  timeZone?: string;
}

/** A link that opens a new tab and says so to screen readers (plain elements: this is an island). */
function NewTabLink({ href, hint, children }: { href: string; hint: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span data-sr-only=""> {hint}</span>
    </a>
  );
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The same moment in the visitor's own time zone, when it reads differently from Colombia's
 * (a visitor in Lima, same clock, gets nothing extra).
 */
function localTimeText(timeZone: string | undefined): string | undefined {
  if (!timeZone || timeZone === EVENT.timeZone) return undefined;
  try {
    const date = formatLongDate(EVENT.start, timeZone);
    const time = formatTimeRange(EVENT.start, EVENT.end, timeZone);
    if (date === EVENT_TEXT.longDate && time === EVENT_TEXT.timeRange) return undefined;
    return `${date}, ${time}`;
  } catch {
    return undefined; // an unknown zone name: Colombia's time alone is still right
  }
}

/** 'Registro completado' (spec §4): replaces the form; focus moves to its heading. */
export function RegistrationCompleted({ links, timeZone = browserTimeZone() }: RegistrationCompletedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const texts = REGISTRATION_COMPLETED;
  const localTime = localTimeText(timeZone);

  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section data-completed="" aria-labelledby="registro-completado">
      <svg data-completed-icon="" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h4 id="registro-completado" ref={headingRef} tabIndex={-1}>
        {texts.title}
      </h4>
      <p>{texts.lead}</p>
      <dl>
        <div>
          <dt>{texts.dateLabel}</dt>
          <dd>{EVENT_TEXT.longDate}</dd>
        </div>
        <div>
          <dt>{texts.timeLabel}</dt>
          <dd>
            {EVENT_TEXT.timeRange} ({texts.timeZoneNote})
          </dd>
          {localTime && timeZone ? (
            <dd data-local-time="">
              {texts.localTimeLabel(timeZone)}: {localTime}
            </dd>
          ) : null}
        </div>
      </dl>

      <p data-subheading="">{texts.calendarHeading}</p>
      <ul data-actions="">
        <li>
          <NewTabLink href={links.googleCalendar} hint={texts.newTabHint}>
            {texts.googleCalendar}
          </NewTabLink>
        </li>
        <li>
          <a href={links.ics} download={links.icsFileName}>
            {texts.icsDownload}
          </a>
        </li>
      </ul>

      <p data-subheading="">{texts.inviteHeading}</p>
      <ul data-actions="">
        <li>
          <NewTabLink href={links.whatsapp} hint={texts.newTabHint}>
            {texts.inviteWhatsApp}
          </NewTabLink>
        </li>
      </ul>

      <a href="#hero" data-button="">
        {texts.backHome}
      </a>
    </section>
  );
}
