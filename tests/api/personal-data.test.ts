import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createRateLimiter } from '../../src/server/rate-limit.ts';
import { createClient, createTestShop, errorMessage, signUp, signUpAdmin, type Client, type TestShop } from './harness.ts';

// A shopper downloads everything the shop keeps of her (decision 191). Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUpAdmin(shop);
});
afterAll(() => shop?.close());

const PASSWORD = 'secret123';
const address = { name: 'Sunita Jadhav', phoneNumber: '+91 98220 55512', address: '7 Tilak Road', zipCode: '411002', state: 'Maharashtra', country: 'India' };

describe("a shopper's own data (GET /users/my-data)", () => {
  it('holds her account, addresses, orders, reviews, wishlist, cart and history, and nothing of anyone else', async () => {
    const s = await signUp(shop, { fullName: 'Sunita Jadhav', phoneNumber: '+91 98220 55512' });
    const firstEmail = s.fields.email;
    const email = `sunita.${Date.now()}@example.in`;
    expect((await s.client.patch('/users/update-account', { json: { email, currentPassword: PASSWORD } })).status).toBe(200);
    const addressId = (await s.client.post('/address/create-address', { json: address })).body.data._id as string;
    expect((await s.client.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 2 } })).status).toBe(200);
    const order = (await s.client.post('/orders', { json: { addressId, paymentMethod: 'cod' } })).body.data as { _id: string; orderNumber: string };
    expect((await admin.post(`/admin/orders/${order._id}/notes`, { json: { note: 'Rang twice, no answer: try after 6 pm' } })).status).toBe(201);
    expect((await admin.post(`/admin/orders/${order._id}/actions`, { json: { action: 'cancel', reason: 'Out of stock' } })).status).toBe(200);
    expect((await s.client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 3 } })).status).toBe(200);
    expect((await s.client.post('/wishlist/add', { json: { productId: 'p-kolhapuri-masala' } })).status).toBe(200);
    const review = await s.client.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 4, title: 'Bright', comment: 'A good colour in dal.' } });
    expect(review.status).toBe(201);
    expect((await admin.post(`/admin/reviews/${review.body.data._id}/hide`)).status).toBe(200);
    // Another shopper's review of the same product is hers, not in this file.
    const other = await signUp(shop, { fullName: 'Rekha Other' });
    expect((await other.client.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 5, comment: 'Lovely' } })).status).toBe(201);

    const res = await s.client.get('/users/my-data');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body.data;
    expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
    expect(data.account).toMatchObject({ _id: s.user._id, fullName: 'Sunita Jadhav', email, phoneNumber: '+91 98220 55512', role: 'user' });
    expect(data.addresses).toEqual([expect.objectContaining({ _id: addressId, name: 'Sunita Jadhav', zipCode: '411002' })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ _id: order._id, orderNumber: order.orderNumber, status: 'cancelled', items: [expect.objectContaining({ productId: 'p-udid-papad', quantity: 2 })] });
    expect(data.orders[0].events.map((e: { type: string; by: string }) => [e.type, e.by])).toEqual([['placed', 'shopper'], ['cancelled', 'staff']]);
    expect(data.reviews).toEqual([
      { product: { _id: 'p-turmeric-powder', name: expect.any(String) }, rating: 4, title: 'Bright', comment: 'A good colour in dal.', hidden: true, createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(data.wishlist).toEqual([{ product: { _id: 'p-kolhapuri-masala', name: expect.any(String) }, addedAt: expect.any(String) }]);
    expect(data.cart).toEqual([{ product: { _id: 'p-malvani-masala', name: expect.any(String) }, quantity: 3, addedAt: expect.any(String) }]);
    expect(data.accountHistory).toEqual([{ type: 'email-changed', at: expect.any(String), by: 'owner', previousEmail: firstEmail }]);
    // Never her password, nor the staff's own notes, nor anyone else.
    const text = JSON.stringify(data);
    for (const secret of ['argon2', 'passwordHash', 'Rang twice', 'Rekha', 'Meena']) expect(text).not.toContain(secret);
  });

  it('needs a signed-in shopper', async () => {
    const res = await shop.client().get('/users/my-data');
    expect(res.status).toBe(401);
  });

  it('is limited to 10 downloads an hour per account', async () => {
    const { fields } = await signUp(shop);
    const limited = createClient(createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, rules: { personalData: { limit: 2, windowSeconds: 3600 } } }) }));
    expect((await limited.post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await limited.get('/users/my-data')).status).toBe(200);
    const third = await limited.get('/users/my-data');
    expect(third.status).toBe(429);
    expect(errorMessage(third)).toBe('You have downloaded your data several times in a short time. Please try again later.');
  });
});
