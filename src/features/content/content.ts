/** Pure helpers for the editors' content (no Astro modules here, so they are easy to test). */

/** Sorts entries by their `order` field, then by id, so two equal orders still give a stable page. */
export function byOrder<T extends { id: string; data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '20 August 2025': dates from frontmatter are calendar days (midnight UTC), so they are read in UTC. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** '2025-08-20', for a <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
