// `npm run db:seed [-- --demo-accounts]`: migrates the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR) and seeds the demo catalogue into it when it is empty. With
// --demo-accounts it also adds the demo shopper and admin, whatever NODE_ENV says: an explicit
// step for a test or demo database, never something production does on its own.
// It refuses while the shop runs on the same embedded database (PGlite allows one process).
import { dbOptionsFromEnv, openDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import * as data from '../db/seed-data.ts';
import { commandEnv, readArgs, refuseDatabaseLogin, refuseWhileShopRuns } from './cli.ts';

const { values } = readArgs('seed', 'Usage: npm run db:seed [-- --demo-accounts]', { 'demo-accounts': { type: 'boolean', default: false } });
const env = commandEnv('seed');
await refuseWhileShopRuns(env, 'seed', 'Nothing was seeded.');
await refuseDatabaseLogin(env, 'seed', 'Nothing was seeded.');
const handle = await openDb(dbOptionsFromEnv(env));
try {
  await migrate(handle.db);
  const seeded = await seedIfEmpty(handle.db, data, { demoAccounts: values['demo-accounts'] });
  const where = env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`;
  console.info(seeded ? `[seed] seeded the demo catalogue into ${where}` : `[seed] ${where} already has a catalogue: left as it is`);
  if (values['demo-accounts']) console.info('[seed] demo accounts: demo@handcrafted.test and admin@handcrafted.test');
} finally {
  await handle.close();
}
