import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, makeAdmin, signUp, SITE_URL, type Answer, type Client, type TestShop } from './harness.ts';

/**
 * Property-based hostility at every route of the API, taken from `app.routes` so a new route is
 * covered without being listed: random and hostile ids, JSON, query strings, headers and uploads.
 * Never a 5xx, never a stack trace or SQL in the answer, always the JSON envelope, and a refused
 * request (4xx) changes nothing in the database.
 */
let shop: TestShop;
let shopper: Client;
let admin: Client;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  shop = await createTestShop();
  shopper = (await signUp(shop)).client;
  await shopper.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 } });
  // The back-office's routes answer a shopper 403 at once: an admin reaches their validation.
  const staff = await signUp(shop);
  await makeAdmin(shop, staff.user._id);
  admin = staff.client;
  // A cart is made on first use, even by a refused cart call: give the admin theirs now, as the shopper has.
  await admin.get('/cart');
  const seen = new Set<string>();
  routes = shop.app.routes
    .filter((r) => r.method !== 'ALL')
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path.replace('/api/v1', '') }));
});
afterAll(() => shop?.close());

const TABLES = ['users', 'refresh_tokens', 'mail_tokens', 'categories', 'products', 'reviews', 'carts', 'cart_items', 'wishlist_items', 'addresses', 'orders', 'order_items', 'order_events'];

