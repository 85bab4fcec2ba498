// The API behind a TLS-terminating reverse proxy (issue #19, decision 072): TRUST_PROXY decides
// whether X-Forwarded-For/-Proto/-Host count, and the rate limits, Secure cookies and the origin
// check all follow the one resolved connection. Requests come in as the /api/v1 endpoint hands
// them over: `clientAddress` is the socket's peer (the proxy, when there is one).
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { AppEnv } from '../../src/server/context.ts';
import type { ClientConnection } from '../../src/server/http/trusted-proxy.ts';
import { createDbRateLimiter } from '../../src/server/rate-limit-store.ts';
import { createRateLimiter, type RateLimiter } from '../../src/server/rate-limit.ts';
import { createClient, createTestShop, errorMessage, signUp, type Answer, type TestShop } from './harness.ts';

const PROXY = '127.0.0.1';
/** What nginx adds for a shopper at `address` who reached https://shop.test. */
const forwardedBy = (address: string, host = 'shop.test') => ({
  'x-forwarded-for': address,
  'x-forwarded-proto': 'https',
  'x-forwarded-host': host,
});

type Send = { json?: unknown; body?: BodyInit; headers?: Record<string, string> };

/**
 * A browser behind `peer` (the socket's far end) whose requests carry `headers`, keeping its cookies;
 * `setCookies()` answers the cookies of its latest answer.
 */
function browser(target: { app: Hono<AppEnv> }, peer: string, headers: Record<string, string> = {}, connection?: ClientConnection) {
  const client = createClient(target.app, { bindings: { clientAddress: peer, connection }, headers });
  let lastSetCookies: string[] = [];
  async function send(method: string, path: string, o?: Send): Promise<Answer> {
    const answer = await client.send(method, path, o);
    lastSetCookies = answer.headers.getSetCookie();
    return answer;
  }
  return {
    jar: client.jar,
    setCookies: () => lastSetCookies,
    post: (path: string, o?: Send) => send('POST', path, o),
    delete: (path: string, o?: Send) => send('DELETE', path, o),
    patch: (path: string, o?: Send) => send('PATCH', path, o),
    get: (path: string, o?: Send) => send('GET', path, o),
  };
}

const login = (b: ReturnType<typeof browser>, email: string, password: string) => b.post('/users/login', { json: { email, password } });
const allSecure = (cookies: string[]) => cookies.length > 0 && cookies.every((c) => /;\s*secure/i.test(c));
const noneSecure = (cookies: string[]) => cookies.length > 0 && cookies.every((c) => !/;\s*secure/i.test(c));

