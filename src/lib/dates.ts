const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as shoppers in India read it ('23 November 2026'); '' when unreadable. Times are read
 * in India's time zone; the editors' calendar days (midnight UTC) pass `timeZone: 'UTC'`.
 */
export function formatLongDate(value: string | Date, { timeZone = 'Asia/Kolkata' }: { timeZone?: 'Asia/Kolkata' | 'UTC' } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    longDates.set(timeZone, format);
  }
  return format.format(date);
}

/** '2025-08-20', for a <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dateTimes = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A moment as read in India ('25 Nov 2026, 6:05 pm'), for order events; '' when unreadable. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimes.format(date);
}