/** Counts of every table plus the sums that a write would move (stock, quantities, ratings). */
async function snapshot(): Promise<string> {
  const counts = TABLES.map((t) => `(select count(*) from ${t})::text`).join(` || ',' || `);
  const result = (await shop.db.execute(
    sql.raw(
      `select ${counts} || '|' || coalesce((select sum(stock) from products), 0)::text || '|' || coalesce((select sum(quantity) from cart_items), 0)::text` +
        ` || '|' || coalesce((select sum(rating_sum) from products), 0)::text || '|' || coalesce((select string_agg(status || coalesce(return_status, '') || payment_status, ',' order by id) from orders), '')` +
        ` || '|' || coalesce((select string_agg(full_name || email || coalesce(avatar_key, ''), ',' order by id) from users), '') as s`,
    ),
  )) as unknown as { rows: { s: string }[] };
  return result.rows[0]!.s;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table users; --',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${process.exit()}',
    '__proto__',
    'constructor',
    'x'.repeat(5000),
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '-1',
    '1e309',
    'NaN',
    '9'.repeat(40),
    'p-malvani-masala',
  ),
);
const hostileId = fc.oneof(hostileText.map((s) => encodeURIComponent(s).slice(0, 3000)), fc.uuid(), fc.constantFrom('%2e%2e', '%', '%zz', ' ', '0'));
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('productId', 'quantity', 'rating', 'comment', 'email', 'password', 'addressId', 'name', 'zipCode', 'fullName', 'userName', 'reason', '__proto__', 'constructor'), fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }))),
);
const hostileHeaders = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json; charset=utf-16', '*/*'),
    cookie: fc.oneof(hostileText.map((s) => `accessToken=${encodeURIComponent(s)}; refreshToken=${encodeURIComponent(s)}`), fc.constant('accessToken=')),
    authorization: hostileText.map((s) => `Bearer ${encodeURIComponent(s)}`),
    'x-forwarded-for': hostileText.map((s) => encodeURIComponent(s)),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml'),
    'content-length': fc.constantFrom('0', '-1', '99999999'),
  },
  { requiredKeys: [] },
);

function concrete(path: string, id: string) {
  return path.replace(/:\w+/g, id);
}

function expectSafe(res: Answer, label: string) {
  if (res.status >= 300 && res.status < 400) {
    // A browser link (email verification) may redirect, but only within the shop: no open redirect.
    expect(res.headers.get('location') ?? '', label).toMatch(new RegExp(`^(/(?!/)|${SITE_URL.replace(/\./g, '\\.')}/)`));
    return;
  }
  expect(res.status, `${label} -> ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  // The answers that are files, not the envelope: the staff's products and orders CSV (docs/decisions/020 and 188).
  if (res.status === 200 && res.headers.get('content-type') === 'text/csv; charset=utf-8') {
    expect(res.headers.get('content-disposition'), label).toMatch(/^attachment; filename="(products|orders)-\d{4}-\d{2}-\d{2}\.csv"$/);
    return;
  }
  expect(res.body, `${label}: not JSON: ${res.text.slice(0, 200)}`).toBeTypeOf('object');
  expect(typeof res.body.message, label).toBe('string');
  expect(res.text, label).not.toMatch(/\bat \S+ \(|node_modules|\/src\/server|DrizzleQueryError|Failed query|syntax error at|stack/i);
}

async function refusedChangesNothing(send: () => Promise<Answer>, label: string) {
  const before = await snapshot();
  const res = await send();
  expectSafe(res, label);
  if (res.status >= 400) expect(await snapshot(), `${label} was refused (${res.status}) but changed the database`).toBe(before);
}

describe('hostile input at every route', () => {
  it('random ids and JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), hostileId, hostileJson, fc.constantFrom('guest', 'shopper', 'admin'), async (i, id, json, who) => {
        const { method, path } = routes[i % routes.length]!;
        const url = concrete(path, id);
        const client = who === 'admin' ? admin : who === 'shopper' ? shopper : shop.client();
        const body = method === 'GET' || method === 'HEAD' ? {} : { json };
        await refusedChangesNothing(() => client.send(method, url, body), `${method} ${url} ${JSON.stringify(json).slice(0, 200)}`);
      }),
      { numRuns: 120 },
    );
  });

  it('random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.dictionary(fc.constantFrom('page', 'limit', 'sort', 'search', 'q', 'category', 'categories', 'inStock', 'status', 'returnStatus', 'paymentMethod', 'from', 'to', 'productId', 'userId', 'minPrice', 'maxPrice', 'rating', 'product', 'hidden', '__proto__'), hostileText, { maxKeys: 4 }),
        async (i, query) => {
          const gets = routes.filter((r) => r.method === 'GET');
          const { path } = gets[i % gets.length]!;
          const url = concrete(path, 'p-malvani-masala');
          const client = path.startsWith('/admin/') ? admin : shopper;
          await refusedChangesNothing(() => client.get(url, { query }), `GET ${url}?${new URLSearchParams(query)}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('broken percent-encoding in the path and the query of every route', async () => {
    // Sent as written, never re-encoded: %E0%A4%A is a cut UTF-8 sequence, %zz no code at all.
    const broken = fc.constantFrom('%E0%A4%A', '%', '%zz', '%E0%A4', '%C0%AF', '%ED%A0%80', '%%32', '%u0041');
    await fc.assert(
      fc.asyncProperty(fc.nat(), broken, broken, fc.constantFrom('search', 'q', 'page', 'category', 'limit', 'x'), fc.boolean(), async (i, inPath, inQuery, key, signedIn) => {
        const { method, path } = routes[i % routes.length]!;
        const url = `${concrete(path, inPath)}?${key}=${inQuery}&${inQuery}=1`;
        const client = signedIn ? shopper : shop.client();
        await refusedChangesNothing(() => client.send(method, url, method === 'GET' ? {} : { json: {} }), `${method} ${url}`);
      }),
      { numRuns: 60 },
    );
  });

  it('random headers and raw bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), hostileHeaders, fc.oneof(hostileText, fc.uint8Array({ maxLength: 200 }).map((b) => new TextDecoder().decode(b))), async (i, headers, raw) => {
        const { method, path } = routes[i % routes.length]!;
        const url = concrete(path, 'x');
        const { 'content-length': _ignored, ...sent } = headers; // fetch computes the length itself
        const o = method === 'GET' || method === 'HEAD' ? { headers: sent } : { headers: sent, body: raw };
        await refusedChangesNothing(() => shop.client().send(method, url, o), `${method} ${url} ${JSON.stringify(headers).slice(0, 200)}`);
      }),
      { numRuns: 80 },
    );
  });

  it('random uploads to registration and the avatar', async () => {
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])), // a PNG header and nothing else
      fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])), // a truncated JPEG
    );
    await fc.assert(
      fc.asyncProperty(
        fileBytes,
        fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream', 'text/html', ''),
        hostileText,
        fc.boolean(),
        async (bytes, type, name, toRegister) => {
          const form = new FormData();
          form.set('avatar', new File([bytes], name.slice(0, 100) || 'a.png', { type }));
          if (toRegister) {
            form.set('fullName', 'Upload Tester');
            form.set('userName', `up${Math.random().toString(36).slice(2, 8)}`);
            form.set('email', `up${Math.random().toString(36).slice(2, 8)}@example.com`);
            form.set('password', 'secret123');
          }
          const [method, url] = toRegister ? ['POST', '/users/register'] : ['PATCH', '/users/avatar'];
          await refusedChangesNothing(() => (toRegister ? shop.client() : shopper).send(method, url, { body: form }), `${method} ${url} ${type} ${bytes.length} bytes`);
        },
      ),
      { numRuns: 40 },
    );
  });
});
