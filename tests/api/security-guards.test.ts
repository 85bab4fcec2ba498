import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { users } from '../../src/server/db/schema.ts';
import { assertProductionSecrets, DEV_AUTH_SECRET, parseServerEnv } from '../../src/server/env.ts';
import { createDbRateLimiter, rateLimiterFromEnv } from '../../src/server/rate-limit-store.ts';
import { createRateLimiter, type RateLimiter } from '../../src/server/rate-limit.ts';
import { createClient, createTestShop, errorMessage, signUp, SITE_URL, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

async function userCount() {
  return (await shop.db.select({ id: users.id }).from(users)).length;
}

describe('cross-site request forgery', () => {
  it('refuses a cross-site JSON POST with 403 and changes nothing', async () => {
    const before = await userCount();
    const res = await shop.client().post('/users/register', {
      json: { fullName: 'Forged', userName: 'forged1', email: 'forged@example.com', password: 'secret123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(errorMessage(res)).toMatch(/another website/);
    expect(await userCount()).toBe(before);
  });

  it('refuses a cross-site form post (what a forged <form> sends) to a signed-in shopper', async () => {
    const { client } = await signUp(shop);
    const form = new URLSearchParams({ productId: 'p-malvani-masala', quantity: '3' });
    for (const [method, path] of [['POST', '/cart/add-cart'], ['POST', '/users/logout'], ['DELETE', '/cart/clear-cart'], ['PATCH', '/users/update-account']] as const) {
      const res = await client.send(method, path, {
        body: form.toString(),
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await client.get('/cart')).body.data.items).toHaveLength(0);
    expect((await client.get('/users/current-user')).status).toBe(200); // not logged out
    // "null" (sandboxed frames, data: pages) is another site too.
    const sandboxed = await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 }, headers: { origin: 'null' } });
    expect(sandboxed.status).toBe(403);
    // A browser that leaves Origin out still says where the request comes from.
    const noOrigin = await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(noOrigin.status).toBe(403);
    expect((await client.get('/cart')).body.data.items).toHaveLength(0);
    const same = await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 }, headers: { origin: SITE_URL } });
    expect(same.status).toBe(200);
    // The shop's own page, and a client that is no browser, name no other site.
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      expect((await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 }, headers })).status).toBe(200);
    }
  });
});

describe('session cookies', () => {
  it('are httpOnly and SameSite=Lax, not Secure in development', async () => {
    const { client } = await signUp(shop);
    const auth = client.setCookies.filter((c) => /^(accessToken|refreshToken)=/.test(c));
    expect(auth.length).toBeGreaterThanOrEqual(2);
    for (const c of auth) {
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
      expect(c).not.toMatch(/;\s*Secure/i);
    }
  });

  it('come with a readable signedIn hint that carries no secret, cleared on logout', async () => {
    const { client } = await signUp(shop);
    const hint = client.setCookies.find((c) => c.startsWith('signedIn='))!;
    expect(hint).toMatch(/^signedIn=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/;\s*SameSite=Lax/i);
    expect(hint).toMatch(/Max-Age=2592000\b/);
    expect((await client.post('/users/logout')).status).toBe(200);
    expect(client.setCookies.filter((c) => c.startsWith('signedIn=')).at(-1)).toMatch(/Max-Age=0/);
  });

  it('are Secure in production', async () => {
    const env = parseServerEnv({ NODE_ENV: 'production', SITE_URL, AUTH_SECRET: 'a-real-production-secret-of-forty-characters!' });
    const prod = createClient(createApp({ ...shop.deps, env }));
    const { fields } = await signUp(shop);
    const login = await prod.post('/users/login', { json: { email: fields.email, password: fields.password } });
    expect(login.status).toBe(200);
    const auth = prod.setCookies.filter((c) => /^(accessToken|refreshToken)=/.test(c));
    expect(auth).toHaveLength(2);
    for (const c of auth) expect(c).toMatch(/;\s*Secure/i);
    for (const c of auth) expect(c).toMatch(/;\s*HttpOnly/i);
  });
});

describe('security headers on API answers', () => {
  it('sends them on success, errors and 404s', async () => {
    for (const path of ['/health', '/products', '/no/such/thing', '/orders/get-all']) {
      const res = await shop.client().get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('content-security-policy'), path).not.toMatch(/unsafe-inline/);
      expect(res.headers.get('referrer-policy'), path).toBeTruthy();
      expect(res.headers.get('x-frame-options'), path).toBeTruthy();
    }
  });
});

