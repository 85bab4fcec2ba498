import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products, refreshTokens } from '../../src/server/db/schema.ts';
import { createApp } from '../../src/server/app.ts';
import { createClient, createTestShop, signUp, type TestShop } from './harness.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const address = { name: 'Race Tester', phoneNumber: '9876543210', address: '1 Parallel Street', zipCode: '400001', state: 'Maharashtra', country: 'India' };

describe('parallel requests', () => {
  it('sells the last item once: 20 parallel orders, exactly one succeeds, stock never below 0', async () => {
    const productId = 'p-last-jar-cumin';
    await shop.db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const s = await signUp(shop);
      const addressId = (await s.client.post('/address/create-address', { json: address })).body.data._id as string;
      const added = await s.client.post('/cart/add-cart', { json: { productId, quantity: 1 } });
      expect(added.status, added.text).toBe(200);
      shoppers.push({ ...s, addressId });
    }
    const before = (await shop.db.select().from(orders)).length;
    const answers = await Promise.all(shoppers.map((s) => s.client.post('/orders', { json: { addressId: s.addressId } })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toMatch(/stock|available|left/i);
    const [row] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(row!.stock).toBe(0);
    expect((await shop.db.select().from(orders)).length).toBe(before + 1);
  });

  it('adds parallel cart additions up: the quantity is the sum', async () => {
    const { client, user } = await signUp(shop);
    const productId = 'p-turmeric-powder';
    await shop.db.update(products).set({ stock: 50 }).where(eq(products.id, productId));
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/cart/add-cart', { json: { productId, quantity: 2 } })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const cart = await client.get('/cart');
    const lines = cart.body.data.items.filter((i: { productId: string }) => i.productId === productId);
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(20);
    const rows = await shop.db.select().from(cartItems).where(eq(cartItems.productId, productId));
    expect(rows.filter((r) => r.quantity === 20)).toHaveLength(1);
    expect(user._id).toEqual(expect.any(String));
  });

  it('rotates a session once under parallel refreshes, without locking the shopper out', async () => {
    const { client, user } = await signUp(shop);
    const refresh = client.jar.get('refreshToken')!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.client().post('/users/refresh-token', { headers: { cookie: `refreshToken=${refresh}` } })),
    );
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const withCookies = answers.filter((a) => a.headers.getSetCookie().some((c) => c.startsWith('refreshToken=') && !/max-age=0/i.test(c)));
    expect(withCookies).toHaveLength(1); // one rotation
    const rows = await shop.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(rows.filter((r) => r.revokedAt)).toHaveLength(0); // nothing revoked: no lock-out
    expect(rows.filter((r) => !r.rotatedAt)).toHaveLength(1); // exactly one live token, the winner's
    const next = withCookies[0]!.headers.getSetCookie().find((c) => c.startsWith('refreshToken='))!.split(';')[0]!;
    const renewed = await shop.client().post('/users/refresh-token', { headers: { cookie: next } });
    expect(renewed.status).toBe(200);
    // A token presented after it was rotated is still reuse: the family ends.
    const stolen = await shop.client().post('/users/refresh-token', { headers: { cookie: `refreshToken=${refresh}` } });
    expect(stolen.status).toBe(401);
  });

  it('ends a sign-in whose refresh was under way when the password changed: its new tokens are dead too', async () => {
    const owner = await signUp(shop);
    // The thief's requests run on a database that holds the refresh's new token back until the
    // owner's password change has ended every session: the moment between the claim and the insert.
    let changePasswordMeanwhile: (() => Promise<unknown>) | null = null;
    const db = new Proxy(shop.db, {
      get(target, prop, receiver) {
        if (prop !== 'insert') return Reflect.get(target, prop, receiver);
        return (table: typeof refreshTokens) => {
          const builder = target.insert(table);
          const meanwhile = changePasswordMeanwhile;
          if (table !== refreshTokens || !meanwhile) return builder;
          changePasswordMeanwhile = null;
          return { values: (row: typeof refreshTokens.$inferInsert) => meanwhile().then(() => builder.values(row)) };
        };
      },
    });
    const thief = createClient(createApp({ ...shop.deps, db }));
    for (const [name, value] of owner.client.jar) thief.jar.set(name, value);
    changePasswordMeanwhile = () => owner.client.post('/users/change-password', { json: { oldPassword: owner.fields.password, newPassword: 'owner-again-1' } });
    await thief.post('/users/refresh-token');
    expect(changePasswordMeanwhile).toBeNull(); // the change did run in between
    expect((await owner.client.get('/users/current-user')).status).toBe(200);
    expect((await thief.get('/users/current-user')).status).toBe(401);
    expect((await thief.post('/users/refresh-token')).status).toBe(401);
  });

  it('gives no sign-in to a password checked just before the owner changed it', async () => {
    const owner = await signUp(shop);
    // The thief knows the old password. Their sign-in is held between the check of the password
    // (the limiter hears of the success) and the new session, while the owner changes it.
    let changePasswordMeanwhile: (() => Promise<{ status: number }>) | null = () =>
      owner.client.post('/users/change-password', { json: { oldPassword: owner.fields.password, newPassword: 'owner-again-2' } });
    const rateLimiter = {
      ...shop.deps.rateLimiter,
      async reset(...args: Parameters<typeof shop.deps.rateLimiter.reset>) {
        const meanwhile = changePasswordMeanwhile;
        changePasswordMeanwhile = null;
        if (meanwhile) expect((await meanwhile()).status).toBe(200);
        return shop.deps.rateLimiter.reset(...args);
      },
    };
    const thief = createClient(createApp({ ...shop.deps, rateLimiter }));
    const login = await thief.post('/users/login', { json: { email: owner.fields.email, password: owner.fields.password } });
    expect(changePasswordMeanwhile).toBeNull(); // the change did run in between
    expect(login.status).toBe(400);
    expect((await thief.get('/users/current-user')).status).toBe(401);
    expect((await owner.client.get('/users/current-user')).status).toBe(200);
  });
});
