// How many active products a listing's filters match, kept until the catalogue changes
// (docs/decisions/076-listing-counts-kept-until-a-change.md). Counting is the dearest part of a
// listing page: at 10,000 products PostgreSQL reads the whole table for it (13 ms of PGlite's
// 19 ms for the product list), while the page itself is read from an index. The number changes
// only with a catalogue write, and every write the API makes is announced on the catalogue channel
// (src/server/catalogue-changes.ts; with PostgreSQL the other processes hear it too).
import { LRUCache } from 'lru-cache';
import { onCatalogueChange } from '../catalogue-changes.ts';

/**
 * A write made outside the API (the seed, a restored backup, SQL by hand) is not announced: a count
 * it changed is corrected within this long.
 */
const MAX_AGE_MS = 60_000;
/** Filter combinations kept per database (categories × brands × stock; a number each). */
const MAX_ENTRIES = 500;

/** Bumped by every announced change: a count read before one is neither used nor kept. */
let generation = 0;
onCatalogueChange(() => {
  generation += 1;
});

type Kept = { total: number; generation: number; at: number };
/** One cache per database: the tests open many in one process. */
const caches = new WeakMap<object, LRUCache<string, Kept>>();

/**
 * The count for `key` (the listing's filters, as the caller names them) in `db`: the one kept since
 * the last catalogue change, else `read()`, kept for the next listing with the same filters.
 */
export async function listingCount(db: object, key: string, read: () => Promise<number>): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Kept>({ max: MAX_ENTRIES });
    caches.set(db, cache);
  }
  const kept = cache.get(key);
  if (kept && kept.generation === generation && Date.now() - kept.at < MAX_AGE_MS) return kept.total;
  const started = generation;
  const total = await read();
  // A change announced while counting may or may not be in this number: it is not kept.
  if (generation === started) cache.set(key, { total, generation: started, at: Date.now() });
  return total;
}
