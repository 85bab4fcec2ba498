import { sql } from 'drizzle-orm';
import { categories } from '../db/schema.ts';

/**
 * `categorySlug` (src/shared/slug.ts) in SQL, for names whose stored slug differs: trimmed of any
 * whitespace, lower-cased, each run of whitespace one hyphen. The key it is compared with arrives
 * URL-decoded, so the rule's final encodeURIComponent has no SQL half.
 */
export const nameSlug = sql<string>`regexp_replace(lower(regexp_replace(${categories.name}, '^\\s+|\\s+$', '', 'g')), '\\s+', '-', 'g')`;
