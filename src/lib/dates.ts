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

const dateTimes = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/**
 * A moment as shoppers in India read it, in India's time ('23 November 2026, 1:30 am'); '' when
 * unreadable. Built from the parts, so browsers whose ICU joins date and time differently (', ' or
 * ' at ', 'AM' or 'am') all write the same text.
 */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(dateTimes.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** '2025-08-20', for a <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
