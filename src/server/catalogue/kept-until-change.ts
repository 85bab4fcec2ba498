// What the catalogue's dearest reads found, kept until the catalogue changes: a listing's count
// (docs/decisions/076-listing-counts-kept-until-a-change.md) and a search's ranked ids
// (docs/decisions/089-search-results-kept-until-a-change.md). Counting and ranking read every
// matching row (at 10,000 products, 13 ms of PGlite's 19 ms for the product list, 20-100 ms for a
// common search word), and what they find changes only with a catalogue write. Every write the API
// makes is announced on the catalogue channel (src/server/catalogue-changes.ts; with PostgreSQL the
// other processes hear it too), and any announced change makes everything kept here stale.
import { LRUCache } from 'lru-cache';
import { onCatalogueChange } from '../catalogue-changes.ts';

/**
 * A write made outside the API (the seed, a restored backup, SQL by hand) is not announced: what it
 * changed is corrected within this long.
 */
const MAX_AGE_MS = 60_000;

/** Bumped by every announced change: what was read before one is neither used nor kept. */
let generation = 0;
onCatalogueChange(() => {
  generation += 1;
});

type Kept<T> = { value: T; generation: number; at: number };
type Bound<T> = { max: number } | { maxBytes: number; bytesOf: (key: string, value: T) => number };

/**
 * A reader that keeps what `read()` returned under a key, per database (the tests open many in one
 * process), in an LRU bounded by entries or by bytes, until the next catalogue change.
 */
function keptUntilChange<T extends {}>(bound: Bound<T>) {
  const caches = new WeakMap<object, LRUCache<string, Kept<T>>>();
  const options = 'max' in bound ? { max: bound.max } : { maxSize: bound.maxBytes, sizeCalculation: (kept: Kept<T>, key: string) => bound.bytesOf(key, kept.value) };
  return async (db: object, key: string, read: () => Promise<T>): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache<string, Kept<T>>(options);
      caches.set(db, cache);
    }
    const kept = cache.get(key);
    if (kept && kept.generation === generation && Date.now() - kept.at < MAX_AGE_MS) return kept.value;
    const started = generation;
    const value = await read();
    // A change announced while reading may or may not be in this answer: it is not kept.
    if (generation === started) cache.set(key, { value, generation: started, at: Date.now() });
    return value;
  };
}

/** How many active products a listing's filters match, per set of filters (categories × brands × stock). */
export const listingCount = keptUntilChange<number>({ max: 500 });

/** A search's page: the ranked ids and the number of all matches. */
export type SearchFound = { ids: string[]; total: number };

/**
 * A search's page, per search words, filters, order and page. Bounded by bytes, not entries: an
 * id-only search may hold thousands of ids. 2 MB holds about 3,000 pages of 6 to 10 products.
 */
export const searchFound = keptUntilChange<SearchFound>({
  maxBytes: 2 * 1024 * 1024,
  bytesOf: (key, found) => 64 + key.length * 2 + found.ids.reduce((bytes, id) => bytes + 16 + id.length * 2, 0),
});
