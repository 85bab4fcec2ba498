import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders, reviews, users } from '../../src/server/db/schema.ts';
import { createTestShop, signUp, type TestShop } from './harness.ts';

/**
 * Attacks of the session 51 safety audit that the API already held, kept so it goes on holding
 * them. The holes that audit found are tested beside their routes (users, reviews, security-guards).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const address = { name: 'Vikram Rathore', phoneNumber: '9876543210', address: '5 Station Road', zipCode: '302001', state: 'Rajasthan', country: 'India' };

describe('mass assignment: a body names only what the shopper may set', () => {
  it('takes no role, verification, owner, price, total or status from what a shopper sends', async () => {
    const victim = await signUp(shop);
    // Registration and the account.
    const fields = { fullName: 'Mallory Intruder', userName: `mallory_${Date.now().toString(36)}`, email: `mallory.${Date.now().toString(36)}@example.com`, password: 'secret123' };
    const registered = await shop.client().post('/users/register', {
      json: { ...fields, role: 'admin', isEmailVerified: true, emailVerifiedAt: '2020-01-01T00:00:00Z', id: victim.user._id, passwordHash: 'x' },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data.user).toMatchObject({ role: 'user', isEmailVerified: false });
    expect(registered.body.data.user._id).not.toBe(victim.user._id);
    const { client, user } = await signUp(shop);
    const updated = await client.patch('/users/update-account', { json: { fullName: 'Still A Shopper', role: 'admin', isEmailVerified: true } });
    expect(updated.body.data).toMatchObject({ fullName: 'Still A Shopper', role: 'user', isEmailVerified: false });
    expect((await client.get('/admin/orders')).status).toBe(403);

    // An address, the cart, an order and a review, each claiming another owner or a price.
    const saved = await client.post('/address/create-address', { json: { ...address, userId: victim.user._id } });
    const [row] = await shop.db.select({ userId: addresses.userId }).from(addresses).where(eq(addresses.id, saved.body.data._id));
    expect(row!.userId).toBe(user._id);
    const cart = await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 2, price: 0.01, subtotal: 0.02 } });
    expect(cart.body.data).toMatchObject({ subtotal: 398, items: [{ price: 199, quantity: 2 }] });
    const placed = await client.post('/orders', {
      json: { addressId: saved.body.data._id, paymentMethod: 'cod', paymentStatus: 'paid', status: 'delivered', total: 1, subtotal: 1, discount: 10_000, userId: victim.user._id, items: [{ productId: 'p-malvani-masala', price: 0.01, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ status: 'pending', paymentMethod: 'cod', paymentStatus: 'pending', subtotal: 398, discount: 40, total: 838 });
    const [order] = await shop.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, placed.body.data._id));
    expect(order!.userId).toBe(user._id);
    const review = await client.post('/reviews', { json: { productId: 'p-udid-papad', rating: 5, comment: 'Mine', userId: victim.user._id, hidden: false, createdAt: '2001-01-01T00:00:00Z' } });
    const [stored] = await shop.db.select({ userId: reviews.userId, createdAt: reviews.createdAt }).from(reviews).where(eq(reviews.id, review.body.data._id));
    expect(stored!.userId).toBe(user._id);
    expect(stored!.createdAt.getFullYear()).toBeGreaterThan(2001);
  });

  it('lets no JSON body reach an object prototype', async () => {
    const { client } = await signUp(shop);
    const body = '{"productId":"p-malvani-masala","quantity":1,"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}';
    expect((await client.post('/cart/add-cart', { body, headers: { 'content-type': 'application/json' } })).status).toBe(200);
    expect(({} as { role?: string }).role).toBeUndefined();
    expect((await client.get('/users/current-user')).body.data.role).toBe('user');
  });
});

describe('session fixation', () => {
  it('starts a new sign-in over cookies planted in the browser; the planted ones stay the planter’s', async () => {
    const planter = await signUp(shop);
    const victim = await signUp(shop);
    const browser = shop.client();
    for (const [name, value] of planter.client.jar) browser.jar.set(name, value);
    expect((await browser.post('/users/login', { json: { email: victim.fields.email, password: victim.fields.password } })).status).toBe(200);
    for (const name of ['accessToken', 'refreshToken']) expect(browser.jar.get(name)).not.toBe(planter.client.jar.get(name));
    expect((await browser.get('/users/current-user')).body.data._id).toBe(victim.user._id);
    // What the planter kept signs in the planter, never the victim.
    expect((await planter.client.get('/users/current-user')).body.data._id).toBe(planter.user._id);
    expect((await planter.client.post('/users/refresh-token')).body.data.user._id).toBe(planter.user._id);
    const [{ role }] = await shop.db.select({ role: users.role }).from(users).where(eq(users.id, victim.user._id));
    expect(role).toBe('user');
  });
});