describe('TRUST_PROXY off (the default): forwarded headers change nothing', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ rateLimits: { failedLogin: { limit: 3, windowSeconds: 900 } } });
  });
  afterAll(() => shop?.close());

  it('counts failed sign-ins against the real peer, whatever X-Forwarded-For says', async () => {
    const { fields } = await signUp(shop);
    for (const spoof of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const wrong = await login(browser(shop, '203.0.113.50', { 'x-forwarded-for': spoof }), fields.email, 'wrong-password');
      expect(wrong.status).toBe(400);
    }
    const fourth = await login(browser(shop, '203.0.113.50', { 'x-forwarded-for': '198.51.100.4' }), fields.email, fields.password);
    expect(fourth.status).toBe(429);
    expect(errorMessage(fourth)).toMatch(/too many failed sign-in attempts/i);
    // Another real address is its own count.
    expect((await login(browser(shop, '203.0.113.51'), fields.email, fields.password)).status).toBe(200);
  });

  it('keeps cookies as the connection is (not Secure over http in development), whatever X-Forwarded-Proto says', async () => {
    const { fields } = await signUp(shop);
    const b = browser(shop, '203.0.113.60', forwardedBy('198.51.100.9'));
    expect((await login(b, fields.email, fields.password)).status).toBe(200);
    expect(noneSecure(b.setCookies())).toBe(true);
  });

  it('does not let a claimed X-Forwarded-Host make another origin acceptable', async () => {
    const { fields } = await signUp(shop);
    const b = browser(shop, '203.0.113.61', { ...forwardedBy('198.51.100.9', 'evil.test'), origin: 'https://evil.test' });
    const refused = await b.post('/users/login', { json: { email: fields.email, password: fields.password } });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/another website/);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('TRUST_PROXY=loopback: the shopper behind the proxy', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // The default limits (10 failed sign-ins per account and address).
    shop = await createTestShop({ env: { TRUST_PROXY: 'loopback', SITE_URL: 'https://shop.test' }, rateLimits: {} });
  });
  afterAll(() => shop?.close());

  it('counts two shoppers apart: ten wrong passwords from one address never stop the right one from another', async () => {
    const { fields } = await signUp(shop);
    const guesser = browser(shop, PROXY, forwardedBy('198.51.100.20'));
    for (let i = 0; i < 10; i++) expect((await login(guesser, fields.email, `wrong-${i}`)).status).toBe(400);
    const locked = await login(guesser, fields.email, fields.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The owner, at another address behind the same proxy.
    const owner = browser(shop, PROXY, forwardedBy('198.51.100.21'));
    const signedIn = await login(owner, fields.email, fields.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.email).toBe(fields.email);
  });

  it('takes the rightmost untrusted address: a client cannot pick its own by writing X-Forwarded-For', async () => {
    const { fields } = await signUp(shop);
    // nginx appends the real peer to whatever the client sent.
    for (let i = 0; i < 10; i++) {
      const spoofing = browser(shop, PROXY, forwardedBy(`192.0.2.${i}, 198.51.100.30`));
      expect((await login(spoofing, fields.email, 'wrong-password')).status).toBe(400);
    }
    expect((await login(browser(shop, PROXY, forwardedBy('192.0.2.99, 198.51.100.30')), fields.email, fields.password)).status).toBe(429);
  });

  it('ignores forwarded headers from a peer that is not a trusted proxy', async () => {
    const { fields } = await signUp(shop);
    for (let i = 0; i < 10; i++) {
      expect((await login(browser(shop, '203.0.113.70', forwardedBy(`198.51.100.${100 + i}`)), fields.email, 'wrong')).status).toBe(400);
    }
    const direct = browser(shop, '203.0.113.70', forwardedBy('198.51.100.200'));
    expect((await login(direct, fields.email, fields.password)).status).toBe(429);
  });

  it('sets Secure cookies when the trusted proxy says https, and not for the same claim from anybody else', async () => {
    const { fields } = await signUp(shop);
    const viaProxy = browser(shop, PROXY, forwardedBy('198.51.100.40'));
    expect((await login(viaProxy, fields.email, fields.password)).status).toBe(200);
    expect(allSecure(viaProxy.setCookies())).toBe(true);
    expect((await viaProxy.post('/users/logout')).status).toBe(200);
    expect(allSecure(viaProxy.setCookies())).toBe(true);

    const claiming = browser(shop, '203.0.113.71', forwardedBy('198.51.100.41'));
    expect((await login(claiming, fields.email, fields.password)).status).toBe(200);
    expect(noneSecure(claiming.setCookies())).toBe(true);
  });

  it('accepts bodiless and multipart changes from the shop’s https origin through the proxy', async () => {
    const { fields } = await signUp(shop);
    const b = browser(shop, PROXY, { ...forwardedBy('198.51.100.50'), origin: 'https://shop.test' });
    expect((await login(b, fields.email, fields.password)).status).toBe(200);
    const cleared = await b.delete('/cart/clear-cart');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ statusCode: 200, success: true });
    const wishlist = await b.delete('/wishlist/clear');
    expect(wishlist.status).toBe(200);
    const form = new FormData();
    form.append('avatar', new File([new Uint8Array([1, 2, 3])], 'not-an-image.png', { type: 'image/png' }));
    // Reaches the route (which judges the file), not a forgery refusal.
    const upload = await b.patch('/users/avatar', { body: form });
    expect(upload.status).toBe(400);
    expect(errorMessage(upload)).not.toMatch(/another website/);
    const out = await b.post('/users/logout');
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ statusCode: 200, success: true, message: 'Logged out' });
  });

  it('accepts the origin the shopper reached through the proxy, even when it is not SITE_URL', async () => {
    const { fields } = await signUp(shop);
    // An alias the proxy also serves: the trusted X-Forwarded-Host names it.
    const alias = browser(shop, PROXY, { ...forwardedBy('198.51.100.55', 'www.shop.test'), origin: 'https://www.shop.test' });
    expect((await login(alias, fields.email, fields.password)).status).toBe(200);
    expect((await alias.post('/users/logout')).status).toBe(200);
    // The same claim from an untrusted peer is refused.
    const claimed = browser(shop, '203.0.113.72', { ...forwardedBy('198.51.100.56', 'www.shop.test'), origin: 'https://www.shop.test' });
    const refused = await login(claimed, fields.email, fields.password);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/another website/);
  });

  it('still refuses another origin through the trusted proxy, with the JSON envelope', async () => {
    const { fields } = await signUp(shop);
    const shopper = browser(shop, PROXY, forwardedBy('198.51.100.60'));
    expect((await login(shopper, fields.email, fields.password)).status).toBe(200);
    for (const [method, path] of [
      ['DELETE', '/cart/clear-cart'],
      ['POST', '/users/logout'],
    ] as const) {
      const forged = await (method === 'DELETE' ? shopper.delete(path, { headers: { origin: 'https://evil.test' } }) : shopper.post(path, { headers: { origin: 'https://evil.test' } }));
      expect(forged.status).toBe(403);
      expect(forged.headers.get('content-type')).toMatch(/application\/json/);
      expect(forged.body).toMatchObject({ statusCode: 403, success: false, errors: [] });
    }
    // Still signed in: the forged logout changed nothing.
    expect((await shopper.get('/users/current-user')).status).toBe(200);
  });

  it('takes the connection the Node server resolved as it is (the /api/v1 endpoint passes it on)', async () => {
    const { fields } = await signUp(shop);
    const resolved: ClientConnection = { address: '198.51.100.80', protocol: 'https', host: 'shop.test', origin: 'https://shop.test' };
    for (let i = 0; i < 10; i++) expect((await login(browser(shop, PROXY, {}, resolved), fields.email, 'wrong')).status).toBe(400);
    expect((await login(browser(shop, PROXY, {}, resolved), fields.email, fields.password)).status).toBe(429);
    const other = browser(shop, PROXY, {}, { ...resolved, address: '198.51.100.81' });
    expect((await login(other, fields.email, fields.password)).status).toBe(200);
    expect(allSecure(other.setCookies())).toBe(true);
  });
});

