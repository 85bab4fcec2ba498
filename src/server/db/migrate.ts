import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.ts';

export type MigrateOptions = {
  /** Folder of the generated migrations; by default ./drizzle under the working directory,
   * which is the project root for `npm start`, `npm run api` and the tests alike. */
  folder?: string;
  /** Apply into this schema instead of public (tests on PostgreSQL use one schema per file). */
  schema?: string;
  /** Stop after the migration created at this time (a restore rebuilds a backup's own schema first). */
  upTo?: number;
};

/** A migration failed: its transaction rolled back, so the database is as it was before. */
export class MigrationError extends Error {}

/** The migrations' names (0004_order_life) by their time, from drizzle-kit's journal. */
function migrationNames(folder: string): Map<number, string> {
  try {
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
    return new Map(journal.entries.map((e) => [e.when, e.tag]));
  } catch {
    return new Map();
  }
}

/**
 * Applies the drizzle-kit migrations that have not run yet, in one transaction.
 * It reads drizzle's files and keeps drizzle's bookkeeping table (so `drizzle-kit migrate`
 * agrees with it); written out here only so the SQL can target another schema in tests.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<void> {
  const folder = options.folder ?? path.resolve(process.cwd(), 'drizzle');
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const bookSchema = options.schema ?? 'drizzle';
  const table = sql`${sql.identifier(bookSchema)}.${sql.identifier('__drizzle_migrations')}`;

  let lastMillis = -1;
  let pending: typeof migrations = [];
  let running: (typeof migrations)[number] | undefined;
  try {
    await db.transaction(async (tx) => {
      // Several server processes may start together (decision 064): one migrates, the others wait
      // here and then find nothing pending. One lock for the whole database, not one per schema:
      // migrations also change what every schema shares (pg_trgm's functions, migration 0011), and
      // two schemas migrated at once (the API suite on PostgreSQL) failed with "tuple concurrently
      // updated".
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-migrate'))`);
      await tx.execute(sql`create schema if not exists ${sql.identifier(bookSchema)}`);
      await tx.execute(sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`);
      const [last] = await tx
        .select({ createdAt: sql<string | null>`max(created_at)::text` })
        .from(sql`${table}`);
      lastMillis = last?.createdAt == null ? -1 : Number(last.createdAt);
      pending = migrations.filter((m) => m.folderMillis > lastMillis && (options.upTo === undefined || m.folderMillis <= options.upTo));
      for (const migration of pending) {
        running = migration;
        for (const statement of migration.sql) {
          const text = options.schema ? statement.replaceAll('"public".', `"${options.schema}".`) : statement;
          if (text.trim()) await tx.execute(sql.raw(text));
        }
        await tx.execute(sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
      }
    });
  } catch (error) {
    // Before any migration ran (the database is down, say): the error as it is.
    if (!running) throw error;
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    const names = migrationNames(folder);
    const name = (millis: number) => names.get(millis) ?? `the migration of ${new Date(millis).toISOString()}`;
    const was = lastMillis < 0 ? 'an empty database' : `the database as it was, at ${name(lastMillis)}`;
    throw new MigrationError(
      `Migration ${name(running.folderMillis)} failed: ${cause}. Nothing was changed: all ${pending.length} pending migration(s) ran in one transaction, which was rolled back, leaving ${was}.`,
      { cause: error },
    );
  }
}
