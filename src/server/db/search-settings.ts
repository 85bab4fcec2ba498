// The session setting product search relies on, given to every database connection as it opens
// (PGlite's start, each node-postgres connection): no query has to set it first (decision 083).

/** Typo tolerance: how close (pg_trgm word similarity, 0..1) a name must be to a search to match it. */
const NAME_SIMILARITY = 0.4;

/**
 * A search of at most 4 characters has at most 5 trigrams, so 0.4 is 2 of them: the last two of any
 * word ending the same way (`kala` and every `masala`, 0.4). Such a search needs a closer name to be
 * a near miss: 0.5 (`papd` and papad 0.6, `jera` and jeera 0.57 still are).
 */
export const SHORT_SEARCH = { maxLength: 4, similarity: 0.5 } as const;

/** `a <% b` means word_similarity(a, b) >= this setting; only the operator can use an index. */
export const SEARCH_START_OPTIONS = ['-c', `pg_trgm.word_similarity_threshold=${NAME_SIMILARITY}`] as const;
