import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate.ts';
import { categories, products, users } from '../../src/server/db/schema.ts';
import { DEMO_ADMIN, DEMO_SHOPPER, seedIfEmpty } from '../../src/server/db/seed.ts';
import * as catalogue from '../../src/server/db/seed-data.ts';
import { createTestShop, openTestDb, TEST_HASHING_COST, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ catalogue, demoAccounts: true });
});
afterAll(() => shop?.close());

describe('the demo catalogue', () => {
  it('has 6-8 categories and 40+ products with images, discounts and some out of stock', async () => {
    const cats = (await shop.client().get('/categories', { query: { limit: '100' } })).body.data.categories;
    expect(cats.length).toBeGreaterThanOrEqual(6);
    expect(cats.length).toBeLessThanOrEqual(8);
    const list = (await shop.client().get('/products', { query: { limit: '100' } })).body.data;
    expect(list.pagination.total).toBeGreaterThanOrEqual(40);
    expect(list.products.every((p: { images: string[] }) => p.images.length > 0 && p.images.every((i) => i.endsWith('-640.webp')))).toBe(true);
    expect(list.products.some((p: { discount: number }) => p.discount > 0)).toBe(true);
    expect(list.products.some((p: { inStock: boolean }) => !p.inStock)).toBe(true);
    expect(cats.reduce((sum: number, c: { productCount: number }) => sum + c.productCount, 0)).toBe(list.pagination.total);
  });

  it("sells the 12-spice 'Deal of the Season' set at 1,499 rupees", async () => {
    const deal = (await shop.client().get(`/products/${catalogue.DEAL_PRODUCT_ID}`)).body.data;
    expect(deal.price).toBe(1499);
    expect(deal.inStock).toBe(true);
  });

  it('keeps product ratings in step with the seeded reviews', async () => {
    const withReviews = (await shop.client().get('/products', { query: { limit: '100' } })).body.data.products.filter((p: { reviews: number }) => p.reviews > 0);
    expect(withReviews.length).toBeGreaterThan(5);
    for (const p of withReviews.slice(0, 5)) {
      const r = (await shop.client().get(`/reviews/product/${p._id}`, { query: { limit: '100' } })).body.data;
      expect(r.totalReviews).toBe(p.reviews);
      expect(Math.round(r.averageRating * 10) / 10).toBeCloseTo(p.rating, 1);
    }
  });

  it('finds products by search and sorts best sellers first', async () => {
    const best = (await shop.client().get('/products', { query: { sort: 'bestseller', limit: '4' } })).body.data.products;
    expect(best).toHaveLength(4);
    expect(best[0].bestseller).toBeGreaterThanOrEqual(best[3].bestseller);
    const found = (await shop.client().get('/products', { query: { search: 'masala', limit: '6' } })).body.data.products;
    expect(found.length).toBeGreaterThan(0);
  });

  it('seeds only once', async () => {
    expect(await seedIfEmpty(shop.db, catalogue, { demoAccounts: true, hashingCost: TEST_HASHING_COST })).toBe(false);
    const [{ n }] = await shop.db.select({ n: count() }).from(categories);
    expect(n).toBe(catalogue.seedCategories.length);
  });
});

describe('the demo accounts', () => {
  it('signs in the demo shopper, who has a saved address, an order in every status and a return in every state', async () => {
    const client = shop.client();
    const login = await client.post('/users/login', { json: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } });
    expect(login.status).toBe(200);
    expect((await client.get('/address/get-addresses')).body.data.data).toHaveLength(1);
    const orders = (await client.get('/orders/get-all', { query: { limit: '20' } })).body.data.orders;
    expect([...new Set(orders.map((o: { status: string }) => o.status))].sort()).toEqual(['cancelled', 'delivered', 'pending', 'processing', 'shipped']);
    expect(orders.map((o: { returnStatus: string | null }) => o.returnStatus).filter(Boolean).sort()).toEqual(['approved', 'refunded', 'rejected', 'requested']);
    expect(new Set(orders.map((o: { paymentMethod: string }) => o.paymentMethod))).toEqual(new Set(['online', 'cod']));
    for (const o of orders) {
      expect(o.total).toBe(o.subtotal + 240 + 240 - 40);
      expect(o.statusHistory.at(-1).status).toBe(o.status);
      // The events tell the same story as the order: placed first, each one from where the last one left.
      expect(o.events[0]).toMatchObject({ type: 'placed', from: null, to: 'pending', by: 'shopper' });
      const statusEvents = o.events.filter((e: { type: string }) => ['placed', 'processing', 'shipped', 'delivered', 'cancelled'].includes(e.type));
      expect(statusEvents.at(-1).to).toBe(o.status);
      if (['shipped', 'delivered'].includes(o.status)) expect(o).toMatchObject({ carrier: 'India Post', trackingNumber: 'EM123456789IN' });
      if (o.status === 'delivered') expect(o.paymentStatus).toBe(o.returnStatus === 'refunded' ? 'refunded' : 'paid');
    }
    // The newest delivered order has no return yet: the one to try a return with.
    const delivered = orders.find((o: { status: string }) => o.status === 'delivered');
    expect(delivered.returnStatus).toBeNull();
    expect((await client.post(`/orders/return-order/${delivered._id}`, { json: { reason: 'Trying returns' } })).status).toBe(200);
    const pending = orders.find((o: { status: string }) => o.status === 'pending');
    expect((await client.post(`/orders/cancel-order/${pending._id}`)).status).toBe(200);
  });

  it('signs in the admin, who may list users', async () => {
    const client = shop.client();
    const login = await client.post('/users/login', { json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(login.body.data.user.role).toBe('admin');
    expect((await client.get('/users')).status).toBe(200);
  });

  it('are never created when demo accounts are off (production)', async () => {
    const other = await openTestDb();
    try {
      await seedIfEmpty(other.db, catalogue, { demoAccounts: false, hashingCost: TEST_HASHING_COST });
      expect(await other.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email))).toEqual([]);
      expect(await other.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toEqual([]);
      const [{ n }] = await other.db.select({ n: count() }).from(products);
      expect(n).toBe(catalogue.seedProducts.length);
      // Migrating again is a no-op.
      await migrate(other.db, { schema: other.schema });
      // A development start on a database built in production mode adds the accounts, once.
      expect(await seedIfEmpty(other.db, catalogue, { demoAccounts: true, hashingCost: TEST_HASHING_COST })).toBe(false);
      expect(await other.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email))).toHaveLength(1);
      await seedIfEmpty(other.db, catalogue, { demoAccounts: true, hashingCost: TEST_HASHING_COST });
      expect(await other.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email))).toHaveLength(1);
      const [{ c }] = await other.db.select({ c: count() }).from(categories);
      expect(c).toBe(catalogue.seedCategories.length);
    } finally {
      await other.close();
    }
  }, 180_000); // opens a second database
});
