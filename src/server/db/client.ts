import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { SEARCH_START_OPTIONS } from './search-settings.ts';

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
      options: [...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []), SEARCH_START_OPTIONS.join(' ')].join(' '),
    });
    // An idle connection dropped by the server (a restart, a failover) must not crash the
    // process: the pool opens a new one on the next query (tests/faults/db-unavailable.test.ts).
    pool.on('error', (err) => console.warn('[db] idle PostgreSQL connection lost:', err.message));
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const dumpDataDir = () => Promise.reject(new Error('only PGlite has a data folder image'));
    return { db, kind: 'postgres', close: () => pool.end(), dumpDataDir };
  }

  // PGlite runs in a worker thread of its own (pglite-worker.ts), so that its queries use the
  // second core while this thread renders pages (decision 073); Drizzle's pglite driver talks to it
  // through a client with PGlite's surface (pglite-thread.ts). Opened as before: pg_trgm and 32 MB
  // of shared buffers (decision 069), a new data folder made first in a short-lived child process.
  const { startPgliteThread, startRestartingPgliteThread } = await import('./pglite-thread.ts');
  const { drizzle } = await import('drizzle-orm/pglite');
  let source;
  if ('pgliteImage' in options) {
    source = { image: await options.pgliteImage.arrayBuffer() };
  } else {
    const dir = options.pgliteDir;
    if (!dir.includes('://')) {
      mkdirSync(path.resolve(dir), { recursive: true });
      await createPgliteFolder(path.resolve(dir));
    }
    source = { dataDir: dir.includes('://') ? dir : path.resolve(dir) };
  }
  // A folder's thread is started again if it dies; a database in memory would come back empty.
  const client =
    'dataDir' in source && !source.dataDir.includes('://')
      ? await startRestartingPgliteThread({ dataDir: source.dataDir, startOptions: SEARCH_START_OPTIONS })
      : await startPgliteThread({ ...source, startOptions: SEARCH_START_OPTIONS });
  // Drizzle's types name PGlite itself; the client has the part of it the driver calls.
  const db = drizzle({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir() };
}

/**
 * Creates a new PGlite data folder (initdb) in a short-lived process of its own, when the folder
 * has none yet. Initdb runs a second WebAssembly PostgreSQL beside the first, and WebAssembly
 * memory once grown is never given back: done in the shop's process, it left about 300 MB there
 * for as long as the process ran (decision 069). The child runs with the parent's memory flags.
 */
async function createPgliteFolder(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = 'const { PGlite } = await import(process.argv[1]); const pg = await PGlite.create(process.argv[2]); await pg.close();';
  try {
    await promisify(execFile)(process.execPath, [...process.execArgv.filter((flag) => /^--(no-wasm|max-semi-space-size|max-old-space-size)/.test(flag)), '--input-type=module', '-e', script, pglite, dir], { timeout: 120_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the embedded database in ${dir}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** The database the environment names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. */
export function dbOptionsFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DbOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: path.join(env.DATA_DIR, 'pglite') };
}
