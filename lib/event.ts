import { EVENT, FIRST_EVENT } from '@/content/event';
import { formatBadgeDate, formatLongDate, formatShortDate, formatTimeRange, formatWeekday, formatTime } from '@/lib/dates';

/** Texts derived from content/event.ts, computed once at build time. */
export const EVENT_TEXT = {
  longDate: formatLongDate(EVENT.start),
  badgeDate: formatBadgeDate(EVENT.start),
  shortDate: formatShortDate(EVENT.start),
  weekday: formatWeekday(EVENT.start),
  startTime: formatTime(EVENT.start),
  timeRange: formatTimeRange(EVENT.start, EVENT.end),
} as const;

export const FIRST_EVENT_TEXT = {
  longDate: formatLongDate(FIRST_EVENT.start),
  badgeDate: formatBadgeDate(FIRST_EVENT.start),
  shortDate: formatShortDate(FIRST_EVENT.start),
  startTime: formatTime(FIRST_EVENT.start),
} as const;
