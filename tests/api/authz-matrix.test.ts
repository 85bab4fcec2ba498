import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, makeAdmin, signUp, type Client, type TestShop } from './harness.ts';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../src/server/db/schema.ts';

/**
 * The authorisation matrix, generated from the app's own route list (`app.routes`): every
 * route that is not on the public list below must answer a guest 401, and must not show or
 * change another shopper's data. A new route fails this file until it is classified.
 */
const PUBLIC = new Set([
  'GET /api/v1/health',
  'GET /api/v1/products',
  'GET /api/v1/products/:id',
  'GET /api/v1/categories',
  'GET /api/v1/categories/:id',
  'POST /api/v1/users/register',
  'POST /api/v1/users/login',
  'POST /api/v1/users/refresh-token',
  'POST /api/v1/users/logout',
  'GET /api/v1/users/verify-email/:token',
  'POST /api/v1/users/forgot-password',
  'POST /api/v1/users/reset-password/:resetToken',
  'GET /api/v1/reviews',
  'GET /api/v1/reviews/product/:productId',
  'GET /api/v1/reviews/user/:userId',
  'GET /api/v1/reviews/:id',
  'GET /api/v1/files/avatars/:key',
  'GET /api/v1/files/products/:file',
  'GET /api/v1/files/categories/:file',
  'GET /api/v1/delivery/pincode/:pin',
]);

/** The back-office: every route under it answers a guest 401, a shopper 403, and an admin. */
const isAdminRoute = (path: string) => path.startsWith('/api/v1/admin/');

/** Routes without an id that act on "my" data; another shopper sees their own, never the owner's. */
const address = { name: 'Owner Person', phoneNumber: '9876543210', address: '7 Owner Lane', zipCode: '411001', state: 'Maharashtra', country: 'India' };

let shop: TestShop;
let owner: Client;
let other: Client;
let admin: Client;
let ownerEmail: string;
const ids: Record<string, string> = {};

function routeList(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const list: { method: string; path: string }[] = [];
  for (const r of shop.app.routes) {
    if (r.method === 'ALL') continue; // middleware
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ method: r.method, path: r.path });
  }
  return list;
}

/** Fills a route's parameters with the owner's resources. */
function concrete(path: string): string {
  return path
    .replace('/api/v1', '')
    .replace(/\/cart\/(update|delete)-cart\/:cartLineId/, (_m, verb) => `/cart/${verb}-cart/${ids.cartLine}`)
    .replace(/\/address\/(\w+-address)\/:id/, (_m, verb) => `/address/${verb}/${ids.address}`)
    .replace(/\/orders\/(cancel-order|return-order)\/:id/, (_m, verb) => `/orders/${verb}/${ids.order}`)
    .replace(/\/orders\/:id/, `/orders/${ids.order}`)
    .replace(/\/admin\/products\/:id/, '/admin/products/p-spice-set-of-12')
    .replace(/\/admin\/categories\/:id/, '/admin/categories/c-spices')
    .replace(/\/admin\/reviews\/:id/, `/admin/reviews/${ids.staffReview}`)
    .replace(/\/admin\/customers\/:id/, `/admin/customers/${ids.owner}`)
    .replace(/\/users\/stock-alerts\/:productId/, `/users/stock-alerts/${WAITED_FOR}`)
    .replace(/\/reviews\/:id/, `/reviews/${ids.review}`)
    .replace(/:\w+/g, 'x');
}

