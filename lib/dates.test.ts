import { formatBadgeDate, formatLongDate, formatShortDate, formatTime, formatTimeRange, formatWeekday, timeZonePlace } from '@/lib/dates';

// Instants unrelated to any jornada: the formatters, not the content, are under test here.
describe('es-CO date texts', () => {
  it('writes dates and times as the spec does', () => {
    expect(formatLongDate('2031-03-04T19:00:00-05:00')).toBe('4 de marzo de 2031');
    expect(formatTimeRange('2031-03-04T19:00:00-05:00', '2031-03-04T21:00:00-05:00')).toBe('7:00 PM a 9:00 PM');
    expect(formatTimeRange('2031-03-04T22:30:00-05:00', '2031-03-05T00:30:00-05:00')).toBe('10:30 PM a 12:30 AM del día siguiente');
    expect(formatShortDate('2031-03-04T19:00:00-05:00')).toBe('04 mar. 2031');
    expect(formatWeekday('2031-03-04T19:00:00-05:00')).toBe('martes');
    expect(formatBadgeDate('2031-03-04T19:00:00-05:00')).toBe('04 de Marzo de 2031');
  });

  it('abbreviates months the es-CO way, with a period', () => {
    expect(formatShortDate('2031-09-30T19:00:00-05:00')).toBe('30 sep. 2031');
    expect(formatShortDate('2031-05-02T12:00:00-05:00')).toBe('02 may. 2031');
    expect(formatShortDate('2031-12-09T12:00:00-05:00')).toBe('09 dic. 2031');
  });

  it('uses Colombia time whatever the instant is written in', () => {
    // 00:30 UTC on 5 March is still 4 March, 7:30 PM in Bogotá.
    expect(formatLongDate('2031-03-05T00:30:00Z')).toBe('4 de marzo de 2031');
    expect(formatTime('2031-03-05T00:30:00Z')).toBe('7:30 PM');
    expect(formatBadgeDate('2031-03-05T00:30:00Z')).toBe('04 de Marzo de 2031');
  });

  it('formats midnight, noon and another time zone', () => {
    expect(formatTime('2031-03-04T00:05:00-05:00')).toBe('12:05 AM');
    expect(formatTime('2031-03-04T12:00:00-05:00')).toBe('12:00 PM');
    // Madrid is UTC+1 in early March.
    expect(formatTimeRange('2031-03-04T19:00:00-05:00', '2031-03-04T21:00:00-05:00', 'Europe/Madrid')).toBe('1:00 AM a 3:00 AM');
    expect(formatShortDate('2031-03-04T19:00:00-05:00', 'Europe/Madrid')).toBe('05 mar. 2031');
  });
});

describe('timeZonePlace', () => {
  it('names a time zone by its city, and one without a city as it is', () => {
    expect(timeZonePlace('Europe/Madrid')).toBe('Madrid');
    expect(timeZonePlace('America/New_York')).toBe('New York');
    expect(timeZonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZonePlace('UTC')).toBe('UTC');
    expect(timeZonePlace('Etc/GMT+5')).toBe('Etc/GMT+5');
  });
});
