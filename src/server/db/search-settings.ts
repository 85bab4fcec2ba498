// The session setting product search relies on, given to every database connection as it opens
// (PGlite's start, each node-postgres connection): no query has to set it first (decision 083).

/** Typo tolerance: how close (pg_trgm word similarity, 0..1) a name must be to a search to match it. */
const NAME_SIMILARITY = 0.4;

/** `a <% b` means word_similarity(a, b) >= this setting; only the operator can use an index. */
export const SEARCH_START_OPTIONS = ['-c', `pg_trgm.word_similarity_threshold=${NAME_SIMILARITY}`] as const;
