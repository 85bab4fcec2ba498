import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, signUp, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

describe('cart', () => {
  it('answers 401 to a guest on every cart call, even with a malformed body', async () => {
    const guest = shop.client();
    const calls = [
      guest.get('/cart'),
      guest.post('/cart/add-cart', { body: '{oops', headers: { 'content-type': 'application/json' } }),
      guest.patch('/cart/update-cart/whatever', { json: { quantity: 'x' } }),
      guest.delete('/cart/delete-cart/whatever'),
      guest.delete('/cart/clear-cart'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(errorMessage(res)).toMatch(/sign in/i);
    }
  });

  it('starts empty', async () => {
    const { client } = await signUp(shop);
    const res = await client.get('/cart');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: expect.any(String), items: [], totalQuantity: 0, subtotal: 0 });
  });

  it('adds a product, merging a second add into the same line', async () => {
    const { client } = await signUp(shop);
    const first = await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Added to cart');
    const second = await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 3 } });
    const cart = second.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toEqual({
      _id: expect.any(String),
      productId: 'p-malvani-masala',
      product: {
        _id: 'p-malvani-masala',
        name: 'Malvani Masala',
        price: 199,
        mrp: 199,
        discount: 0,
        image_url: '/images/products/malvani-masala-1-640.webp',
        inStock: true,
        stock_quantity: 25,
        category: { _id: 'c-masala-blends', slug: 'masala-blends', name: 'Masala Blends' },
      },
      quantity: 5,
      price: 199,
    });
    expect(cart.totalQuantity).toBe(5);
    expect(cart.subtotal).toBe(995);
    expect((await client.get('/cart')).body.data).toEqual(cart);
  });

  it('adds one when no quantity is given, and keeps paise exact', async () => {
    const { client } = await signUp(shop);
    await client.post('/cart/add-cart', { json: { productId: 'p-kolhapuri-masala' } });
    const res = await client.post('/cart/add-cart', { json: { productId: 'p-last-jar-cumin' } });
    expect(res.body.data.totalQuantity).toBe(2);
    expect(res.body.data.subtotal).toBe(349.49); // 249.50 + 99.99
  });

  it('refuses more than the stock with 409 and a clear message, changing nothing', async () => {
    const { client } = await signUp(shop);
    const over = await client.post('/cart/add-cart', { json: { productId: 'p-kolhapuri-masala', quantity: 4 } });
    expect(over.status).toBe(409);
    expect(errorMessage(over)).toBe('Only 3 left in stock for Kolhapuri Masala.');
    expect((await client.get('/cart')).body.data.items).toEqual([]);

    await client.post('/cart/add-cart', { json: { productId: 'p-kolhapuri-masala', quantity: 2 } });
    const merged = await client.post('/cart/add-cart', { json: { productId: 'p-kolhapuri-masala', quantity: 2 } });
    expect(merged.status).toBe(409);
    expect(errorMessage(merged)).toBe('Only 3 left in stock for Kolhapuri Masala, and you already have 2 in your cart.');
    expect((await client.get('/cart')).body.data.items[0].quantity).toBe(2);
  });

  it('refuses an out-of-stock product with 409', async () => {
    const { client } = await signUp(shop);
    const res = await client.post('/cart/add-cart', { json: { productId: 'p-red-chilli-powder', quantity: 1 } });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toBe('Sorry, Red Chilli Powder is out of stock.');
  });

  it.each([
    [{}, 'productId is required.'],
    [{ productId: 'p-malvani-masala', quantity: 0 }, 'Quantity must be at least 1.'],
    [{ productId: 'p-malvani-masala', quantity: -2 }, 'Quantity must be at least 1.'],
    [{ productId: 'p-malvani-masala', quantity: 1.5 }, 'Quantity must be a whole number.'],
    [{ productId: 'p-malvani-masala', quantity: '2' }, 'Quantity must be a number.'],
    [{ productId: 42, quantity: 1 }, 'productId must be text.'],
  ])('refuses %o with a readable 400', async (body, message) => {
    const { client } = await signUp(shop);
    const res = await client.post('/cart/add-cart', { json: body });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(message);
  });

  it('answers 404 for an unknown or odd product id', async () => {
    const { client } = await signUp(shop);
    for (const productId of ['p-none', "' or 1=1 --", '<script>']) {
      const res = await client.post('/cart/add-cart', { json: { productId, quantity: 1 } });
      expect(res.status, productId).toBe(404);
      expect(errorMessage(res)).toBe('Product not found');
    }
  });

  it('updates a line quantity by cart line id, within stock', async () => {
    const { client } = await signUp(shop);
    const added = await client.post('/cart/add-cart', { json: { productId: 'p-kolhapuri-masala', quantity: 1 } });
    const lineId = added.body.data.items[0]._id;
    const res = await client.patch(`/cart/update-cart/${lineId}`, { json: { productId: 'p-kolhapuri-masala', quantity: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cart updated');
    expect(res.body.data.items[0].quantity).toBe(3);
    const over = await client.patch(`/cart/update-cart/${lineId}`, { json: { quantity: 4 } });
    expect(over.status).toBe(409);
    expect(errorMessage(over)).toBe('Only 3 left in stock for Kolhapuri Masala.');
    const zero = await client.patch(`/cart/update-cart/${lineId}`, { json: { quantity: 0 } });
    expect(zero.status).toBe(400);
    expect(errorMessage(zero)).toBe('Quantity must be at least 1.');
    const missing = await client.patch(`/cart/update-cart/${lineId}`, { json: {} });
    expect(errorMessage(missing)).toBe('Quantity is required.');
    expect((await client.get('/cart')).body.data.items[0].quantity).toBe(3);
  });

  it('removes one line and clears the cart', async () => {
    const { client } = await signUp(shop);
    await client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 1 } });
    const two = await client.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 2 } });
    const papadLine = two.body.data.items.find((i: { productId: string }) => i.productId === 'p-udid-papad')._id;
    const removed = await client.delete(`/cart/delete-cart/${papadLine}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Item removed from cart');
    expect(removed.body.data.items.map((i: { productId: string }) => i.productId)).toEqual(['p-malvani-masala']);
    const gone = await client.delete(`/cart/delete-cart/${papadLine}`);
    expect(gone.status).toBe(404);
    const cleared = await client.delete('/cart/clear-cart');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ success: true, message: 'Cart cleared', data: { items: [], totalQuantity: 0, subtotal: 0 } });
  });

  it("answers 404 for another shopper's cart line, changing nothing", async () => {
    const owner = await signUp(shop);
    const other = await signUp(shop);
    const added = await owner.client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 2 } });
    const lineId = added.body.data.items[0]._id;
    const update = await other.client.patch(`/cart/update-cart/${lineId}`, { json: { quantity: 1 } });
    const remove = await other.client.delete(`/cart/delete-cart/${lineId}`);
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
    expect(errorMessage(remove)).toBe('Cart item not found');
    const [line] = await shop.db.select().from(cartItems).where(eq(cartItems.id, lineId));
    expect(line!.quantity).toBe(2);
  });
});