describe('production secrets', () => {
  it('refuses to start in production with the development secret, a short one or none', () => {
    expect(() => assertProductionSecrets({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is not set/);
    expect(() => assertProductionSecrets({ NODE_ENV: 'production', AUTH_SECRET: DEV_AUTH_SECRET })).toThrow(/development secret/);
    expect(() => assertProductionSecrets({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => assertProductionSecrets({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PORT: 'nope' })).toThrow(/PORT/);
  });

  it('starts with a real secret, and outside production', () => {
    expect(() => assertProductionSecrets({ NODE_ENV: 'production', AUTH_SECRET: 'Zq9'.repeat(16) })).not.toThrow();
    expect(() => assertProductionSecrets({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => assertProductionSecrets({})).not.toThrow();
  });
});

/** Runs `tries` requests and answers the first 429 (or fails). */
async function until429(send: () => Promise<{ status: number; headers: Headers; body: any }>, tries: number) {
  for (let i = 0; i < tries; i++) {
    const res = await send();
    if (res.status === 429) return { res, at: i };
  }
  throw new Error(`no 429 after ${tries} requests`);
}

describe.each([
  ['in memory', (): RateLimiter => createRateLimiter({ enabled: true, now: shop.deps.now, rules: { register: { limit: 3, windowSeconds: 3600 } } })],
  ['in the database', (): RateLimiter => createDbRateLimiter({ db: shop.db, enabled: true, now: shop.deps.now, rules: { register: { limit: 3, windowSeconds: 3600 } } })],
])('rate limits %s', (_name, makeLimiter) => {
  it('answer 429 with Retry-After on login, registration, forgot-password and resend-verification', async () => {
    const limiter = makeLimiter();
    const app = createApp({ ...shop.deps, rateLimiter: limiter });
    const client = () => createClient(app);
    const { fields } = await signUp(shop);

    const login = await until429(() => client().post('/users/login', { json: { email: fields.email, password: 'wrong-password' } }), 12);
    expect(login.at).toBe(10);
    const reg = await until429(
      () => client().post('/users/register', { json: { fullName: 'Limit', userName: `lim${Math.random().toString(36).slice(2, 8)}`, email: `l${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'secret123' } }),
      5,
    );
    expect(reg.at).toBe(3);
    const forgot = await until429(() => client().post('/users/forgot-password', { json: { email: fields.email } }), 7);
    expect(forgot.at).toBe(5);
    const me = await signUp(shop);
    const meApp = createClient(app);
    await meApp.post('/users/login', { json: { email: me.fields.email, password: me.fields.password } });
    const resend = await until429(() => meApp.post('/users/resend-email-verification'), 7);
    expect(resend.at).toBe(5);
    for (const { res } of [login, reg, forgot, resend]) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.message).toMatch(/try again|wait|check your inbox/i);
    }
  });

  it('limit reviews per user with 429 and Retry-After', async () => {
    const small = _name === 'in memory'
      ? createRateLimiter({ enabled: true, now: shop.deps.now, rules: { review: { limit: 2, windowSeconds: 3600 } } })
      : createDbRateLimiter({ db: shop.db, enabled: true, now: shop.deps.now, rules: { review: { limit: 2, windowSeconds: 3600 } } });
    const app = createApp({ ...shop.deps, rateLimiter: small });
    const me = await signUp(shop);
    const c = createClient(app);
    await c.post('/users/login', { json: { email: me.fields.email, password: me.fields.password } });
    expect((await c.post('/reviews', { json: { productId: 'p-malvani-masala', rating: 4, comment: 'One' } })).status).toBe(201);
    expect((await c.post('/reviews', { json: { productId: 'p-udid-papad', rating: 4, comment: 'Two' } })).status).toBe(201);
    const third = await c.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 4, comment: 'Three' } });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3000);
    // The window passes: allowed again.
    shop.advance(3601 * 1000);
    try {
      await c.post('/users/login', { json: { email: me.fields.email, password: me.fields.password } }); // the access token expired too
      expect((await c.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 4, comment: 'Three' } })).status).toBe(201);
    } finally {
      shop.advance(-3601 * 1000);
    }
  });
});

describe('the shared database store', () => {
  it('shares limits between two server processes on one database', async () => {
    const rules = { failedLogin: { limit: 4, windowSeconds: 900 } };
    const a = createClient(createApp({ ...shop.deps, rateLimiter: createDbRateLimiter({ db: shop.db, enabled: true, rules }) }));
    const b = createClient(createApp({ ...shop.deps, rateLimiter: createDbRateLimiter({ db: shop.db, enabled: true, rules }) }));
    const { fields } = await signUp(shop);
    const wrong = { json: { email: fields.email, password: 'wrong-password' } };
    for (const c of [a, b, a, b]) expect((await c.post('/users/login', wrong)).status).toBe(400);
    expect((await a.post('/users/login', wrong)).status).toBe(429);
    expect((await b.post('/users/login', wrong)).status).toBe(429);
  });

  it('is chosen when DATABASE_URL is set, and RATE_LIMITS=off turns every limit off', async () => {
    const off = rateLimiterFromEnv({ RATE_LIMITS: 'off', DATABASE_URL: 'postgres://x/y' }, shop.db);
    for (let i = 0; i < 30; i++) await off.check('register', 'k', { count: true });
    const memOff = rateLimiterFromEnv({ RATE_LIMITS: 'off' }, shop.db);
    for (let i = 0; i < 30; i++) await memOff.check('register', 'k', { count: true });
    const on = rateLimiterFromEnv({ RATE_LIMITS: 'on', DATABASE_URL: 'postgres://x/y' }, shop.db);
    for (let i = 0; i < 200; i++) await on.check('register', 'shared-key', { count: true });
    await expect(on.check('register', 'shared-key', { count: true })).rejects.toMatchObject({ status: 429 });
    // Another "process" (another limiter on the same database) sees the same count.
    await expect(rateLimiterFromEnv({ RATE_LIMITS: 'on', DATABASE_URL: 'postgres://x/y' }, shop.db).check('register', 'shared-key')).rejects.toMatchObject({ status: 429 });
  });
});
