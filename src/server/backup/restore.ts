// Restoring an archive (docs/decisions/090-backups.md): verified whole first; then, in one
// transaction, the target's tables are dropped (only with `force` when it has data), the schema is
// rebuilt by the migrations up to the archive's own level, the rows are loaded and the sequences
// moved past them; then the migrations since run as on any start, and the files are written back.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import type { Storage } from 'unstorage';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { verifyArchive, type Manifest, type VerifiedArchive } from './archive.ts';
import { countRows, dropEverything, loadTable, migrationLevel, resetSequences } from './database.ts';

export type RestoreTarget = { db: Db; storage: Storage; schema?: string; migrationsFolder?: string };

/** What the target holds now: rows per table and stored files. */
export async function targetContents(target: RestoreTarget) {
  const tables = (await countRows(target.db)).filter((t) => t.rows > 0);
  const files = (await target.storage.getKeys()).length;
  return { tables, files, empty: tables.length === 0 && files === 0 };
}

/** A restore that cannot go ahead (the target has data, the archive is from a newer shop): nothing changed. */
export class RestoreRefused extends Error {}

export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  {
    force = false,
    onReplace,
    archive: verified,
  }: {
    force?: boolean;
    onReplace?: (contents: Awaited<ReturnType<typeof targetContents>>) => void;
    /** `file` already checked (`npm run restore` checks it before it opens the database); disposed here. */
    archive?: VerifiedArchive;
  } = {},
): Promise<{ manifest: Manifest; replaced: Awaited<ReturnType<typeof targetContents>> }> {
  const archive = verified ?? (await verifyArchive(file));
  try {
    const { manifest } = archive;
    const folder = target.migrationsFolder ?? path.resolve(process.cwd(), 'drizzle');
    const known = new Set(readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
    const unknown = manifest.migrations.filter((m) => !known.has(m.createdAt));
    if (unknown.length) {
      throw new RestoreRefused(
        `Refusing ${file}: it was made by a newer version of the shop (${unknown.length} migration(s) this version does not have). Install that version, then restore. Nothing was restored.`,
      );
    }
    const replaced = await targetContents(target);
    if (!replaced.empty && !force) {
      throw new RestoreRefused(
        `Refusing to restore over data: the database has ${describe(replaced)}. Run again with --force to replace it with the backup. Nothing was restored.`,
      );
    }
    if (!replaced.empty) onReplace?.(replaced);
    const bookSchema = target.schema;
    const level = manifest.migrations.at(-1)?.createdAt ?? -1;
    await target.db.transaction(async (tx) => {
      const asDb = tx as unknown as Db; // migrate's own transaction becomes a savepoint inside this one
      await dropEverything(tx, bookSchema ?? 'drizzle');
      if (level >= 0) await migrate(asDb, { folder, schema: bookSchema, upTo: level });
      const have = await migrationLevel(tx, bookSchema ?? 'drizzle');
      if (have.length !== manifest.migrations.length) throw new Error(`the schema was rebuilt to ${have.length} migrations, the backup has ${manifest.migrations.length}`);
      for (const table of manifest.tables) {
        const rows = archive.read(table.path).toString().split('\n').filter(Boolean);
        await loadTable(tx, { name: table.name, rows });
      }
      await resetSequences(tx);
    });
    // The migrations since the backup, as `npm start` would run them.
    await migrate(target.db, { folder, schema: bookSchema });
    if (!replaced.empty) await target.storage.clear();
    for (const stored of manifest.files) await target.storage.setItemRaw(stored.key, archive.read(stored.path));
    return { manifest, replaced };
  } finally {
    archive.dispose();
  }
}

/** "users 3, orders 5 and 2 stored files" */
export function describe(contents: { tables: { name: string; rows: number }[]; files: number }): string {
  const parts = contents.tables.map((t) => `${t.name} ${t.rows}`);
  return `${parts.length ? `rows in ${parts.join(', ')}` : 'no rows'} and ${contents.files} stored file(s)`;
}
