import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createStorage } from 'unstorage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { verifyPassword } from '../../src/server/auth/password.ts';
import { countRows, inSnapshot, migrationLevel, readTables } from '../../src/server/backup/database.ts';
import type { AppDeps } from '../../src/server/context.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { users } from '../../src/server/db/schema.ts';
import { parseServerEnv } from '../../src/server/env.ts';
import { createRateLimiter } from '../../src/server/rate-limit.ts';
import { createClient, openTestDbUpTo, SITE_URL, TEST_HASHING_COST, type TestDb } from './harness.ts';

/**
 * Upgrades keep everything: a database made by the first schema that shipped
 * (tests/fixtures/first-schema.sql over migrations 0000 and 0001) is migrated to today's schema and
 * every row is found; a migration that fails halfway leaves the database exactly as it was.
 */
let handle: TestDb;
const bookSchema = () => handle.schema ?? 'drizzle';

beforeAll(async () => {
  handle = await openTestDbUpTo('0001_initial_schema');
  expect((await migrationLevel(handle.db, bookSchema())).length).toBe(2);
  const fixture = readFileSync('tests/fixtures/first-schema.sql', 'utf8').replace(/^--.*$/gm, '');
  for (const statement of fixture.split(/;\s*\n/).filter((s) => s.trim())) await handle.db.execute(sql.raw(statement));
  await migrate(handle.db, { schema: handle.schema });
});
afterAll(() => handle?.close());

describe('a database of the first schema, upgraded to today', () => {
  it('keeps every row: shoppers, orders in every status with their items, reviews, addresses', async () => {
    const counts = Object.fromEntries((await countRows(handle.db)).map((t) => [t.name, t.rows]));
    expect(counts).toMatchObject({
      categories: 2,
      products: 3,
      users: 3,
      addresses: 2,
      orders: 5,
      order_items: 6,
      reviews: 2,
      carts: 1,
      cart_items: 1,
      wishlist_items: 1,
      refresh_tokens: 1,
      mail_tokens: 1,
      // One event per status history entry (1 + 2 + 3 + 4 + 2) and the return asked for.
      order_events: 13,
    });
    const [sunita] = await handle.db.select().from(users).where(eq(users.id, 'u-sunita'));
    expect(sunita).toMatchObject({ fullName: 'Sunita Jadhav', email: 'sunita@example.com', avatarKey: 'u-sunita.webp' });
    expect(await verifyPassword(sunita!.passwordHash, 'first-shop-2026')).toBe(true);
  });

  it('serves the old orders to their shoppers through today\'s API, totals and items intact', async () => {
    const now = () => new Date();
    const deps: AppDeps = {
      db: handle.db,
      env: parseServerEnv({ NODE_ENV: 'test', SITE_URL }),
      mailer: { async send() {} },
      storage: createStorage(),
      rateLimiter: createRateLimiter({ enabled: false, rules: {}, now }),
      hashingCost: TEST_HASHING_COST,
      now,
    };
    const kavita = createClient(createApp(deps));
    expect((await kavita.post('/users/login', { json: { email: 'kavita@example.com', password: 'first-shop-2026' } })).status).toBe(200);
    const delivered = await kavita.get('/orders/o-delivered');
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ _id: 'o-delivered', status: 'delivered', total: 226.8, paymentStatus: 'paid', returnStatus: 'requested' });
    expect(delivered.body.data.items).toEqual([expect.objectContaining({ productId: 'p-old-masala', quantity: 1 })]);
    const shipped = await kavita.get('/orders/o-shipped');
    expect(shipped.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Udid Papad', 'Poha Chivda']);
    expect((await kavita.get('/address/get-addresses')).body.data.data).toEqual([expect.objectContaining({ address: '9 Market Road', zipCode: '411002' })]);
    const reviews = (await kavita.get('/reviews/product/p-old-masala')).body.data.reviews;
    expect(reviews.map((r: { comment: string }) => r.comment).sort()).toEqual(['Good.', 'Sweet, smoky, fresh.']);
  });
});

describe('a migration that fails halfway', () => {
  let folder: string;
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('leaves the database as it was and says which migration failed', async () => {
    // Today's migrations and two more: one that works, then one that fails after changing things.
    folder = mkdtempSync(path.join(tmpdir(), 'shop-failing-migration-'));
    cpSync('drizzle', folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const { when: last, tag: lastTag } = journal.entries.at(-1) as { when: number; tag: string };
    journal.entries.push(
      { idx: 98, version: '7', when: last + 1000, tag: '0098_works', breakpoints: true },
      { idx: 99, version: '7', when: last + 2000, tag: '0099_fails_halfway', breakpoints: true },
    );
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(folder, '0098_works.sql'), 'CREATE TABLE "upgrade_probe" ("id" text PRIMARY KEY);');
    writeFileSync(
      path.join(folder, '0099_fails_halfway.sql'),
      'ALTER TABLE "orders" ADD COLUMN "probe" integer;--> statement-breakpoint\nDELETE FROM "reviews";--> statement-breakpoint\nUPDATE "orders" SET "probe" = 1 / 0;',
    );

    const before = await inSnapshot(handle.db, readTables);
    const level = await migrationLevel(handle.db, bookSchema());
    await expect(migrate(handle.db, { folder, schema: handle.schema })).rejects.toThrow(
      `Migration 0099_fails_halfway failed: division by zero. Nothing was changed: all 2 pending migration(s) ran in one transaction, which was rolled back, leaving the database as it was, at ${lastTag}.`,
    );
    expect(await inSnapshot(handle.db, readTables)).toEqual(before);
    expect(await migrationLevel(handle.db, bookSchema())).toEqual(level);
    const probe = await handle.db.execute(sql`select to_regclass('upgrade_probe') is null as gone`);
    expect((probe as unknown as { rows: { gone: boolean }[] }).rows[0]!.gone).toBe(true);
  });
});
