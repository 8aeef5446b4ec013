import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { REGISTRATION_COMPLETED } from '@/content/registration';
import { formatLongDate, formatTimeRange, formatWeekday, timeZonePlace } from '@/lib/dates';
import type { JornadaPhase } from '@/lib/jornada-core';
import { COMPLETED_ATTRIBUTE } from '@/lib/registration/fallback';

/** A jornada as the panel shows it, built at build time by the server wrapper. */
export interface CompletedDetails {
  /** The jornada's slug (content/jornadas.ts): the `jornada` of a registration for it. */
  slug: string;
  /** Its name ('Segunda Jornada'): after it ends the panel leads to its recording. */
  name: string;
  /** ISO instants, for the visitor's own time zone. */
  start: string;
  end: string;
  /** In Colombia's time (lib/jornadas.ts jornadaDates): the panel shows `dayAndDate`, as the date cards do. */
  longDate: string;
  dayAndDate: string;
  timeRange: string;
  googleCalendar: string;
  /** The .ics file as a data: URL. */
  ics: string;
  icsFileName: string;
  whatsapp: string;
}

/** The firm's ways to talk to a person, the same for every jornada (content/site.ts). */
export interface CompletedHelp {
  whatsapp: string;
  booking: string;
}

interface RegistrationCompletedProps {
  details: CompletedDetails;
  help: CompletedHelp;
  /** Its jornada's phase now (the panel follows it while the page stays open). */
  phase: JornadaPhase;
  /** Made after the last jornada's end: it joined the waiting list (the default in the 'ended' phase). */
  waitlist?: boolean;
  /** The visitor's IANA time zone; the browser's by default (a prop for the tests). */
  timeZone?: string;
  /**
   * Where the section holding the replaced form ended, in page coordinates: the panel arrives tall
   * enough for the section to end there still (whatever else the section shows or hides once
   * registered), so nothing under it jumps at the swap; then it eases to its own height.
   */
  reachesTo?: number;
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

/** A subheading and its links, each opening a new tab (the invitation, the people to ask). */
function NewTabActions({ heading, links, hint }: { heading: string; links: readonly { href: string; label: string }[]; hint: string }) {
  return (
    <>
      <p data-subheading="">{heading}</p>
      <ul data-actions="">
        {links.map((link) => (
          <li key={link.label}>
            <NewTabLink href={link.href} hint={hint}>
              {link.label}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </>
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
function localTimeText(details: CompletedDetails, timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    const date = formatLongDate(details.start, timeZone);
    const time = formatTimeRange(details.start, details.end, timeZone);
    if (date === details.longDate && time === details.timeRange) return undefined;
    return `${formatWeekday(details.start, timeZone)} ${date}, ${time}`;
  } catch {
    return undefined; // an unknown zone name: Colombia's time alone is still right
  }
}

/**
 * 'Registro completado' (spec §4): replaces the form; focus moves to its heading. Before the
 * jornada it shows its date, time and calendar links; during it, the way to /envivo first (the
 * page's one action then); after the end, the waiting list (or, for a registration made before,
 * that the jornada ended) and the recording on /envivo, with no date to save. In every phase,
 * the firm's WhatsApp and booking page, so nobody ends at a dead end.
 */
export function RegistrationCompleted({ details, help, phase, waitlist = phase === 'ended', timeZone = browserTimeZone(), reachesTo }: RegistrationCompletedProps) {
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const texts = REGISTRATION_COMPLETED;
  const localTime = phase === 'ended' ? undefined : localTimeText(details, timeZone);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel && reachesTo !== undefined) {
      const box = panel.getBoundingClientRect();
      const section = panel.parentElement?.closest('section') ?? panel;
      const missing = reachesTo - (section.getBoundingClientRect().bottom + window.scrollY);
      if (missing > 0) {
        panel.style.minHeight = `${box.height + missing}px`;
        // From the next frame the CSS transition takes it down: what is under it rises in one
        // visible move (at once with reduced motion), not a jump.
        requestAnimationFrame(() => requestAnimationFrame(() => (panel.style.minHeight = `${box.height}px`)));
      }
    }
    // Before paint, after the panel has its height: the scroll to the heading is the last move.
    headingRef.current?.focus();
  }, [reachesTo]);

  // The date and time (spec §4), before the jornada and while it is on (until when it runs: blind review 37).
  const when = (
    <dl>
      <div>
        <dt>{texts.dateLabel}</dt>
        <dd>{details.dayAndDate}</dd>
      </div>
      <div>
        <dt>{texts.timeLabel}</dt>
        <dd>
          {/* '(hora de Colombia)' stays whole on its line. */}
          {details.timeRange} ({texts.timeZoneNote.replace(/ /g, '\u00a0')})
        </dd>
        {localTime && timeZone ? (
          <dd data-local-time="">
            {texts.localTimeLabel(timeZonePlace(timeZone))}: {localTime}
          </dd>
        ) : null}
      </div>
    </dl>
  );

  return (
    <section ref={panelRef} {...{ [COMPLETED_ATTRIBUTE]: '' }} aria-labelledby="registro-completado">
      <svg data-completed-icon="" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h4 id="registro-completado" ref={headingRef} tabIndex={-1}>
        {texts.title}
      </h4>
      {phase === 'ended' ? (
        <>
          <p>{waitlist ? texts.waitlistLead : texts.endedLead}</p>
          <a href={texts.recording.href} data-button="">
            {texts.recording.label}
            <span data-sr-only="">{texts.recording.of(details.name)}</span>
          </a>
        </>
      ) : phase === 'live' ? (
        <>
          <p data-live-note="">{texts.liveLead}</p>
          {when}
          <a href={texts.liveLink.href} data-button="">
            {texts.liveLink.label}
          </a>
          {/* Sharing works best while it is on: someone close can join now. */}
          <NewTabActions heading={texts.inviteHeading} links={[{ href: details.whatsapp, label: texts.inviteWhatsApp }]} hint={texts.newTabHint} />
        </>
      ) : (
        <>
          <p>{texts.lead}</p>
          {when}
          {/* Whatever the channel of the link, the broadcast's own page works on the day. */}
          <p data-envivo-hint="">
            {texts.envivoHint.text} <a href={texts.envivoHint.href}>{texts.envivoHint.label}</a>.
          </p>
          <p data-subheading="">{texts.calendarHeading}</p>
          <ul data-actions="">
            {/* The page's one amber action before the jornada: saving the date (blind review 38). */}
            <li data-primary="">
              <NewTabLink href={details.googleCalendar} hint={texts.newTabHint}>
                {texts.googleCalendar}
              </NewTabLink>
            </li>
            <li data-secondary="">
              <a href={details.ics} download={details.icsFileName}>
                {texts.icsDownload}
              </a>
            </li>
          </ul>

          <NewTabActions heading={texts.inviteHeading} links={[{ href: details.whatsapp, label: texts.inviteWhatsApp }]} hint={texts.newTabHint} />
        </>
      )}

      <NewTabActions
        heading={texts.helpHeading}
        links={[
          { href: help.whatsapp, label: texts.helpWhatsApp },
          { href: help.booking, label: texts.helpBooking },
        ]}
        hint={texts.newTabHint}
      />

      <a href="#hero" data-button="" data-back="">
        {texts.backHome}
      </a>
    </section>
  );
}
