// How the shop writes money and moments, worked out here with Intl on its own (not with the shop's
// formatters), so a test compares the page with what a shopper in India should read.

/** An amount in rupees as the shop shows it: '₹1,234.50'. */
export const rupees = (amount: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);

/** A moment as the order pages write it: India's day and time ('23 November 2026, 1:30 pm'). */
export function indianDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${String(p.dayPeriod).toLowerCase()}`;
}
