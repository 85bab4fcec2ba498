/** Pure helpers for the editors' content (no Astro modules here, so they are easy to test). */

/** Sorts entries by their `order` field, then by id, so two equal orders still give a stable page. */
export function byOrder<T extends { id: string; data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

