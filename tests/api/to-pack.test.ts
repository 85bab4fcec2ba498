import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../src/server/db/schema.ts';
import { createTestShop, placeTestOrder, signUp, signUpAdmin, TEST_ADDRESS, type Client, type TestShop } from './harness.ts';

// The back-office's To pack (decision 194): the orders placed and not packed yet, and what to gather.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUpAdmin(shop);
});
afterAll(() => shop?.close());

describe('To pack (GET /admin/orders/to-pack)', () => {
  it('lists the orders placed and not packed, oldest first, as slips, and sums what to gather by self-help group', async () => {
    const empty = await admin.get('/admin/orders/to-pack');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ total: 0, gather: [], orders: [] });

    const lata = (await signUp(shop, { fullName: 'Lata Shinde' })).client;
    const first = await placeTestOrder(lata, [['p-udid-papad', 2], ['p-malvani-masala', 1]]);
    const second = await placeTestOrder(lata, [['p-udid-papad', 3]]);
    const packed = await placeTestOrder(lata, [['p-turmeric-powder', 1]]);
    expect((await admin.post(`/admin/orders/${packed._id}/actions`, { json: { action: 'process' } })).status).toBe(200);

    const res = await admin.get('/admin/orders/to-pack');
    expect(res.status).toBe(200);
    const { total, gather, orders: slips } = res.body.data;
    expect(total).toBe(2);
    expect(slips.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([first.orderNumber, second.orderNumber]);
    expect(slips[0]).toMatchObject({
      _id: first._id,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      total: first.total,
      address: expect.objectContaining({ name: 'Lata Shinde', zipCode: '411002', phoneNumber: '+91 98220 11122' }),
      items: [expect.objectContaining({ productId: 'p-udid-papad', quantity: 2 }), expect.objectContaining({ productId: 'p-malvani-masala', quantity: 1 })],
    });
    const declared = await shop.db
      .select({ id: products.id, packer: products.packerName, netQuantity: products.netQuantity, unit: products.netQuantityUnit })
      .from(products)
      .where(inArray(products.id, ['p-udid-papad', 'p-malvani-masala']));
    const of = (id: string) => declared.find((p) => p.id === id)!;
    expect(gather).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: 'p-udid-papad', quantity: 5, orders: 2, packer: of('p-udid-papad').packer, netQuantity: of('p-udid-papad').netQuantity, netQuantityUnit: of('p-udid-papad').unit }),
        expect.objectContaining({ productId: 'p-malvani-masala', quantity: 1, orders: 1, packer: of('p-malvani-masala').packer }),
      ]),
    );
    expect(gather).toHaveLength(2);
    // Nothing of the packed order: it is past packing.
    expect(JSON.stringify(res.body.data)).not.toContain('p-turmeric-powder');
  });

  it('shows the oldest 100 and counts them all', async () => {
    const { user } = await signUp(shop, { fullName: 'Bulk Buyer' });
    await shop.db.execute(sql`insert into orders (id, user_id, address, subtotal_paise, shipping_paise, taxes_paise, discount_paise, total_paise, created_at)
      select gen_random_uuid()::text, ${user._id}, ${JSON.stringify(TEST_ADDRESS)}::jsonb, 0, 0, 0, 0, 0, timestamptz '2001-01-01 10:00+05:30' + make_interval(mins => n) from generate_series(1, 101) n`);
    try {
      const { total, orders: slips } = (await admin.get('/admin/orders/to-pack')).body.data;
      expect(total).toBe(103);
      expect(slips).toHaveLength(100);
      // The oldest first: these long-ago orders come before the two of the test above.
      expect(slips.every((o: { createdAt: string }) => o.createdAt.startsWith('2001-01-01'))).toBe(true);
    } finally {
      await shop.db.delete(orders).where(eq(orders.userId, user._id));
    }
  });

  it('is for the staff only', async () => {
    expect((await shop.client().get('/admin/orders/to-pack')).status).toBe(401);
    expect((await (await signUp(shop)).client.get('/admin/orders/to-pack')).status).toBe(403);
  });
});