const GUARD_RULES = { failedLogin: { limit: 3, windowSeconds: 900 }, failedLoginAccount: { limit: 6, windowSeconds: 3600 } };

describe.each([
  ['in memory', (shop: TestShop): RateLimiter => createRateLimiter({ enabled: true, rules: GUARD_RULES, now: shop.deps.now })],
  ['in the database', (shop: TestShop): RateLimiter => createDbRateLimiter({ db: shop.db, enabled: true, rules: GUARD_RULES, now: shop.deps.now })],
])('a distributed guessing attack (TRUST_PROXY=10.0.0.0/8, limits %s)', (_kind, makeLimiter) => {
  let shop: TestShop;
  /** The shop behind a load balancer at 10.1.2.3, with small limits: 3 per address, 6 per account. */
  let target: { app: Hono<AppEnv> };
  const LB = '10.1.2.3';
  beforeAll(async () => {
    shop = await createTestShop({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    target = { app: createApp({ ...shop.deps, rateLimiter: makeLimiter(shop) }) };
  });
  afterAll(() => shop?.close());

  it('pauses password sign-in for the account (no 429, no hint whether a guess was right) and lets the owner in through the reset mail', async () => {
    const { fields } = await signUp(shop);
    // Two addresses, each at its own limit: six failures for the account in all.
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 3; i++) expect((await login(browser(target, LB, forwardedBy(address)), fields.email, `guess-${i}`)).status).toBe(400);
    }
    // A third address: the right password and a wrong one get the same answer.
    const right = await login(browser(target, LB, forwardedBy('198.51.100.3')), fields.email, fields.password);
    const wrong = await login(browser(target, LB, forwardedBy('198.51.100.4')), fields.email, 'guess-9');
    for (const answer of [right, wrong]) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(errorMessage(answer)).toMatch(/paused for this account.*Forgot password/);
    }
    expect(right.text).toBe(wrong.text);
    // An email without an account answers the same way once it has had as many failures (nothing to learn).
    const nobody = 'nobody-at-all@example.com';
    for (const address of ['198.51.100.5', '198.51.100.6']) {
      for (let i = 0; i < 3; i++) await login(browser(target, LB, forwardedBy(address)), nobody, `guess-${i}`);
    }
    expect((await login(browser(target, LB, forwardedBy('198.51.100.7')), nobody, 'x')).text).toBe(right.text);

    // Other accounts are not affected.
    const other = await signUp(shop);
    expect((await login(browser(target, LB, forwardedBy('198.51.100.3')), other.fields.email, other.fields.password)).status).toBe(200);

    // The owner asks for the reset mail, chooses a new password, and signs in at once.
    const owner = browser(target, LB, forwardedBy('198.51.100.8'));
    expect((await owner.post('/users/forgot-password', { json: { email: fields.email } })).status).toBe(200);
    const token = new URL(shop.mail.at(-1)!.link!).searchParams.get('token')!;
    expect((await owner.post(`/users/reset-password/${token}`, { json: { newPassword: 'a-new-secret-42' } })).status).toBe(200);
    expect((await login(owner, fields.email, 'a-new-secret-42')).status).toBe(200);
  });

  it('goes on counting each address while paused, so one address still meets its 429', async () => {
    const { fields } = await signUp(shop);
    for (const address of ['198.51.100.11', '198.51.100.12']) {
      for (let i = 0; i < 3; i++) await login(browser(target, LB, forwardedBy(address)), fields.email, `guess-${i}`);
    }
    const attacker = browser(target, LB, forwardedBy('198.51.100.13'));
    for (let i = 0; i < 3; i++) expect((await login(attacker, fields.email, `guess-${i}`)).status).toBe(403);
    expect((await login(attacker, fields.email, 'guess-x')).status).toBe(429);
  });

  it('lifts the pause when the window ends', async () => {
    const { fields } = await signUp(shop);
    for (const address of ['198.51.100.21', '198.51.100.22']) {
      for (let i = 0; i < 3; i++) await login(browser(target, LB, forwardedBy(address)), fields.email, `guess-${i}`);
    }
    expect((await login(browser(target, LB, forwardedBy('198.51.100.23')), fields.email, fields.password)).status).toBe(403);
    shop.advance(3600 * 1000);
    expect((await login(browser(target, LB, forwardedBy('198.51.100.23')), fields.email, fields.password)).status).toBe(200);
  });
});
