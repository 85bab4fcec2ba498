// Bench only: grows the catalogue of a bench database to N products (default 10,000) with
// synthetic copies of the demo products, so `npm run bench` can show how the server's cost
// rises with the catalogue. Never used by the shop itself, never run on the default DATA_DIR.
//
//   node scripts/bench/grow-catalogue.mjs <data-dir> [products]
//
// Runs on Node 24 (npm scripts and npx use it): it imports the API's TypeScript database
// modules directly, so the rows are written with the API's own Drizzle schema and migrations.
import { resolve } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDb, dbOptionsFromEnv } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { products } from '../../src/server/db/schema.ts';

const BATCH = 500;

/** Words that make the synthetic names and descriptions read like the catalogue (and exercise search). */
const VILLAGES = ['Kolhapur', 'Satara', 'Nashik', 'Jalgaon', 'Ratnagiri', 'Sangli', 'Solapur', 'Wardha', 'Amravati', 'Latur', 'Dhule', 'Beed'];
const STYLES = ['Home-style', 'Stone-ground', 'Sun-dried', 'Small-batch', 'Heritage', 'Festival', 'Everyday', 'Village'];

/**
 * Rows for products number `from` .. `to - 1`, each a variation of a demo product.
 * @param {Array<typeof products.$inferSelect>} templates
 */
export function syntheticProducts(templates, from, to, now = new Date()) {
  const rows = [];
  for (let n = from; n < to; n += 1) {
    const t = templates[n % templates.length];
    const village = VILLAGES[n % VILLAGES.length];
    const style = STYLES[Math.floor(n / VILLAGES.length) % STYLES.length];
    const pricePaise = t.pricePaise + (n % 50) * 500;
    rows.push({
      // Every field of the template (declarations, category, pictures), then what makes it its own.
      ...t,
      id: `bench-${n}`,
      slug: `${t.slug}-bench-${n}`,
      name: `${style} ${t.name} from ${village} No. ${n}`,
      description: `${t.description} Made in small lots by a self-help group near ${village}.`,
      brand: `${village} Mahila Bachat Gat`,
      pricePaise,
      // A round MRP as printed on a pack, above the price on every fourth product (a discount).
      mrpPaise: n % 4 === 0 ? Math.ceil((pricePaise * 1.1) / 1000) * 1000 : pricePaise,
      stock: n % 13 === 0 ? 0 : 5 + (n % 40),
      status: 'active',
      bestseller: n % 300,
      reviewCount: 0,
      ratingSum: 0,
      createdAt: new Date(now.getTime() - (n % 700) * 86_400_000),
    });
  }
  return rows;
}

/**
 * Makes the database in `dataDir` hold `target` products: migrates, seeds the demo catalogue
 * when empty (no demo accounts), then inserts synthetic products. Answers the final count.
 */
export async function growCatalogue(dataDir, target = 10_000) {
  // DATABASE_URL (the bench's --database-url): the catalogue grows on that PostgreSQL server instead.
  const handle = await openDb(dbOptionsFromEnv({ DATA_DIR: resolve(dataDir), DATABASE_URL: process.env.DATABASE_URL }));
  try {
    await migrate(handle.db);
    if (process.env.DATABASE_URL) {
      // Only an empty database or one the bench grew before: never a shop's own catalogue.
      const [{ all }] = await handle.db.select({ all: count() }).from(products);
      const [{ bench }] = await handle.db.select({ bench: count() }).from(products).where(sql`${products.id} like 'bench-%'`);
      if (all > 0 && bench === 0) throw new Error('refusing to grow this PostgreSQL database: it holds products the bench did not write');
    }
    const [{ seedIfEmpty }, data] = await Promise.all([
      import('../../src/server/db/seed.ts'),
      import('../../src/server/db/seed-data.ts'),
    ]);
    await seedIfEmpty(handle.db, data, { demoAccounts: false });

    const templates = await handle.db.select().from(products).where(sql`${products.id} not like 'bench-%'`);
    if (templates.length === 0) throw new Error('no demo products to copy');
    const [{ n: existing }] = await handle.db.select({ n: count() }).from(products);
    for (let from = existing; from < target; from += BATCH) {
      const to = Math.min(from + BATCH, target);
      await handle.db.insert(products).values(syntheticProducts(templates, from, to)).onConflictDoNothing();
    }
    // Fresh statistics, as a real catalogue that grew over time would have.
    await handle.db.execute(sql`analyze`);
    const [{ n }] = await handle.db.select({ n: count() }).from(products);
    return n;
  } finally {
    await handle.close();
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const [dataDir, target = '10000'] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node scripts/bench/grow-catalogue.mjs <data-dir> [products]');
    process.exit(2);
  }
  if (resolve(dataDir) === resolve('data')) {
    console.error('refusing to grow the default ./data: give the bench its own data folder');
    process.exit(2);
  }
  const started = Date.now();
  const n = await growCatalogue(dataDir, Number(target));
  console.log(`[grow] ${dataDir}: ${n} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
