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
    rows.push({
      id: `bench-${n}`,
      slug: `${t.slug}-bench-${n}`,
      name: `${style} ${t.name} from ${village} No. ${n}`,
      description: `${t.description} Made in small lots by a self-help group near ${village}.`,
      features: t.features,
      storageAndUsage: t.storageAndUsage,
      brand: `${village} Mahila Bachat Gat`,
      categoryId: t.categoryId,
      pricePaise: t.pricePaise + (n % 50) * 500,
      discount: n % 4 === 0 ? 10 : 0,
      stock: n % 13 === 0 ? 0 : 5 + (n % 40),
      bestseller: n % 300,
      images: t.images,
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
  const handle = await openDb(dbOptionsFromEnv({ DATA_DIR: resolve(dataDir) }));
  try {
    await migrate(handle.db);
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
