import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, stockAlerts } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, placeTestOrder, signUp, signUpAdmin, type Client, type TestShop } from './harness.ts';

// "Email me when it is back" (decision 198). Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUpAdmin(shop);
});
afterAll(() => shop?.close());

const stockOf = async (id: string) => (await shop.client().get(`/products/${id}`)).body.data.stock_quantity as number;
const mailsAbout = (product: string) => shop.mail.filter((m) => m.subject === `${product} is back in stock`);

describe('a shopper waits for a product out of stock', () => {
  it('is mailed once when the staff restock it, and only she who asked', async () => {
    const product = (await shop.client().get('/products/p-udid-papad')).body.data as { name: string };
    expect((await admin.post('/admin/products/p-udid-papad/stock', { json: { set: 0, reason: 'correction' } })).status).toBe(200);
    const lata = await signUp(shop, { fullName: 'Lata Shinde' });
    const asha = await signUp(shop, { fullName: 'Asha Pawar' });

    const asked = await lata.client.put('/users/stock-alerts/p-udid-papad');
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`We will email you when ${product.name} is back in stock.`);
    // Asked twice, it is one wish.
    expect((await lata.client.put('/users/stock-alerts/p-udid-papad')).body.data.alerts).toEqual([{ product: { _id: 'p-udid-papad', name: product.name }, createdAt: expect.any(String) }]);
    expect((await asha.client.put('/users/stock-alerts/p-udid-papad')).status).toBe(200);
    // Asha changes her mind.
    expect((await asha.client.delete('/users/stock-alerts/p-udid-papad')).body.data.alerts).toEqual([]);

    // The staff see how many wait, on the list and on the product (decision 199).
    const listed = (await admin.get('/admin/products?stock=out')).body.data.products as { _id: string; waiting: number }[];
    expect(listed.find((p) => p._id === 'p-udid-papad')?.waiting).toBe(1);
    expect(listed.filter((p) => p._id !== 'p-udid-papad').map((p) => p.waiting)).toEqual(listed.filter((p) => p._id !== 'p-udid-papad').map(() => 0));
    expect((await admin.get('/admin/products/p-udid-papad')).body.data.waiting).toBe(1);
    expect((await lata.client.get('/admin/products/p-udid-papad')).status).toBe(403);

    shop.mail.length = 0;
    expect((await admin.post('/admin/products/p-udid-papad/stock', { json: { adjust: 12, reason: 'restock', note: 'New batch' } })).status).toBe(200);
    await vi.waitFor(() => expect(mailsAbout(product.name).map((m) => m.to)).toEqual([lata.fields.email]));
    expect(mailsAbout(product.name)[0]!.text).toContain('/product/p-udid-papad');
    expect((await lata.client.get('/users/stock-alerts')).body.data.alerts).toEqual([]);
    expect((await admin.get('/admin/products/p-udid-papad')).body.data.waiting).toBe(0);
    // Restocked again: nobody waits now, nobody is mailed.
    expect((await admin.post('/admin/products/p-udid-papad/stock', { json: { adjust: 1, reason: 'restock' } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsAbout(product.name)).toHaveLength(1);
  });

  it('is mailed when a cancelled order puts the last ones back', async () => {
    const name = (await shop.client().get('/products/p-malvani-masala')).body.data.name as string;
    const buyer = await signUp(shop, { fullName: 'Bulk Buyer' });
    const order = await placeTestOrder(buyer.client, [['p-malvani-masala', await stockOf('p-malvani-masala')]]);
    expect(await stockOf('p-malvani-masala')).toBe(0);
    const waiting = await signUp(shop, { fullName: 'Rekha Jadhav' });
    expect((await waiting.client.put('/users/stock-alerts/p-malvani-masala')).status).toBe(200);
    shop.mail.length = 0;
    expect((await buyer.client.post(`/orders/cancel-order/${order._id}`, { json: {} })).status).toBe(200);
    await vi.waitFor(() => expect(mailsAbout(name).map((m) => m.to)).toEqual([waiting.fields.email]));
  });

  it('keeps her wish when its mail fails, and mails her at the next change of the product', async () => {
    const name = (await shop.client().get('/products/p-red-chilli-powder')).body.data.name as string;
    expect((await admin.post('/admin/products/p-red-chilli-powder/stock', { json: { set: 0, reason: 'correction' } })).status).toBe(200);
    const waiting = await signUp(shop, { fullName: 'Kavita More' });
    expect((await waiting.client.put('/users/stock-alerts/p-red-chilli-powder')).status).toBe(200);
    const send = vi.spyOn(shop.deps.mailer, 'send').mockRejectedValueOnce(new Error('the mail server is down'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      shop.mail.length = 0;
      expect((await admin.post('/admin/products/p-red-chilli-powder/stock', { json: { adjust: 6, reason: 'restock' } })).status).toBe(200);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not send a back-in-stock mail'), expect.anything()));
      await vi.waitFor(async () => expect((await waiting.client.get('/users/stock-alerts')).body.data.alerts).toEqual([{ product: { _id: 'p-red-chilli-powder', name }, createdAt: expect.any(String) }]));
      expect(mailsAbout(name)).toEqual([]);
    } finally {
      send.mockRestore();
      logged.mockRestore();
    }
    expect((await admin.post('/admin/products/p-red-chilli-powder/stock', { json: { adjust: 1, reason: 'correction' } })).status).toBe(200);
    await vi.waitFor(() => expect(mailsAbout(name).map((m) => m.to)).toEqual([waiting.fields.email]));
    expect((await waiting.client.get('/users/stock-alerts')).body.data.alerts).toEqual([]);
  });

  it('is not looked for when an order is placed, which only takes stock; a cancelled one is', async () => {
    const buyer = await signUp(shop);
    const deletes = vi.spyOn(shop.db, 'delete');
    const wishesTaken = () => deletes.mock.calls.filter(([table]) => table === stockAlerts).length;
    try {
      const order = await placeTestOrder(buyer.client, [['p-turmeric-powder', 1]]);
      expect(wishesTaken()).toBe(0);
      expect((await buyer.client.post(`/orders/cancel-order/${order._id}`, { json: {} })).status).toBe(200);
      expect(wishesTaken()).toBe(1);
    } finally {
      deletes.mockRestore();
    }
  });

  it('refuses a product in stock or not sold, needs sign-in, and goes with a deleted account', async () => {
    const s = await signUp(shop);
    const inStock = await s.client.put('/users/stock-alerts/p-turmeric-powder');
    expect(inStock.status).toBe(409);
    expect(errorMessage(inStock)).toMatch(/ is in stock: you can add it to your cart now\.$/);
    expect((await s.client.put('/users/stock-alerts/p-no-such-thing')).status).toBe(404);
    expect((await shop.client().put('/users/stock-alerts/p-turmeric-powder')).status).toBe(401);
    expect((await shop.client().get('/users/stock-alerts')).status).toBe(401);

    expect((await admin.post('/admin/products/p-kolhapuri-masala/stock', { json: { set: 0, reason: 'correction' } })).status).toBe(200);
    // At most 50 wishes at once: the 51st is refused, saying how to make room.
    const many = await signUp(shop);
    const fifty = await shop.db
      .insert(products)
      .values(Array.from({ length: 50 }, (_, i) => ({ id: `x-waited-${i}`, slug: `x-waited-${i}`, name: `Waited ${i}`, description: 'Sold out.', categoryId: 'c-spices', pricePaise: 10_000, mrpPaise: 10_000, stock: 0 })))
      .returning({ id: products.id });
    await shop.db.insert(stockAlerts).values(fifty.map(({ id }) => ({ userId: many.user._id, productId: id })));
    const refused = await many.client.put('/users/stock-alerts/p-kolhapuri-masala');
    expect(refused.status).toBe(409);
    expect(errorMessage(refused)).toBe('You are already waiting for 50 products: we will email you as each comes back. On the page of one you no longer want, press Do not email me, then ask for this one again.');
    expect((await s.client.put('/users/stock-alerts/p-kolhapuri-masala')).status).toBe(200);
    expect((await s.client.get('/users/my-data')).body.data.stockAlerts).toEqual([{ product: { _id: 'p-kolhapuri-masala', name: expect.any(String) }, createdAt: expect.any(String) }]);
    expect((await s.client.post('/users/delete-account', { json: { password: s.fields.password } })).status).toBe(200);
    shop.mail.length = 0;
    expect((await admin.post('/admin/products/p-kolhapuri-masala/stock', { json: { adjust: 5, reason: 'restock' } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shop.mail.filter((m) => m.subject.endsWith('is back in stock'))).toEqual([]);
  });
});
