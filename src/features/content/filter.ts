/** Lower-case, accent-free, single-spaced text, so 'Délivery  Time' finds 'delivery time'. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether every word of the query appears in the text (in any order). An empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(text);
  return words.every((word) => haystack.includes(word));
}

export type Noun = { one: string; many: string };

/** The sentence a screen reader hears (and everyone sees) after the list is filtered. */
export function filterStatus(shown: number, total: number, query: string, noun: Noun): string {
  const q = query.trim();
  const name = (n: number) => (n === 1 ? noun.one : noun.many);
  if (q === '') return `Showing all ${total} ${name(total)}.`;
  if (shown === 0) return `No ${noun.many} match “${q}”.`;
  return `${shown} of ${total} ${name(total)} match “${q}”.`;
}