/** A body that would be accepted if the caller were allowed. */
async function bodyFor(method: string, path: string): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') {
    if (path.includes('/wishlist/delete')) return { productId: 'p-malvani-masala' };
    return undefined;
  }
  if (path.includes('update-cart')) return { quantity: 2 };
  if (path.includes('add-cart')) return { productId: 'p-malvani-masala', quantity: 1 };
  if (path.includes('address')) return { ...address, name: 'Intruder', address: '9 Intruder Road' };
  if (path.includes('return-order')) return { reason: 'Intruder wants a return' };
  if (path.endsWith('/actions')) return { action: 'process' };
  if (path === '/api/v1/admin/products') return { name: 'Matrix Masala', slug: `matrix-masala-${crypto.randomUUID().slice(0, 8)}`, categoryId: 'c-spices', price: 100, mrp: 100 };
  if (path === '/api/v1/admin/products/:id') return { brand: 'Matrix Group' };
  if (path.endsWith('/admin/products/:id/stock')) return { adjust: 1, reason: 'correction' };
  // The owner's role as it is (a shopper's): accepted, nothing changed.
  if (path.endsWith('/admin/customers/:id/role')) return { role: 'user', password: 'secret123' };
  if (path === '/api/v1/admin/categories') return { name: `Matrix ${crypto.randomUUID().slice(0, 8)}` };
  if (path === '/api/v1/admin/categories/:id') return { description: 'Matrix description' };
  // Every category, as they are now (the matrix has just created one).
  if (path === '/api/v1/admin/categories/order') return { ids: (await shop.db.select({ id: categories.id }).from(categories)).map((c) => c.id) };
  if (path.endsWith('/admin/orders/:id/notes')) return { note: 'Matrix note' };
  if (path.includes('/orders')) return { addressId: ids.address };
  if (path.includes('/reviews')) return { productId: 'p-turmeric-powder', rating: 1, comment: 'Intruder' };
  if (path.includes('change-password')) return { oldPassword: 'secret123', newPassword: 'intruder123' };
  if (path.includes('update-account')) return { fullName: 'Intruder' };
  if (path.includes('/wishlist')) return { productId: 'p-malvani-masala' };
  return {};
}

/** A product's pictures take a file, the current pictures in a new order, or one current picture; a category's picture takes a file. */
async function picturesOptions(method: string, path: string) {
  const category = path.endsWith('/admin/categories/:id/image');
  if ((!path.endsWith('/admin/products/:id/images') && !category) || method === 'GET') return null;
  if (method === 'POST') {
    const form = new FormData();
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#15803d' } }).png().toBuffer();
    form.append(category ? 'image' : 'images', new File([new Uint8Array(png)], 'matrix.png', { type: 'image/png' }));
    return { body: form };
  }
  const images = (await admin.get(concrete(path))).body.data.images as string[];
  return method === 'PUT' ? { json: { images: [...images].reverse() } } : { query: { image: images[0]! } };
}
/** The request options for a route: its JSON body, or the file a route reads as it is. */
async function optionsFor(method: string, path: string): Promise<{ json?: unknown; body?: string | FormData; headers?: Record<string, string>; query?: Record<string, string> }> {
  if (path.endsWith('/admin/products/import')) return { body: 'id,brand\np-malvani-masala,Matrix Group\n', headers: { 'content-type': 'text/csv' } };
  const pictures = await picturesOptions(method, path);
  if (pictures) return pictures;
  const json = await bodyFor(method, path);
  return json === undefined ? {} : { json };
}
/**
 * Routes whose parameter names a public thing (a product) and that act on the caller's own data (her
 * wish to be mailed about it): another shopper gets her own answer, and the owner's data stays as it is.
 */
const OWN_DATA_BY_PUBLIC_ID = new Set(['PUT /api/v1/users/stock-alerts/:productId', 'DELETE /api/v1/users/stock-alerts/:productId']);
/** The product out of stock that the owner waits for (decision 198). */
const WAITED_FOR = 'p-kolhapuri-masala';

/** Admin routes that answer a file, not the envelope. */
const FILE_ANSWERS = new Map([
  ['GET /api/v1/admin/products/export.csv', 'text/csv; charset=utf-8'],
  ['GET /api/v1/admin/orders/export.csv', 'text/csv; charset=utf-8'],
]);

beforeAll(async () => {
  shop = await createTestShop();
  const a = await signUp(shop);
  owner = a.client;
  ownerEmail = a.user.email;
  ids.owner = a.user._id;
  other = (await signUp(shop)).client;
  const staff = await signUp(shop);
  await makeAdmin(shop, staff.user._id);
  admin = staff.client;
  ids.address = (await owner.post('/address/create-address', { json: address })).body.data._id;
  await owner.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 } });
  const placed = await owner.post('/orders', { json: { addressId: ids.address } });
  if (placed.status !== 201) throw new Error(placed.text);
  ids.order = placed.body.data._id;
  const line = await owner.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 } });
  ids.cartLine = line.body.data.items.find((i: { productId: string }) => i.productId === 'p-udid-papad')._id;
  await owner.post('/wishlist/add', { json: { productId: 'p-malvani-masala' } });
  const review = await owner.post('/reviews', { json: { productId: 'p-malvani-masala', rating: 5, comment: 'Owner review' } });
  if (review.status !== 201) throw new Error(review.text);
  ids.review = review.body.data._id;
  // The back-office's review routes act on another review (the last one deletes it).
  const staffReview = await other.post('/reviews', { json: { productId: 'p-malvani-masala', rating: 2, comment: 'Other review' } });
  if (staffReview.status !== 201) throw new Error(staffReview.text);
  ids.staffReview = staffReview.body.data._id;
  await shop.db.update(products).set({ stock: 0 }).where(eq(products.id, WAITED_FOR));
  const waiting = await owner.put(`/users/stock-alerts/${WAITED_FOR}`);
  if (waiting.status !== 200) throw new Error(waiting.text);
});
afterAll(() => shop?.close());

