import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '../../src/server/db/schema.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { discountPercent, mrpFromDiscount } from '../../src/shared/price.ts';
import { openTestDbUpTo, type TestDb } from './harness.ts';

/**
 * Migration 0006 gives every product an MRP from its price and stored discount (the rule of
 * mrpFromDiscount, in SQL), and 0007 drops the stored discount: a database migrated up to 0005 with
 * products in it is migrated on, and each product's MRP is the one the rule gives.
 */
let handle: TestDb;
beforeAll(async () => {
  handle = await openTestDbUpTo('0005_drop_status_history');
});
afterAll(() => handle?.close());

describe('migrating prices and discounts to MRPs', () => {
  // [price in paise, stored discount]
  const cases: [number, number][] = [
    [16000, 10],
    [11000, 15],
    [16000, 20],
    [11500, 5],
    [10000, 1],
    [149900, 0],
    [24950, 10],
    [9999, 33],
  ];

  it('gives each product a round MRP by the rule, and order lines their price as MRP', async () => {
    const exec = (q: string) => handle.db.execute(sql.raw(q));
    await exec(`insert into categories (id, slug, name) values ('c1', 'spices', 'Spices')`);
    for (const [i, [price, discount]] of cases.entries()) {
      await exec(`insert into products (id, slug, name, category_id, price_paise, discount) values ('p${i}', 'p${i}', 'P${i}', 'c1', ${price}, ${discount})`);
    }
    await exec(`insert into users (id, full_name, user_name, email, password_hash) values ('u1', 'Old Shopper', 'old', 'old@example.com', 'x')`);
    await exec(
      `insert into orders (id, user_id, address, subtotal_paise, shipping_paise, taxes_paise, discount_paise, total_paise) values ('o1', 'u1', '{}'::jsonb, 16000, 0, 0, 0, 16000)`,
    );
    await exec(`insert into order_items (id, order_id, product_id, name, price_paise, quantity) values ('i1', 'o1', 'p0', 'P0', 16000, 1)`);

    await migrate(handle.db, { schema: handle.schema });

    const rows = await handle.db.select().from(products).orderBy(asc(products.id));
    expect(rows.map((p) => p.mrpPaise)).toEqual(cases.map(([price, discount]) => mrpFromDiscount(price, discount)));
    expect(rows.map((p) => p.mrpPaise)).toEqual([18000, 13000, 20000, 12000, 10000, 149900, 27500, 15000]);
    for (const p of rows) {
      expect(p.mrpPaise).toBeGreaterThanOrEqual(p.pricePaise);
      expect(p).not.toHaveProperty('discount');
    }
    expect(rows.map((p) => discountPercent(p.mrpPaise, p.pricePaise))).toEqual([11, 15, 20, 4, 0, 0, 9, 33]);
    const [item] = await handle.db.select().from(orderItems);
    expect(item).toMatchObject({ pricePaise: 16000, mrpPaise: 16000 });
  });
});
