import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/** The database as the routes see it: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; everything inside a transaction must use it, never `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either; for helpers that work in and out of a transaction. */
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: an image of its data folder (tar), which `{ pgliteImage }` opens again. */
  dumpDataDir(): Promise<Blob>;
};

export type DbOptions =
  /** A PostgreSQL server. `searchPath` puts a schema first (tests use a fresh schema per file). */
  | { databaseUrl: string; searchPath?: string; maxConnections?: number }
  /** Embedded PGlite: a folder, or 'memory://' for tests. */
  | { pgliteDir: string }
  /** Embedded PGlite in memory, started from an image of a data folder (tests: skips initdb). */
  | { pgliteImage: Blob };

/** Opens the database; the driver packages are loaded only when used. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle connection dropped by the server (a restart, a failover) must not crash the
    // process: the pool opens a new one on the next query (tests/faults/db-unavailable.test.ts).
    pool.on('error', (err) => console.warn('[db] idle PostgreSQL connection lost:', err.message));
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const dumpDataDir = () => Promise.reject(new Error('only PGlite has a data folder image'));
    return { db, kind: 'postgres', close: () => pool.end(), dumpDataDir };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if ('pgliteImage' in options) {
    client = await PGlite.create({ loadDataDir: options.pgliteImage, extensions: { pg_trgm } });
  } else {
    const dir = options.pgliteDir;
    if (!dir.includes('://')) mkdirSync(path.resolve(dir), { recursive: true });
    client = await PGlite.create(dir.includes('://') ? dir : path.resolve(dir), { extensions: { pg_trgm } });
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

/** The database the environment names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. */
export function dbOptionsFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DbOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: path.join(env.DATA_DIR, 'pglite') };
}
