// The shop's days are days in India (IST, UTC+05:30 all year: no daylight saving), whatever the
// server's or the browser's own time zone: "today" on the dashboard, the date filters of the orders
// list, a return's last day, the day a spreadsheet is named for.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a day in India begins; `date` is YYYY-MM-DD. */
export function startOfShopDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The instant the shop's day holding `now` began, moved by `days` (negative: earlier). */
export function shopDayStart(now: Date, days = 0): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS + days * DAY_MS);
}

/** The day after `date` begins (for an inclusive "to" date). */
export const endOfShopDay = (date: string): Date => new Date(startOfShopDay(date).getTime() + DAY_MS);

/** An instant as a date and time in India for a spreadsheet: 2026-11-29 19:05. */
export const shopDateTime = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A CSV download's headers, named for its contents and the day in India it was taken: products-2026-11-29.csv. */
export const csvDownloadHeaders = (name: string, now: Date) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${shopDateTime(now).slice(0, 10)}.csv"`,
  'Cache-Control': 'no-store',
});
