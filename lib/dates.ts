/**
 * es-CO date and time texts, always in Colombia's time zone so the exported HTML is the same
 * whatever machine builds it and whoever reads it.
 */
const COLOMBIA_TZ = 'America/Bogota';

/** es-CO abbreviations with their period (ICU writes 'sept' and no period, hence a table). */
const MONTHS_SHORT = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.', 'dic.'];

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function partsIn(iso: string, timeZone: string): Parts {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(formatter.formatToParts(new Date(iso)).find((p) => p.type === type)?.value ?? NaN);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** '5 de marzo de 2031' */
export function formatLongDate(iso: string, timeZone: string = COLOMBIA_TZ): string {
  return new Intl.DateTimeFormat('es-CO', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** '09 de Abril de 2025' (two-digit day, capitalised month, as the spec's badges). */
export function formatBadgeDate(iso: string, timeZone: string = COLOMBIA_TZ): string {
  const { day, year } = partsIn(iso, timeZone);
  const month = new Intl.DateTimeFormat('es-CO', { timeZone, month: 'long' }).format(new Date(iso));
  return `${String(day).padStart(2, '0')} de ${capitalise(month)} de ${year}`;
}

/** '30 sep. 2025' */
export function formatShortDate(iso: string, timeZone: string = COLOMBIA_TZ): string {
  const { day, month, year } = partsIn(iso, timeZone);
  return `${String(day).padStart(2, '0')} ${MONTHS_SHORT[month - 1] ?? ''} ${year}`;
}

/** 'martes' */
export function formatWeekday(iso: string, timeZone: string = COLOMBIA_TZ): string {
  return new Intl.DateTimeFormat('es-CO', { timeZone, weekday: 'long' }).format(new Date(iso));
}

/** '7:00 PM' — the spec writes times with an upper-case PM, not es-CO's 'p. m.'. */
export function formatTime(iso: string, timeZone: string = COLOMBIA_TZ): string {
  const { hour, minute } = partsIn(iso, timeZone);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** '7:00 PM a 9:00 PM' */
export function formatTimeRange(startIso: string, endIso: string, timeZone: string = COLOMBIA_TZ): string {
  // One that ends past midnight says so: '10:30 PM a 12:30 AM' read as ending before it began (QA, session 32).
  const nextDay = formatLongDate(startIso, timeZone) === formatLongDate(endIso, timeZone) ? '' : ' del día siguiente';
  return `${formatTime(startIso, timeZone)} a ${formatTime(endIso, timeZone)}${nextDay}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
}

/**
 * A time zone as a visitor knows it, by its city: 'Europe/Madrid' → 'Madrid', 'America/New_York' →
 * 'New York' (the raw identifier read as jargon: QA, session 31). A zone without a city ('UTC',
 * 'Etc/GMT+5') as it is.
 */
export function timeZonePlace(timeZone: string): string {
  const parts = timeZone.split('/');
  const city = parts.length > 1 && parts[0] !== 'Etc' ? parts.at(-1) : undefined;
  return city ? city.replace(/_/g, ' ') : timeZone;
}
