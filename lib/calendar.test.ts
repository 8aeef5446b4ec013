/**
 * @jest-environment node
 */
import { CALENDAR_TEXT } from '@/content/registration';
import { JORNADA_SERIES, type Jornada } from '@/content/jornadas';
import { googleCalendarUrl, icsContent, icsDataUrl, icsFileName, jornadaCalendarEvent, utcStamp, type CalendarEvent } from '@/lib/calendar';
import { jornadaFullName } from '@/lib/jornadas';
import { absoluteUrl } from '@/lib/seo';

/** A jornada of the tests' own (nothing here depends on content/jornadas.ts). */
const JORNADA: Jornada = { ordinal: 3, slug: 'tercera-jornada', name: 'Tercera Jornada', start: '2031-03-05T10:00:00-05:00', end: '2031-03-05T12:00:00-05:00', videos: {} };
const JORNADA_CALENDAR_EVENT = jornadaCalendarEvent(JORNADA);

/** Undoes RFC 5545 folding (a line break followed by one space or tab). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** The jornada's instants in UTC, as calendars write them. */
const START = utcStamp(JORNADA.start);
const END = utcStamp(JORNADA.end);

describe('utcStamp', () => {
  it('converts Colombia time (-05:00) to UTC', () => {
    expect(utcStamp('2031-03-05T19:00:00-05:00')).toBe('20310306T000000Z');
    expect(utcStamp('2031-03-05T21:00:00-05:00')).toBe('20310306T020000Z');
  });

  it('refuses an invalid date', () => {
    expect(() => utcStamp('mañana')).toThrow('Fecha inválida');
  });
});

describe('googleCalendarUrl', () => {
  it('prefills the page’s jornada in UTC, with the live page in the details', () => {
    const url = googleCalendarUrl(JORNADA_CALENDAR_EVENT);
    expect(url).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE&');
    expect(url).toContain(`dates=${START}/${END}`);
    const params = new URL(url).searchParams;
    expect(params.get('text')).toBe(jornadaFullName(JORNADA));
    expect(params.get('details')).toContain(absoluteUrl('/envivo/'));
    expect(params.get('location')).toBe(CALENDAR_TEXT.location);
  });
});

describe('icsContent', () => {
  const ics = icsContent(JORNADA_CALENDAR_EVENT);

  it('is one VEVENT with UTC times, a title and the live page URL', () => {
    const text = unfold(ics);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`\r\nDTSTART:${START}\r\n`);
    expect(text).toContain(`\r\nDTEND:${END}\r\n`);
    expect(text).toContain(`\r\nSUMMARY:${jornadaFullName(JORNADA)}\r\n`);
    expect(text).toContain(`\r\nURL:${absoluteUrl('/envivo/')}\r\n`);
    expect(text).toMatch(new RegExp(`\\r\\nDESCRIPTION:[^\\r]*${absoluteUrl('/envivo/').replace(/[.]/g, '\\.')}\\r\\n`));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('keeps its UID when the jornada is rescheduled, and a later file says it is newer (DTSTAMP)', () => {
    const uid = (text: string) => /\r\nUID:([^\r]+)\r\n/.exec(unfold(text))?.[1];
    const stamp = (text: string) => /\r\nDTSTAMP:([^\r]+)\r\n/.exec(text)?.[1];
    const moved = jornadaCalendarEvent({ ...JORNADA, start: '2031-03-12T10:00:00-05:00', end: '2031-03-12T12:00:00-05:00' });
    const [before, after] = [icsContent(JORNADA_CALENDAR_EVENT, Date.parse('2031-02-01T00:00:00Z')), icsContent(moved, Date.parse('2031-02-08T00:00:00Z'))];
    expect(uid(after)).toBe(uid(before));
    expect(uid(before)).toMatch(/^tercera-jornada@/);
    expect([stamp(before), stamp(after)]).toEqual(['20310201T000000Z', '20310208T000000Z']);
  });

  it('uses CRLF line ends and folds long lines at 75 octets (RFC 5545), without splitting a character', () => {
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    // Unfolded, the description is whole, accents and all.
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${JORNADA_SERIES.description.replace(/,/g, '\\,')}`);
  });

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    const event: CalendarEvent = {
      ...JORNADA_CALENDAR_EVENT,
      title: 'Uno, dos; tres \\ cuatro',
      description: 'Línea 1\nLínea 2',
    };
    const text = unfold(icsContent(event));
    expect(text).toContain('SUMMARY:Uno\\, dos\\; tres \\\\ cuatro\r\n');
    expect(text).toContain('DESCRIPTION:Línea 1\\nLínea 2\\n\\n');
  });

  it('is the same on every build', () => {
    expect(icsContent(JORNADA_CALENDAR_EVENT)).toBe(ics);
  });
});

describe('icsFileName', () => {
  it('is named after the jornada', () => {
    expect(icsFileName(JORNADA)).toBe(`${JORNADA.slug}${CALENDAR_TEXT.fileNameSuffix}`);
    expect(icsFileName(JORNADA)).toMatch(/\.ics$/);
  });
});

describe('icsDataUrl', () => {
  it('encodes the file as a text/calendar data URL', () => {
    const url = icsDataUrl(JORNADA_CALENDAR_EVENT);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(icsContent(JORNADA_CALENDAR_EVENT));
  });
});
