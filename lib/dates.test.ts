import { formatBadgeDate, formatLongDate, formatShortDate, formatTime, formatTimeRange, formatWeekday } from '@/lib/dates';

describe('es-CO date texts', () => {
  it('writes dates and times the way the spec does', () => {
    expect(formatLongDate('2025-09-30T19:00:00-05:00')).toBe('30 de septiembre de 2025');
    expect(formatTimeRange('2025-09-30T19:00:00-05:00', '2025-09-30T21:00:00-05:00')).toBe('7:00 PM a 9:00 PM');
    expect(formatWeekday('2025-09-30T19:00:00-05:00')).toBe('martes');
    expect(formatBadgeDate('2025-04-09T19:00:00-05:00')).toBe('09 de Abril de 2025');
  });

  it('abbreviates months the es-CO way, with a period', () => {
    expect(formatShortDate('2025-09-30T19:00:00-05:00')).toBe('30 sep. 2025');
    expect(formatShortDate('2025-04-09T19:00:00-05:00')).toBe('09 abr. 2025');
    expect(formatShortDate('2026-05-02T12:00:00-05:00')).toBe('02 may. 2026');
  });

  it('uses Colombia time whatever the instant is written in', () => {
    // 00:30 UTC on 1 October is still 30 September, 7:30 PM in Bogotá.
    expect(formatLongDate('2025-10-01T00:30:00Z')).toBe('30 de septiembre de 2025');
    expect(formatTime('2025-10-01T00:30:00Z')).toBe('7:30 PM');
    expect(formatBadgeDate('2025-10-01T00:30:00Z')).toBe('30 de Septiembre de 2025');
  });

  it('formats midnight, noon and another time zone', () => {
    expect(formatTime('2025-09-30T00:05:00-05:00')).toBe('12:05 AM');
    expect(formatTime('2025-09-30T12:00:00-05:00')).toBe('12:00 PM');
    expect(formatTimeRange('2025-09-30T19:00:00-05:00', '2025-09-30T21:00:00-05:00', 'Europe/Madrid')).toBe(
      '2:00 AM a 4:00 AM',
    );
    expect(formatShortDate('2025-09-30T19:00:00-05:00', 'Europe/Madrid')).toBe('01 oct. 2025');
  });
});
