import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCatalogueChange, tagsOfChange, type CatalogueChange } from '../../src/server/catalogue-changes.ts';
import { apiCacheTags, pageCacheable } from '../../src/server/http/cache-policy.ts';
import { createPageCache } from '../../src/server/http/page-cache.ts';
import { prepareRenderedResponse } from '../../src/server/http/rendered-response.ts';
import { createTestShop, makeAdmin, signUp, SITE_URL, type Client, type TestShop } from './harness.ts';
import { orders } from '../../src/server/db/schema.ts';

// The API's writes empty the server's page cache through the change channel (decision 063), whether
// they come over HTTP or from a back-office page calling the API in-process. The cache and the API
// are wired as serve.ts wires them: the API behind the page cache, the cache listening on the channel.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: TestShop;
let admin: Client;
let shopper: Client;
let server: http.Server;
let base: string;
const heard: CatalogueChange[] = [];
let stopListening: () => void;

beforeAll(async () => {
  shop = await createTestShop();
  const a = await signUp(shop, { fullName: 'Meena Staff' });
  await makeAdmin(shop, a.user._id);
  admin = a.client;
  shopper = (await signUp(shop, { fullName: 'Neha Gaikwad' })).client;

  const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, cacheable: pageCacheable, defaultTags: apiCacheTags });
  stopListening = onCatalogueChange((change) => {
    heard.push(change);
    cache.drop(tagsOfChange(change));
  });
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', SITE_URL).pathname;
    void cache.handle(req, res, pathname, {
      prepare: () => prepareRenderedResponse(req, res, pathname),
      render: async () => {
        const answer = await shop.app.fetch(new Request(new URL(req.url ?? '/', SITE_URL), { method: req.method, headers: { origin: SITE_URL } }), {
          clientAddress: '203.0.113.7',
        });
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stopListening?.();
  await new Promise((resolve) => server?.close(resolve));
  await shop?.close();
});

/** A shopper's GET through the page cache. */
async function read(path: string) {
  const res = await fetch(`${base}/api/v1${path}`);
  return { cache: res.headers.get('x-cache'), body: (await res.json()) as { data: any } };
}

describe('a catalogue write empties what shows it, and the next read shows the change', () => {
  it('a price changed from the back-office (in-process, as the admin pages call the API)', async () => {
    await read('/products/p-udid-papad');
    await read('/products/p-kolhapuri-masala');
    await read('/products?limit=50');
    expect((await read('/products/p-udid-papad')).cache).toBe('HIT');

    heard.length = 0;
    const saved = await admin.patch('/admin/products/p-udid-papad', { json: { price: 77, mrp: 90 } });
    expect(saved.status).toBe(200);
    expect(heard).toEqual([{ products: ['p-udid-papad'] }]);

    const after = await read('/products/p-udid-papad');
    expect(after.cache).toBe('MISS');
    expect(after.body.data.price).toBe(77);
    const list = await read('/products?limit=50');
    expect(list.cache).toBe('MISS');
    expect(list.body.data.products.find((p: { _id: string }) => p._id === 'p-udid-papad').price).toBe(77);
    // Another product's own read was not touched.
    expect((await read('/products/p-kolhapuri-masala')).cache).toBe('HIT');
  });

  it("a shopper's review: the product's rating shows it at the next read", async () => {
    const before = (await read('/products/p-udid-papad')).body.data;
    expect((await read('/products/p-udid-papad')).cache).toBe('HIT');
    heard.length = 0;
    const posted = await shopper.post('/reviews', { json: { productId: 'p-udid-papad', rating: 1, title: 'Too salty' } });
    expect(posted.status).toBe(201);
    expect(heard).toHaveLength(1);
    const after = await read('/products/p-udid-papad');
    expect(after.cache).toBe('MISS');
    expect(after.body.data.reviews).toBe(before.reviews + 1);
  });

  it("an order: the ordered product's stock shows at the next read, other products' reads stay", async () => {
    await read('/products/p-kolhapuri-masala');
    await read('/products/p-udid-papad');
    const before = (await read('/products/p-kolhapuri-masala')).body.data;
    const address = { name: 'Vikram Rathore', phoneNumber: '9876543210', address: '5 Station Road', zipCode: '302001', state: 'Rajasthan', country: 'India' };
    const addressId = (await shopper.post('/address/create-address', { json: address })).body.data._id as string;
    expect((await shopper.post('/cart/add-cart', { json: { productId: 'p-kolhapuri-masala', quantity: 2 } })).status).toBe(200);
    heard.length = 0;
    const placed = await shopper.post('/orders', { json: { addressId } });
    expect(placed.status).toBe(201);
    expect(heard).toEqual([{ products: ['p-kolhapuri-masala'], stockDown: true }]);
    const after = await read('/products/p-kolhapuri-masala');
    expect(after.cache).toBe('MISS');
    expect(after.body.data.stock_quantity).toBe(before.stock_quantity - 2);
    expect((await read('/products/p-udid-papad')).cache).toBe('HIT');
  });

  it('a refused write announces nothing and empties nothing', async () => {
    await read('/products/p-udid-papad');
    heard.length = 0;
    const refused = await admin.patch('/admin/products/p-udid-papad', { json: { price: -5 } });
    expect(refused.status).toBe(400);
    const guest = await shop.client().post('/reviews', { json: { productId: 'p-udid-papad', rating: 5 } });
    expect(guest.status).toBe(401);
    expect(heard).toEqual([]);
    expect((await read('/products/p-udid-papad')).cache).toBe('HIT');
  });

  it("the back-office's writes that no shopper sees (a staff note, an account's sign-ins) announce nothing and empty nothing", async () => {
    await read('/products/p-udid-papad');
    heard.length = 0;
    const shopperId = ((await shopper.get('/users/current-user')).body.data as { _id: string })._id;
    expect((await admin.post(`/admin/customers/${shopperId}/sign-out`)).status).toBe(200);
    const [order] = await shop.db.select({ id: orders.id }).from(orders).limit(1);
    expect((await admin.post(`/admin/orders/${order!.id}/notes`, { json: { note: 'Called, no answer.' } })).status).toBe(201);
    expect(heard).toEqual([]);
    expect((await read('/products/p-udid-papad')).cache).toBe('HIT');
  });

  it('archiving takes the product out of the cached list at once', async () => {
    expect((await read('/products?limit=50')).body.data.products.some((p: { _id: string }) => p._id === 'p-udid-papad')).toBe(true);
    expect((await read('/products?limit=50')).cache).toBe('HIT');
    const archived = await admin.post('/admin/products/p-udid-papad/archive');
    expect(archived.status).toBe(200);
    const list = await read('/products?limit=50');
    expect(list.cache).toBe('MISS');
    expect(list.body.data.products.some((p: { _id: string }) => p._id === 'p-udid-papad')).toBe(false);
  });
});