async function ownerState() {
  const [cart, addresses, order, wishlist, review, me, alerts] = await Promise.all([
    owner.get('/cart'),
    owner.get('/address/get-addresses'),
    owner.get(`/orders/${ids.order}`),
    owner.get('/wishlist'),
    shop.client().get(`/reviews/${ids.review}`),
    owner.get('/users/current-user'),
    owner.get('/users/stock-alerts'),
  ]);
  return JSON.stringify([cart.body.data, addresses.body.data, order.body.data, wishlist.body.data, review.body.data, me.body.data, alerts.body.data]);
}

describe('authorisation matrix (from app.routes)', () => {
  it('knows the route list and every public route still exists', () => {
    const keys = new Set(routeList().map((r) => `${r.method} ${r.path}`));
    expect(keys.size).toBeGreaterThan(30);
    for (const p of PUBLIC) expect(keys.has(p), `${p} is on the public list but no longer a route`).toBe(true);
  });

  it('answers a guest 401 on every private route, even with a body that would be accepted', async () => {
    const failures: string[] = [];
    for (const { method, path } of routeList()) {
      if (PUBLIC.has(`${method} ${path}`)) continue;
      const res = await shop.client().send(method, concrete(path), await optionsFor(method, path));
      if (res.status !== 401 || res.body?.success !== false) failures.push(`${method} ${path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("never shows or changes another shopper's data", async () => {
    const before = await ownerState();
    const failures: string[] = [];
    const privateRoutes = routeList().filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));
    // Destructive routes on "my own" data last, so they do not hide the others.
    privateRoutes.sort((a, b) => Number(a.path.includes('change-password')) - Number(b.path.includes('change-password')));
    for (const { method, path } of privateRoutes) {
      const url = concrete(path);
      const res = await other.send(method, url, await optionsFor(method, path));
      const label = `${method} ${path} -> ${res.status}`;
      if (res.status >= 500) failures.push(`${label} (server error)`);
      if (res.status === 401) failures.push(`${label} (signed-in shopper refused as a guest)`);
      if (/:\w+/.test(path) && !OWN_DATA_BY_PUBLIC_ID.has(`${method} ${path}`) && ![403, 404].includes(res.status)) failures.push(`${label} (expected 404 or 403 for the owner's resource)`);
      for (const secret of [ids.address, ids.order, ids.cartLine, ownerEmail, '7 Owner Lane']) {
        if (res.text.includes(secret!)) failures.push(`${label} (leaks ${secret})`);
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerState()).toBe(before);
  });

  it('answers a shopper 403 on every back-office route, and lets an admin in', async () => {
    const adminRoutes = routeList().filter((r) => isAdminRoute(r.path));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    const failures: string[] = [];
    for (const { method, path } of adminRoutes) {
      const o = await optionsFor(method, path);
      const asShopper = await other.send(method, concrete(path), o);
      if (asShopper.status !== 403 || asShopper.body?.message !== 'Only shop administrators may do this.') failures.push(`${method} ${path} -> ${asShopper.status} for a shopper`);
      const asAdmin = await admin.send(method, concrete(path), o);
      // 201 where the route creates something.
      const file = FILE_ANSWERS.get(`${method} ${path}`);
      if (file) {
        if (asAdmin.status !== 200 || asAdmin.headers.get('content-type') !== file) failures.push(`${method} ${path} -> ${asAdmin.status} ${asAdmin.headers.get('content-type')} for an admin`);
      } else if (![200, 201].includes(asAdmin.status) || asAdmin.body?.success !== true) failures.push(`${method} ${path} -> ${asAdmin.status} for an admin: ${asAdmin.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets only admins list users', async () => {
    const res = await other.get('/users');
    expect(res.status).toBe(403);
  });
});
