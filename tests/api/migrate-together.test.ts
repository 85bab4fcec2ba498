import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate.ts';
import { openTestDb, type TestDb } from './harness.ts';

// Migrations also change what every schema of a database shares (pg_trgm's functions, migration
// 0011), so two schemas migrated at the same moment (the API suite on PostgreSQL, two shops on one
// server) must take turns: once they failed with "tuple concurrently updated".
const url = process.env.TEST_DATABASE_URL;
const handles: TestDb[] = [];
afterAll(() => Promise.all(handles.map((h) => h.close())));

describe.skipIf(!url)('migrations of several schemas at once (PostgreSQL)', () => {
  it('migrates four fresh schemas together, each to the end', async () => {
    handles.push(...(await Promise.all([1, 2, 3, 4].map(() => openTestDb({ migrate: false })))));
    await Promise.all(handles.map((h) => migrate(h.db, { schema: h.schema })));
    for (const h of handles) {
      const result = await h.db.execute(sql`select count(*)::int as n from ${sql.identifier(h.schema!)}.__drizzle_migrations`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(10);
    }
  });
});
