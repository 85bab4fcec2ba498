// `npm run restore -- FILE [--force]`: checks the archive whole (manifest and every checksum)
// before touching anything, then restores it into the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR) and the data folder's stored files. A database or folder with data is
// replaced only with --force, after saying what it holds. Stop the shop first.
import { BackupArchiveError, verifyArchive } from '../backup/archive.ts';
import { describe, RestoreRefused, restoreBackup } from '../backup/restore.ts';
import { dbOptionsFromEnv, openDb } from '../db/client.ts';
import { MigrationError } from '../db/migrate.ts';
import { loggableMessage } from '../loggable.ts';
import { createUploadStorage } from '../storage/uploads.ts';
import { commandEnv, readArgs, refuseDatabaseLogin, refuseWhileShopRuns } from './cli.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';
const { values, positionals } = readArgs('restore', USAGE, { force: { type: 'boolean', default: false } }, true);
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const env = commandEnv('restore');
await refuseWhileShopRuns(env, 'restore', 'Nothing was restored.');
await refuseDatabaseLogin(env, 'restore', 'Nothing was restored.');

// The archive is checked whole before the database is opened: opening one makes it, and a file cut
// short or misnamed would leave a new empty database in a fresh DATA_DIR behind its refusal.
const archive = await verifyArchive(file).catch((error: unknown) => {
  if (!(error instanceof BackupArchiveError)) throw error;
  console.error(`[restore] ${error.message}`);
  return process.exit(1);
});
const handle = await openDb(dbOptionsFromEnv(env));
const storage = createUploadStorage(env.DATA_DIR);
try {
  const where = env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`;
  const { manifest } = await restoreBackup(
    file,
    { db: handle.db, storage },
    { force: values.force, archive, onReplace: (now) => console.info(`[restore] --force: replacing ${describe(now)} in ${where}`) },
  );
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.info(
    `[restore] restored the backup of ${manifest.createdAt} (${manifest.source === 'postgres' ? 'PostgreSQL' : 'embedded database'}): ${manifest.tables.length} tables, ${rows} rows and ${manifest.files.length} stored files into ${where}`,
  );
} catch (error) {
  const known = error instanceof BackupArchiveError || error instanceof RestoreRefused || error instanceof MigrationError;
  console.error(`[restore] ${known ? (error as Error).message : `failed: ${loggableMessage(error)}`}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
