// `npm run backup`: writes one archive of the database and every stored file into BACKUP_DIR and
// prints its path last (docs/decisions/090-backups.md). On the embedded database, a running shop
// owns the data folder: it is asked to take the backup over its socket in DATA_DIR. Without a
// running shop, or on PostgreSQL (DATABASE_URL), this process reads the database itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../backup/archive.ts';
import { askRunningShop } from '../backup/service.ts';
import { dbOptionsFromEnv, openDb } from '../db/client.ts';
import { loggableMessage } from '../loggable.ts';
import { createUploadStorage } from '../storage/uploads.ts';
import { commandEnv, readArgs, refuseDatabaseLogin } from './cli.ts';

readArgs('backup', 'Usage: npm run backup (into BACKUP_DIR; the database of DATABASE_URL, or the embedded one in DATA_DIR)', {});
const env = commandEnv('backup');
await refuseDatabaseLogin(env, 'backup', 'Nothing was written.');
const dir = path.resolve(env.BACKUP_DIR);
try {
  const byShop = env.DATABASE_URL ? null : await askRunningShop(env.DATA_DIR, dir);
  const options = dbOptionsFromEnv(env);
  const pgliteDir = 'pgliteDir' in options ? options.pgliteDir : null;
  if (byShop) {
    console.info(`[backup] the running shop took the backup of ${env.DATA_DIR}`);
    console.log(byShop);
  } else if (pgliteDir && !existsSync(pgliteDir)) {
    // Opening it would make an empty database there, and an archive of nothing that looks like a backup.
    console.error(`[backup] there is no shop database in ${env.DATA_DIR} (no ${pgliteDir}): is DATA_DIR the shop's? Nothing was written.`);
    process.exitCode = 1;
  } else {
    const handle = await openDb(options);
    try {
      const { file, manifest } = await writeBackup({ db: handle.db, storage: createUploadStorage(env.DATA_DIR), kind: handle.kind }, dir);
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      console.info(`[backup] ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} stored files from the ${handle.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database`);
      console.log(file);
    } finally {
      await handle.close();
    }
  }
} catch (error) {
  console.error(`[backup] failed: ${loggableMessage(error)}`);
  process.exitCode = 1;
}
