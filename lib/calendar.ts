/**
 * "Add to calendar" for the jornada: a Google Calendar link and an iCalendar (.ics, RFC 5545)
 * file. Times are written in UTC ('Z'), so every calendar shows the session at the right moment
 * in its own time zone without needing Colombia's zone definition.
 */
import { CALENDAR_TEXT } from '@/content/registration';
import { EVENT } from '@/lib/event';
import { SITE_URL } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';

export interface CalendarEvent {
  title: string;
  description: string;
  /** ISO 8601 instants with an offset, as in content/jornadas.ts. */
  start: string;
  end: string;
  location: string;
  /** The live page; also appended to the description. */
  url: string;
  /** Stable identifier: importing the file twice updates one event instead of adding two. */
  uid: string;
}

/** The page jornada (lib/page-phase.ts), pointing at the live page (/envivo/). */
export const JORNADA_CALENDAR_EVENT: CalendarEvent = {
  title: CALENDAR_TEXT.title,
  description: CALENDAR_TEXT.description,
  start: EVENT.start,
  end: EVENT.end,
  location: CALENDAR_TEXT.location,
  url: absoluteUrl('/envivo/'),
  uid: `jornada-${utcStamp(EVENT.start)}@${new URL(SITE_URL).hostname}`,
};

/** '2025-09-30T19:00:00-05:00' -> '20251001T000000Z' */
export function utcStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Fecha inválida: ${iso}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function describe(event: CalendarEvent): string {
  return `${event.description}\n\n${CALENDAR_TEXT.liveLinkLabel} ${event.url}`;
}

/** A link that opens Google Calendar's "new event" form, prefilled. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: describe(event),
    location: event.location,
  });
  // URLSearchParams writes '/' as %2F; Google expects the dates separator as a plain '/'.
  return `https://calendar.google.com/calendar/render?${params.toString().replace(/%2F/g, '/')}`;
}

/** RFC 5545 §3.3.11 TEXT escaping. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of one character in UTF-8. */
function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = utf8Length(character);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The .ics file. DTSTAMP is the event's own start rather than the build time, so every build
 * writes the same file (and the same HTML).
 */
export function icsContent(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jornada de Asesoria en Insolvencia//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.start)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(describe(event))}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * The .ics file as a data: URL, for `<a href={…} download="….ics">`: it is written into the HTML
 * at build time, so the download needs no script and no request.
 */
export function icsDataUrl(event: CalendarEvent): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsContent(event))}`;
}
