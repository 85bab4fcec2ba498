import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../src/server/app.ts';
import { createTestShop, errorMessage, signUp, SITE_URL, type Client, type TestShop } from './harness.ts';

let shop: TestShop;
let shopper: Client;
beforeAll(async () => {
  shop = await createTestShop();
  shopper = (await signUp(shop)).client;
});
afterAll(() => shop?.close());

describe('the answer envelope', () => {
  it('shapes success and errors alike', async () => {
    const okRes = await shop.client().get('/health');
    expect(okRes.body).toEqual({ statusCode: 200, data: { ok: true }, message: 'OK', success: true });
    const missing = await shop.client().get('/no/such/path');
    expect(missing.status).toBe(404);
    expect(errorMessage(missing)).toMatch(/There is no GET/);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('names the length of every JSON answer in bytes, so the server can leave a short one uncompressed', async () => {
    const answers = [
      await shop.client().get('/health'),
      await shop.client().get('/no/such/path'),
      // Not ASCII: the length is the UTF-8 bytes sent, not the characters.
      await shop.client().get('/no/such/pâth—₹'),
      await shopper.post('/users/login', { body: '{', headers: { 'content-type': 'application/json' } }),
      await shop.client().get('/products?limit=6'),
    ];
    expect(answers[2].text).toMatch(/[^\x00-\x7f]/);
    expect(Number(answers[4].headers.get('content-length'))).toBeGreaterThan(1024);
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('content-length'), answer.text).toBe(String(Buffer.byteLength(answer.text)));
    }
  });

  it('answers JSON for deletes, never an empty 204', async () => {
    const res = await shopper.delete('/cart/clear-cart');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('ignores a trailing slash', async () => {
    expect((await shop.client().get('/products/')).status).toBe(200);
  });
});

describe('bad input never crashes the API', () => {
  it('answers malformed JSON with a readable 400', async () => {
    for (const body of ['{', '{"email": }', 'not json', '\u0000']) {
      const res = await shop.client().post('/users/login', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status, body).toBe(400);
      expect(errorMessage(res)).toBe('The request body is not valid JSON.');
    }
  });

  it('answers a JSON body that is not an object with a readable 400', async () => {
    for (const json of [[], 'text', 42, null, true]) {
      const res = await shopper.post('/cart/add-cart', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      errorMessage(res);
    }
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT) });
    const res = await shop.client().post('/users/login', { body: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(errorMessage(res)).toMatch(/too large/);
    // Also when the size is not announced up front (streamed).
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await shop.app.request('/api/v1/users/login', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      // @ts-expect-error Node's fetch needs this for a stream body
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
  });

  it('answers a NUL character in text with a 4xx, not a crash', async () => {
    const search = await shop.client().get('/products', { query: { search: 'ab\u0000cd' } });
    expect(search.status).toBeLessThan(500);
    const login = await shop.client().post('/users/login', { json: { email: 'a\u0000@b.co', password: 'secret123' } });
    expect(login.status).toBe(400);
    const category = await shop.client().get('/products', { query: { category: 'spi\u0000ces' } });
    expect(category.status).toBeLessThan(500);
    const address = await shopper.post('/address/create-address', {
      json: { name: 'A\u0000B', phoneNumber: '9876543210', address: 'x', zipCode: '411001', state: 'Delhi', country: 'India' },
    });
    expect(address.status).toBe(400);
  });

  it('answers numbers out of range with a 4xx', async () => {
    const res = await shop.client().get('/products', { query: { page: '99999999999' } });
    expect(res.status).toBe(400);
    const quantity = await shopper.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1e12 } });
    expect(quantity.status).toBe(400);
  });

  it('survives arbitrary JSON bodies on every writing endpoint', async () => {
    const endpoints: [string, string][] = [
      ['POST', '/users/register'],
      ['POST', '/users/login'],
      ['POST', '/users/forgot-password'],
      ['POST', '/users/change-password'],
      ['PATCH', '/users/update-account'],
      ['POST', '/cart/add-cart'],
      ['PATCH', '/cart/update-cart/x'],
      ['POST', '/wishlist/add'],
      ['DELETE', '/wishlist/delete'],
      ['POST', '/address/create-address'],
      ['PUT', '/address/update-address/x'],
      ['POST', '/orders'],
      ['POST', '/orders/return-order/x'],
      ['POST', '/reviews'],
      ['PATCH', '/reviews/x'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue(), async ([method, path], json) => {
        const res = await shopper.send(method, path, { json });
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('survives arbitrary objects with the right keys and wrong values', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    await fc.assert(
      fc.asyncProperty(
        fc.record({ productId: value, quantity: value, rating: value, comment: value, name: value, zipCode: value, addressId: value }, { requiredKeys: [] }),
        async (body) => {
          for (const [method, path] of [['POST', '/cart/add-cart'], ['POST', '/reviews'], ['POST', '/address/create-address'], ['POST', '/orders']] as const) {
            const res = await shopper.send(method, path, { json: body });
            expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('survives arbitrary query strings on the lists', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/products', '/categories', '/reviews', '/orders/get-all'),
        fc.dictionary(fc.constantFrom('search', 'category', 'categories', 'brand', 'inStock', 'sort', 'page', 'limit', 'status', 'productId', 'q'), fc.string()),
        async (path, query) => {
          const res = await shopper.get(path, { query });
          expect(res.status, `${path} ${JSON.stringify(query)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('cross-site request forgery guard', () => {
  it('refuses a state-changing request from another site with 403, changing nothing', async () => {
    const res = await shopper.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 }, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(errorMessage(res)).toMatch(/another website/);
    expect((await shopper.get('/cart')).body.data.items).toEqual([]);
    const logout = await shopper.post('/users/logout', { headers: { origin: 'null' } });
    expect(logout.status).toBe(403);
  });

  it("allows the shop's own origin, the request's origin, no Origin at all, and cross-site reads", async () => {
    expect((await shopper.post('/cart/add-cart', { json: { productId: 'p-udid-papad' }, headers: { origin: SITE_URL } })).status).toBe(200);
    expect((await shopper.post('/cart/add-cart', { json: { productId: 'p-udid-papad' }, headers: { origin: 'http://localhost' } })).status).toBe(200);
    expect((await shopper.post('/cart/add-cart', { json: { productId: 'p-udid-papad' } })).status).toBe(200);
    expect((await shopper.get('/cart', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    await shopper.delete('/cart/clear-cart');
  });

  it('answers CORS only for the shop’s own site, with credentials', async () => {
    const preflight = await shop.app.request('/api/v1/cart/add-cart', {
      method: 'OPTIONS',
      headers: { origin: SITE_URL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await shop.app.request('/api/v1/products', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });
});

describe('security headers', () => {
  it('sends them on every answer', async () => {
    for (const res of [await shop.client().get('/products'), await shop.client().get('/nope')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      expect(res.headers.get('referrer-policy')).toBeTruthy();
    }
  });
});

describe('production without AUTH_SECRET', () => {
  it('serves the catalogue but refuses everything that signs in, with 503', async () => {
    const { createApp, apiEnvironment } = await import('../../src/server/app.ts');
    const { env, signInDisabled } = apiEnvironment({ NODE_ENV: 'production', SITE_URL });
    expect(signInDisabled).toBe(true);
    expect(env.AUTH_SECRET).not.toMatch(/dev-only/);
    const { createClient } = await import('./harness.ts');
    const client = createClient(createApp({ ...shop.deps, env, signInDisabled }));
    expect((await client.get('/products')).status).toBe(200);
    expect((await client.get('/categories')).status).toBe(200);
    expect((await client.get('/reviews/product/p-kolhapuri-masala')).status).toBe(200);
    for (const res of [
      await client.post('/users/login', { json: { email: 'a@b.co', password: 'secret123' } }),
      await client.post('/users/register', { json: {} }),
      await client.get('/cart'),
      await client.post('/reviews', { json: {} }),
    ]) {
      expect(res.status).toBe(503);
      errorMessage(res);
    }
  });

  it('still refuses any other bad value, and a real secret works as usual', async () => {
    const { apiEnvironment } = await import('../../src/server/app.ts');
    expect(() => apiEnvironment({ NODE_ENV: 'production', PORT: 'abc' })).toThrow(/PORT/);
    expect(apiEnvironment({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) }).signInDisabled).toBe(false);
    expect(apiEnvironment({ NODE_ENV: 'development' }).signInDisabled).toBe(false);
  });
});
