// Queries the storefront runs on every render of a page (a product and its reviews), built once
// per database instead of once per request: Drizzle keeps a prepared query's SQL text and its
// result mapping, and PostgreSQL keeps the named statement on each connection (decision 079).
import type { Db } from './client.ts';

/**
 * `build(db)` once per database, the same answer afterwards. Prepared queries run on the database
 * itself, never inside a transaction: a caller holding a transaction builds its query as usual.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
