import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorMessage, signUp, signUpAdmin, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const ids = (res: { body: any }) => res.body.data.products.map((p: { _id: string }) => p._id);

describe('wishlist', () => {
  it('answers 401 to a guest', async () => {
    const guest = shop.client();
    for (const res of await Promise.all([
      guest.get('/wishlist'),
      guest.post('/wishlist/add', { json: { productId: 'p-udid-papad' } }),
      guest.delete('/wishlist/delete', { json: { productId: 'p-udid-papad' } }),
      guest.delete('/wishlist/clear'),
    ])) {
      expect(res.status).toBe(401);
    }
  });

  it('adds products idempotently and lists full products, newest first', async () => {
    const { client } = await signUp(shop);
    expect((await client.get('/wishlist')).body.data).toEqual({ products: [] });
    const first = await client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Added to wishlist');
    await client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
    await new Promise((r) => setTimeout(r, 5));
    await client.post('/wishlist/add', { json: { productId: 'p-malvani-masala' } });
    const list = await client.get('/wishlist');
    expect(ids(list)).toEqual(['p-malvani-masala', 'p-udid-papad']);
    expect(list.body.data.products[0]).toMatchObject({ name: 'Malvani Masala', price: 199, image_url: expect.any(String), category: { slug: 'masala-blends' } });
  });

  it('removes by JSON body or by ?productId=', async () => {
    const { client } = await signUp(shop);
    await client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
    await client.post('/wishlist/add', { json: { productId: 'p-malvani-masala' } });
    const byBody = await client.delete('/wishlist/delete', { json: { productId: 'p-udid-papad' } });
    expect(byBody.status).toBe(200);
    expect(byBody.body.message).toBe('Removed from wishlist');
    expect(ids(byBody)).toEqual(['p-malvani-masala']);
    const byQuery = await client.delete('/wishlist/delete', { query: { productId: 'p-malvani-masala' } });
    expect(ids(byQuery)).toEqual([]);
  });

  it('clears the wishlist', async () => {
    const { client } = await signUp(shop);
    await client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
    const res = await client.delete('/wishlist/clear');
    expect(res.body).toMatchObject({ success: true, message: 'Wishlist cleared', data: { products: [] } });
  });

  it('refuses a missing or malformed productId and answers 404 for unknown products', async () => {
    const { client } = await signUp(shop);
    const missing = await client.post('/wishlist/add', { json: {} });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe('productId is required.');
    expect((await client.delete('/wishlist/delete')).status).toBe(400);
    const wrongType = await client.post('/wishlist/add', { json: { productId: ['p-udid-papad'] } });
    expect(wrongType.status).toBe(400);
    const unknown = await client.post('/wishlist/add', { json: { productId: 'p-unknown' } });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe('Product not found');
    const malformed = await client.post('/wishlist/add', { body: '{"productId":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(errorMessage(malformed)).toBe('The request body is not valid JSON.');
  });

  it("keeps each shopper's wishlist to themselves", async () => {
    const a = await signUp(shop);
    const b = await signUp(shop);
    await a.client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
    await b.client.delete('/wishlist/clear');
    expect(ids(await a.client.get('/wishlist'))).toEqual(['p-udid-papad']);
    expect(ids(await b.client.get('/wishlist'))).toEqual([]);
  });

  it('lists only products on sale, keeps an archived one for when it is restored, and refuses adding one that is not on sale', async () => {
    const admin = await signUpAdmin(shop);
    const { client } = await signUp(shop);
    await client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
    await client.post('/wishlist/add', { json: { productId: 'p-malvani-masala' } });
    try {
      expect((await admin.post('/admin/products/p-udid-papad/archive')).status).toBe(200);
      expect(ids(await client.get('/wishlist'))).toEqual(['p-malvani-masala']);
      const again = await client.post('/wishlist/add', { json: { productId: 'p-udid-papad' } });
      expect(again.status).toBe(404);
      expect(errorMessage(again)).toBe('Product not found');
      // Removing another product answers the list without the archived one as well.
      expect(ids(await client.delete('/wishlist/delete', { json: { productId: 'p-malvani-masala' } }))).toEqual([]);
    } finally {
      expect((await admin.post('/admin/products/p-udid-papad/restore')).status).toBe(200);
    }
    expect(ids(await client.get('/wishlist'))).toEqual(['p-udid-papad']);
  });
});
