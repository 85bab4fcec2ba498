import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products } from '../../src/server/db/schema.ts';
import { MAX_PENDING_ORDERS } from '../../src/server/orders/place.ts';
import { createTestShop, errorMessage, signUp, type Client, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const address = { name: 'Vikram Rathore', phoneNumber: '9876543210', address: '5 Station Road', zipCode: '302001', state: 'Rajasthan', country: 'India' };

async function stockOf(id: string) {
  const [row] = await shop.db.select({ stock: products.stock, bestseller: products.bestseller }).from(products).where(eq(products.id, id));
  return row!;
}

async function shopperWithAddress() {
  const s = await signUp(shop);
  const addressId = (await s.client.post('/address/create-address', { json: address })).body.data._id as string;
  return { ...s, addressId };
}

async function fill(client: Client, lines: [string, number][]) {
  for (const [productId, quantity] of lines) {
    const res = await client.post('/cart/add-cart', { json: { productId, quantity } });
    if (res.status !== 200) throw new Error(res.text);
  }
}

async function setStock(id: string, stock: number) {
  await shop.db.update(products).set({ stock }).where(eq(products.id, id));
}

describe('POST /orders', () => {
  it('answers 401 to a guest, even for a malformed body', async () => {
    const res = await shop.client().post('/orders', { body: 'nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });

  it('places the order: copies prices, reduces stock, empties the cart, totals with the fixed charges', async () => {
    const { client, addressId } = await shopperWithAddress();
    await fill(client, [['p-malvani-masala', 2], ['p-kolhapuri-masala', 1]]);
    const before = await stockOf('p-malvani-masala');
    const res = await client.post('/orders', { json: { addressId } });
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      _id: expect.any(String),
      orderNumber: expect.stringMatching(/^HF-\d{6}$/),
      status: 'pending',
      returnStatus: null,
      returnReason: null,
      items: [
        { productId: 'p-malvani-masala', name: 'Malvani Masala', image: '/images/products/malvani-masala-1-640.webp', price: 199, quantity: 2, subtotal: 398 },
        { productId: 'p-kolhapuri-masala', name: 'Kolhapuri Masala', price: 249.5, quantity: 1, subtotal: 249.5 },
      ],
      address: { _id: addressId, ...address, address2: '', landmark: '' },
      subtotal: 647.5,
      shipping: 240,
      taxes: 240,
      discount: 40,
      total: 1087.5,
      statusHistory: [{ status: 'pending', at: expect.any(String) }],
    });
    const after = await stockOf('p-malvani-masala');
    expect(after.stock).toBe(before.stock - 2);
    expect(after.bestseller).toBe(before.bestseller + 2);
    expect((await client.get('/cart')).body.data.items).toEqual([]);
  });

  it('keeps the price and MRP paid when the product prices change later', async () => {
    const { client, addressId } = await shopperWithAddress();
    await fill(client, [['p-udid-papad', 1]]);
    const placed = (await client.post('/orders', { json: { addressId } })).body.data;
    expect(placed.items[0]).toMatchObject({ price: 80, mrp: 85, discount: 5 });
    await shop.db.update(products).set({ pricePaise: 99_00, mrpPaise: 120_00 }).where(eq(products.id, 'p-udid-papad'));
    const again = await client.get(`/orders/${placed._id}`);
    expect(again.body.data.items[0]).toMatchObject({ price: 80, mrp: 85, discount: 5 });
    await shop.db.update(products).set({ pricePaise: 80_00, mrpPaise: 85_00 }).where(eq(products.id, 'p-udid-papad'));
  });

  it("answers 400 'Your cart is empty' for an empty cart", async () => {
    const { client, addressId } = await shopperWithAddress();
    const res = await client.post('/orders', { json: { addressId } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe('Your cart is empty');
  });

  it('requires an address of your own', async () => {
    const { client } = await shopperWithAddress();
    const other = await shopperWithAddress();
    await fill(client, [['p-udid-papad', 1]]);
    const missing = await client.post('/orders', { json: {} });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe('addressId is required.');
    const foreign = await client.post('/orders', { json: { addressId: other.addressId } });
    expect(foreign.status).toBe(404);
    expect(errorMessage(foreign)).toBe('Address not found');
    expect((await client.get('/cart')).body.data.items).toHaveLength(1);
  });

  it('answers 409 when stock ran short since the cart was filled, and changes nothing', async () => {
    const { client, addressId } = await shopperWithAddress();
    await fill(client, [['p-malvani-masala', 1], ['p-spice-set-of-12', 3]]);
    await setStock('p-spice-set-of-12', 2);
    const malvani = await stockOf('p-malvani-masala');
    const res = await client.post('/orders', { json: { addressId } });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toBe('Only 2 left in stock for Spice Set of 12.');
    expect(await stockOf('p-malvani-masala')).toEqual(malvani);
    expect((await stockOf('p-spice-set-of-12')).stock).toBe(2);
    expect((await client.get('/cart')).body.data.items).toHaveLength(2);
    expect((await client.get('/orders/get-all')).body.data.orders).toEqual([]);
    await setStock('p-spice-set-of-12', 15);
  });

  it('answers 409 for a product that went out of stock', async () => {
    const { client, addressId } = await shopperWithAddress();
    await fill(client, [['p-udid-papad', 1]]);
    await setStock('p-udid-papad', 0);
    const res = await client.post('/orders', { json: { addressId } });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toBe('Sorry, Udid Papad is out of stock.');
    await setStock('p-udid-papad', 40);
  });

  it('refuses a cart worth more than one order may hold (₹1 crore) at the quantity, before the totals could overflow', async () => {
    const id = 'p-spice-set-of-12';
    const [was] = await shop.db.select({ pricePaise: products.pricePaise, mrpPaise: products.mrpPaise, stock: products.stock }).from(products).where(eq(products.id, id));
    await shop.db.update(products).set({ pricePaise: 1_000_000_000, mrpPaise: 1_000_000_000, stock: 10 }).where(eq(products.id, id));
    const { client, addressId } = await shopperWithAddress();
    const tooLarge = 'One order can hold items worth at most ₹1,00,00,000. Please lower the quantity, or place it as more than one order.';
    const lineId = (await client.post('/cart/add-cart', { json: { productId: id, quantity: 1 } })).body.data.items[0]._id as string;
    for (const res of [await client.post('/cart/add-cart', { json: { productId: id, quantity: 2 } }), await client.patch(`/cart/update-cart/${lineId}`, { json: { quantity: 3 } })]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, success: false, message: tooLarge, errors: [{ path: 'quantity', message: tooLarge }] });
    }
    expect((await client.get('/cart')).body.data).toMatchObject({ items: [{ quantity: 1 }], subtotal: 10_000_000 });
    // A cart filled before it could be refused (three of them: ₹3 crore) is refused at placing, changing nothing.
    await shop.db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.id, lineId));
    const placing = await client.post('/orders', { json: { addressId } });
    expect(placing.status).toBe(409);
    expect(errorMessage(placing)).toBe(tooLarge);
    expect((await stockOf(id)).stock).toBe(10);
    // One is an order like any other.
    await shop.db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.id, lineId));
    const placed = await client.post('/orders', { json: { addressId } });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subtotal: 10_000_000, total: 10_000_440 });
    await shop.db.update(products).set(was!).where(eq(products.id, id));
  });

  it(`holds at most ${MAX_PENDING_ORDERS} orders the shop has not started on for one account (decision 168)`, async () => {
    const { client, addressId } = await shopperWithAddress();
    const placed: string[] = [];
    for (let i = 0; i < MAX_PENDING_ORDERS; i++) {
      await fill(client, [['p-udid-papad', 1]]);
      const res = await client.post('/orders', { json: { addressId, paymentMethod: 'cod' } });
      expect(res.status).toBe(201);
      placed.push(res.body.data._id);
    }
    await fill(client, [['p-udid-papad', 1]]);
    const before = await stockOf('p-udid-papad');
    const refused = await client.post('/orders', { json: { addressId } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      success: false,
      message: 'You already have 5 orders we have not started on yet. Please wait until we begin one, or cancel one you no longer need in My Orders, then place this one.',
      errors: [
        {
          path: 'orders',
          message: 'You already have 5 orders we have not started on yet. Please wait until we begin one, or cancel one you no longer need in My Orders, then place this one.',
        },
      ],
    });
    expect(await stockOf('p-udid-papad')).toEqual(before);
    expect((await client.get('/cart')).body.data.items).toHaveLength(1);
    // Cancelling one frees its place.
    expect((await client.post(`/orders/cancel-order/${placed[0]}`)).status).toBe(200);
    expect((await client.post('/orders', { json: { addressId } })).status).toBe(201);
  });

  it('places one cart once when the same shopper presses again and again at once (PostgreSQL placed it four times)', async () => {
    const { client, addressId } = await shopperWithAddress();
    for (let i = 0; i < MAX_PENDING_ORDERS - 2; i++) {
      await fill(client, [['p-malvani-masala', 1]]);
      expect((await client.post('/orders', { json: { addressId } })).status).toBe(201);
    }
    await fill(client, [['p-malvani-masala', 1]]);
    const before = await stockOf('p-malvani-masala');
    const presses = await Promise.all(Array.from({ length: 4 }, () => client.post('/orders', { json: { addressId } })));
    expect(presses.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    expect((await stockOf('p-malvani-masala')).stock).toBe(before.stock - 1);
    // An account has one cart: so its orders cannot race past the cap either.
    expect((await client.get('/orders/get-all')).body.data.orders).toHaveLength(MAX_PENDING_ORDERS - 1);
  });

  it('lets exactly one of two shoppers racing for the last item win', async () => {
    await setStock('p-last-jar-cumin', 1);
    const a = await shopperWithAddress();
    const b = await shopperWithAddress();
    await fill(a.client, [['p-last-jar-cumin', 1]]);
    await fill(b.client, [['p-last-jar-cumin', 1]]);
    const results = await Promise.all([a.client.post('/orders', { json: { addressId: a.addressId } }), b.client.post('/orders', { json: { addressId: b.addressId } })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(errorMessage(results.find((r) => r.status === 409)!)).toBe('Sorry, Cumin Seeds is out of stock.');
    expect((await stockOf('p-last-jar-cumin')).stock).toBe(0);
  });

  it('never sells more than the stock when many orders race', async () => {
    await setStock('p-turmeric-powder', 3);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopperWithAddress()));
    for (const s of shoppers) await fill(s.client, [['p-turmeric-powder', 1]]);
    const results = await Promise.all(shoppers.map((s) => s.client.post('/orders', { json: { addressId: s.addressId } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await stockOf('p-turmeric-powder')).stock).toBe(0);
    await setStock('p-turmeric-powder', 50);
  });
});

describe('reading orders', () => {
  it('lists your orders newest first with pagination, and one by id', async () => {
    const { client, addressId } = await shopperWithAddress();
    const placed = [];
    for (const id of ['p-udid-papad', 'p-malvani-masala', 'p-kolhapuri-masala']) {
      await fill(client, [[id, 1]]);
      placed.push((await client.post('/orders', { json: { addressId } })).body.data);
      await new Promise((r) => setTimeout(r, 5));
    }
    const page1 = await client.get('/orders/get-all', { query: { limit: '2' } });
    expect(page1.status).toBe(200);
    expect(page1.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([placed[2]._id, placed[1]._id]);
    expect(page1.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, hasNextPage: true, hasPrevPage: false });
    const one = await client.get(`/orders/${placed[0]._id}`);
    // One order also names the seller its invoice is from (decision 148).
    expect(one.body.data).toEqual({ ...placed[0], seller: { legalName: expect.stringMatching(/demo/i), address: expect.any(String), gstin: expect.any(String) } });
    const pending = await client.get('/orders/get-all', { query: { status: 'pending,processing' } });
    expect(pending.body.data.orders).toHaveLength(3);
    const bad = await client.get('/orders/get-all', { query: { status: 'lost' } });
    expect(bad.status).toBe(400);
  });

  it("answers 401 to guests and 404 for another shopper's order", async () => {
    const owner = await shopperWithAddress();
    await fill(owner.client, [['p-udid-papad', 1]]);
    const order = (await owner.client.post('/orders', { json: { addressId: owner.addressId } })).body.data;
    expect((await shop.client().get('/orders/get-all')).status).toBe(401);
    expect((await shop.client().get(`/orders/${order._id}`)).status).toBe(401);
    const other = await signUp(shop);
    for (const res of [
      await other.client.get(`/orders/${order._id}`),
      await other.client.post(`/orders/cancel-order/${order._id}`),
      await other.client.post(`/orders/return-order/${order._id}`, { json: { reason: 'mine now' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe('Order not found');
    }
    expect((await other.client.get('/orders/get-all')).body.data.orders).toEqual([]);
    expect((await owner.client.get(`/orders/${order._id}`)).body.data.status).toBe('pending');
    expect((await other.client.get('/orders/no-such-order')).status).toBe(404);
  });
});

describe('cancelling and returning', () => {
  async function placeOne(lines: [string, number][] = [['p-malvani-masala', 2]]) {
    const s = await shopperWithAddress();
    await fill(s.client, lines);
    const order = (await s.client.post('/orders', { json: { addressId: s.addressId } })).body.data;
    return { ...s, order };
  }
  const setStatus = (id: string, status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled') =>
    shop.db.update(orders).set({ status }).where(eq(orders.id, id));

  it('cancels a pending order and puts the stock back', async () => {
    const before = await stockOf('p-malvani-masala');
    const { client, order } = await placeOne();
    expect((await stockOf('p-malvani-masala')).stock).toBe(before.stock - 2);
    const res = await client.post(`/orders/cancel-order/${order._id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled');
    expect(res.body.data.status).toBe('cancelled');
    expect(res.body.data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'cancelled']);
    expect(await stockOf('p-malvani-masala')).toEqual(before);
    const twice = await client.post(`/orders/cancel-order/${order._id}`);
    expect(twice.status).toBe(409);
    expect(errorMessage(twice)).toBe('This order is already cancelled.');
    expect(await stockOf('p-malvani-masala')).toEqual(before);
  });

  it('cancels a processing order, but not a shipped or delivered one', async () => {
    const processing = await placeOne([['p-udid-papad', 1]]);
    await setStatus(processing.order._id, 'processing');
    expect((await processing.client.post(`/orders/cancel-order/${processing.order._id}`)).status).toBe(200);

    const shipped = await placeOne([['p-udid-papad', 1]]);
    await setStatus(shipped.order._id, 'shipped');
    const refused = await shipped.client.post(`/orders/cancel-order/${shipped.order._id}`);
    expect(refused.status).toBe(409);
    expect(errorMessage(refused)).toMatch(/already been shipped/);

    await setStatus(shipped.order._id, 'delivered');
    const delivered = await shipped.client.post(`/orders/cancel-order/${shipped.order._id}`);
    expect(delivered.status).toBe(409);
    expect(errorMessage(delivered)).toMatch(/request a return/);
  });

  it('requests a return of a delivered order once, with an optional reason', async () => {
    const { client, order } = await placeOne([['p-udid-papad', 1]]);
    const early = await client.post(`/orders/return-order/${order._id}`, { json: { reason: 'Too early' } });
    expect(early.status).toBe(409);
    expect(errorMessage(early)).toBe('Only delivered orders can be returned.');
    await setStatus(order._id, 'delivered');
    const res = await client.post(`/orders/return-order/${order._id}`, { json: { reason: '  The packet was torn.  ' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Return requested');
    expect(res.body.data).toMatchObject({ status: 'delivered', returnStatus: 'requested', returnReason: 'The packet was torn.' });
    const again = await client.post(`/orders/return-order/${order._id}`);
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toBe('A return has already been requested for this order.');
  });

  it('accepts a return without a body or reason, and refuses a bad reason', async () => {
    const { client, order } = await placeOne([['p-udid-papad', 1]]);
    await setStatus(order._id, 'delivered');
    const bad = await client.post(`/orders/return-order/${order._id}`, { json: { reason: 42 } });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toBe('Reason must be text.');
    const html = await client.post(`/orders/return-order/${order._id}`, { json: { reason: '<b>bad</b>' } });
    expect(html.status).toBe(400);
    const res = await client.post(`/orders/return-order/${order._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ returnStatus: 'requested', returnReason: null });
  });
});

describe('payment and delivery', () => {
  it('places a cash on delivery order unpaid and an online one paid, and refuses another method', async () => {
    const { client, addressId } = await shopperWithAddress();
    await fill(client, [['p-udid-papad', 1]]);
    const bad = await client.post('/orders', { json: { addressId, paymentMethod: 'cheque' } });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toBe('paymentMethod must be one of: online, cod.');
    const cod = await client.post('/orders', { json: { addressId, paymentMethod: 'cod' } });
    expect(cod.status).toBe(201);
    expect(cod.body.data).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', carrier: null, trackingNumber: null, cancelReason: null, returnNote: null });
    expect(cod.body.data.events).toEqual([
      { _id: expect.any(String), type: 'placed', from: null, to: 'pending', at: cod.body.data.createdAt, by: 'shopper', note: null, carrier: null, trackingNumber: null },
    ]);
    await fill(client, [['p-udid-papad', 1]]);
    const online = await client.post('/orders', { json: { addressId } });
    expect(online.body.data).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' });
  });

  it('refuses an address the shop does not deliver to, and places nothing', async () => {
    const s = await signUp(shop);
    const far = (await s.client.post('/address/create-address', { json: { ...address, zipCode: '781001', state: 'Assam' } })).body.data._id;
    await fill(s.client, [['p-udid-papad', 2]]);
    const before = await stockOf('p-udid-papad');
    const res = await s.client.post('/orders', { json: { addressId: far } });
    expect(res.status).toBe(422);
    expect(errorMessage(res)).toBe('Sorry, we do not deliver to PIN code 781001 yet. Please choose another address.');
    expect(await stockOf('p-udid-papad')).toEqual(before);
    expect((await s.client.get('/cart')).body.data.items).toHaveLength(1);
    expect((await s.client.get('/orders/get-all')).body.data.orders).toEqual([]);
  });

  it('tells whether a PIN code is served, and in how many days', async () => {
    const pune = await shop.client().get('/delivery/pincode/411004');
    expect(pune.status).toBe(200);
    expect(pune.body.data).toEqual({ pincode: '411004', serviceable: true, area: 'Pune', minDays: 2, maxDays: 3, message: 'Delivery to Pune in 2-3 days.' });
    const far = await shop.client().get('/delivery/pincode/781001');
    expect(far.body.data).toEqual({ pincode: '781001', serviceable: false, area: null, minDays: null, maxDays: null, message: 'Sorry, we do not deliver to PIN code 781001 yet.' });
    for (const pin of ['41100', '011004', '4110045', 'abcdef', '%20411004x']) {
      const res = await shop.client().get(`/delivery/pincode/${pin}`);
      expect(res.status, pin).toBe(400);
      expect(errorMessage(res)).toBe('Please enter a valid 6-digit PIN code.');
    }
  });

  it('reads the list an operator names in SERVICEABLE_PINCODES_FILE', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = `${mkdtempSync(`${tmpdir()}/pins-`)}/pins.json`;
    writeFileSync(file, JSON.stringify({ areas: [{ prefix: '7810', area: 'Guwahati', minDays: 6, maxDays: 6 }] }));
    const other = await createTestShop({ env: { SERVICEABLE_PINCODES_FILE: file } });
    try {
      expect((await other.client().get('/delivery/pincode/781001')).body.data.message).toBe('Delivery to Guwahati in 6 days.');
      expect((await other.client().get('/delivery/pincode/411004')).body.data.serviceable).toBe(false);
    } finally {
      await other.close();
    }
    writeFileSync(`${file}.bad`, '{"areas":[{"prefix":"0"}]}');
    // createApp reads the list first, so a bad file stops the API at start.
    const { serviceablePincodes } = await import('../../src/server/delivery/pincodes.ts');
    expect(() => serviceablePincodes(`${file}.bad`)).toThrow(/serviceable PIN code file .*pins\.json\.bad/);
  });
});
