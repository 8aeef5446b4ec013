/**
 * @jest-environment node
 */
import { CALENDAR_TEXT } from '@/content/registration';
import { googleCalendarUrl, icsContent, icsDataUrl, JORNADA_CALENDAR_EVENT, utcStamp, type CalendarEvent } from '@/lib/calendar';
import { absoluteUrl } from '@/lib/seo';

/** Undoes RFC 5545 folding. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('utcStamp', () => {
  it('converts Colombia time (-05:00) to UTC', () => {
    expect(utcStamp('2025-09-30T19:00:00-05:00')).toBe('20251001T000000Z');
    expect(utcStamp('2025-09-30T21:00:00-05:00')).toBe('20251001T020000Z');
  });

  it('refuses an invalid date', () => {
    expect(() => utcStamp('mañana')).toThrow('Fecha inválida');
  });
});

describe('googleCalendarUrl', () => {
  it('prefills the jornada in UTC, with the live page in the details', () => {
    const url = googleCalendarUrl(JORNADA_CALENDAR_EVENT);
    expect(url).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE&');
    expect(url).toContain('dates=20251001T000000Z/20251001T020000Z');
    const params = new URL(url).searchParams;
    expect(params.get('text')).toBe(CALENDAR_TEXT.title);
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
    expect(text).toContain('\r\nDTSTART:20251001T000000Z\r\n');
    expect(text).toContain('\r\nDTEND:20251001T020000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Segunda Jornada de Asesoría Gratuita en Insolvencia\r\n');
    expect(text).toContain(`\r\nURL:${absoluteUrl('/envivo/')}\r\n`);
    expect(text).toMatch(new RegExp(`\\r\\nDESCRIPTION:[^\\r]*${absoluteUrl('/envivo/').replace(/[.]/g, '\\.')}\\r\\n`));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toMatch(/\r\nUID:jornada-20251001T000000Z@[^\r]+\r\n/);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('uses CRLF line ends and folds lines at 75 octets without splitting a character', () => {
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(ics).not.toContain('\uFFFD');
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

describe('icsDataUrl', () => {
  it('encodes the file as a text/calendar data URL', () => {
    const url = icsDataUrl(JORNADA_CALENDAR_EVENT);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(icsContent(JORNADA_CALENDAR_EVENT));
  });
});
