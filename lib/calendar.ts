/**
 * "Add to calendar" for a jornada: a Google Calendar link and an iCalendar (.ics,
 * RFC 5545) file written by the `ics` package at build time (server components only, so it never
 * reaches the browser). Times are in UTC ('Z'), so every calendar shows the session at the right
 * moment in its own time zone without needing Colombia's zone definition.
 */
import { createEvent, type EventAttributes } from 'ics';
import type { Jornada } from '@/content/jornadas';
import { JORNADA_SERIES } from '@/content/series';
import { CALENDAR_TEXT } from '@/content/registration';
import { SITE_URL } from '@/lib/env';
import { jornadaFullName } from '@/lib/jornada-core';
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
  /** The jornada's, whatever its dates: a file downloaded again after it is rescheduled updates the event instead of adding one. */
  uid: string;
}

/** A jornada as a calendar event pointing at the live page (/envivo/). */
export function jornadaCalendarEvent(jornada: Pick<Jornada, 'slug' | 'name' | 'start' | 'end'>): CalendarEvent {
  return {
    title: jornadaFullName(jornada),
    // The series' description already says it is virtual and free.
    description: JORNADA_SERIES.description,
    start: jornada.start,
    end: jornada.end,
    location: CALENDAR_TEXT.location,
    url: absoluteUrl('/envivo/'),
    uid: `${jornada.slug}@${new URL(SITE_URL).hostname}`,
  };
}

/** 'segunda-jornada-insolvencia.ics' */
export function icsFileName(jornada: Pick<Jornada, 'slug'>): string {
  return `${jornada.slug}${CALENDAR_TEXT.fileNameSuffix}`;
}

/** '2031-03-05T19:00:00-05:00' -> '20310306T000000Z' */
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

/**
 * When the files are written (DTSTAMP): the build's time, so a calendar holding an older copy of the
 * event takes a newer one's dates; SOURCE_DATE_EPOCH (reproducible builds' variable, in seconds)
 * fixes it for a build that must write the same bytes twice.
 */
const WRITTEN_AT = Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now();

/** The .ics file. */
export function icsContent(event: CalendarEvent, writtenAt: number = WRITTEN_AT): string {
  const start = Date.parse(event.start);
  // `timestamp` (DTSTAMP) is read by ics and checked by its schema, though its types omit it.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: CALENDAR_TEXT.productId,
    method: 'PUBLISH',
    uid: event.uid,
    timestamp: writtenAt,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: describe(event),
    location: event.location,
    url: event.url,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`No se pudo escribir el archivo .ics: ${error?.message ?? 'vacío'}`);
  return foldedByOctets(value);
}

/**
 * The file with its long lines folded as RFC 5545 §3.1 says: at most 75 octets a line, the rest
 * after CRLF and a space, never inside a character. ics folds at 75 characters, so a line with
 * accents ran to 77 octets (QA, session 31); no package here folds by octets.
 */
function foldedByOctets(ics: string): string {
  const encoder = new TextEncoder();
  const fold = (line: string) => {
    const parts = [''];
    let room = 75;
    for (const character of line) {
      const size = encoder.encode(character).length;
      if (size > room) {
        parts.push('');
        room = 74;
      }
      parts[parts.length - 1] += character;
      room -= size;
    }
    return parts.join('\r\n ');
  };
  return ics.replace(/\r\n[\t ]/g, '').split('\r\n').map(fold).join('\r\n');
}

/**
 * The .ics file as a data: URL, for `<a href={…} download="….ics">`: it is written into the HTML
 * at build time, so the download needs no script and no request.
 */
export function icsDataUrl(event: CalendarEvent): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsContent(event))}`;
}
