import { parse } from 'csv-parse/sync';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products, users } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, signUp, signUpStaff, type Client, type TestShop } from './harness.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
let admin2: Client;
let adminId: string;
beforeAll(async () => {
  shop = await createTestShop({ env: { LOW_STOCK_THRESHOLD: '3' } });
  ({ client: admin, id: adminId } = await signUpStaff(shop, 'Meena Staff'));
  admin2 = (await signUpStaff(shop, 'Ravi Staff')).client;
});
afterAll(() => shop?.close());

const address = { name: 'Lata Deshmukh', phoneNumber: '+91 98220 55501', address: '9 Tilak Road', zipCode: '411030', state: 'Maharashtra', country: 'India' };

let shopperCount = 0;
async function placeOne({ paymentMethod, lines = [['p-udid-papad', 2]], phone, name }: { paymentMethod?: 'online' | 'cod'; lines?: [string, number][]; phone?: string; name?: string } = {}) {
  shopperCount++;
  const s = await signUp(shop, { fullName: name ?? `Lata Deshmukh ${shopperCount}` });
  const addressId = (await s.client.post('/address/create-address', { json: { ...address, phoneNumber: phone ?? address.phoneNumber } })).body.data._id as string;
  for (const [productId, quantity] of lines) {
    const added = await s.client.post('/cart/add-cart', { json: { productId, quantity } });
    if (added.status !== 200) throw new Error(added.text);
  }
  const placed = await s.client.post('/orders', { json: paymentMethod ? { addressId, paymentMethod } : { addressId } });
  if (placed.status !== 201) throw new Error(placed.text);
  return { ...s, addressId, order: placed.body.data as { _id: string; orderNumber: string } };
}

const act = (client: Client, id: string, json: Record<string, unknown>) => client.post(`/admin/orders/${id}/actions`, { json });

async function stockOf(id: string) {
  const [row] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

/** Everything a refused change could have moved: the order row, its events, the stock. */
async function stateOf(orderId: string) {
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
  const [{ n }] = await shop.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const [{ stock }] = await shop.db.select({ stock: sql<number>`sum(stock)::int` }).from(products);
  return JSON.stringify({ row, n, stock });
}

describe("an order's whole life in the back-office", () => {
  it('goes from placed to refunded, each step an event, each answer offering only what is allowed next', async () => {
    const { client, order, user } = await placeOne({ paymentMethod: 'cod' });
    shop.mail.length = 0;

    const detail = await admin.get(`/admin/orders/${order._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      items: [{ productId: 'p-udid-papad', name: 'Udid Papad', price: 80, quantity: 2, subtotal: 160 }],
      total: 600,
      shopper: { name: `Lata Deshmukh ${shopperCount}`, email: expect.stringContaining('@'), phone: null },
      address: { name: 'Lata Deshmukh', phoneNumber: '+91 98220 55501', zipCode: '411030' },
      allowedActions: ['process', 'cancel'],
      seller: { legalName: expect.stringMatching(/demo/i), address: expect.any(String), gstin: expect.any(String) },
      events: [{ type: 'placed', from: null, to: 'pending', by: 'shopper', actor: { name: `Lata Deshmukh ${shopperCount}` } }],
    });

    const steps: [Record<string, unknown>, string, Record<string, unknown>, string[]][] = [
      [{ action: 'process' }, 'Order marked processing', { status: 'processing' }, ['ship', 'cancel']],
      [{ action: 'ship', carrier: ' Delhivery ', trackingNumber: 'DLV-0042-77' }, 'Order marked shipped', { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DLV-0042-77' }, ['deliver']],
      [{ action: 'deliver' }, 'Order marked delivered', { status: 'delivered', paymentStatus: 'paid' }, []],
    ];
    for (const [json, message, fields, allowed] of steps) {
      const res = await act(admin, order._id, json);
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(message);
      expect(res.body.data).toMatchObject({ ...fields, allowedActions: allowed });
    }

    const asked = await client.post(`/orders/return-order/${order._id}`, { json: { reason: 'Two papads were broken.' } });
    expect(asked.status).toBe(200);
    expect((await admin.get(`/admin/orders/${order._id}`)).body.data.allowedActions).toEqual(['approve-return', 'reject-return']);
    const approved = await act(admin, order._id, { action: 'approve-return', note: 'Sorry! We will refund you.' });
    expect(approved.body).toMatchObject({ message: 'Return approved', data: { returnStatus: 'approved', returnNote: 'Sorry! We will refund you.', allowedActions: ['refund'] } });
    const refunded = await act(admin, order._id, { action: 'refund' });
    expect(refunded.body).toMatchObject({ message: 'Refund recorded', data: { returnStatus: 'refunded', paymentStatus: 'refunded', allowedActions: [] } });

    // The shopper sees every step with its time, the carrier and tracking, and never who among the staff.
    const mine = (await client.get(`/orders/${order._id}`)).body.data;
    expect(mine).toMatchObject({ status: 'delivered', returnStatus: 'refunded', paymentStatus: 'refunded', carrier: 'Delhivery', trackingNumber: 'DLV-0042-77', returnReason: 'Two papads were broken.' });
    expect(mine.events.map((e: { type: string; by: string }) => `${e.type} by ${e.by}`)).toEqual([
      'placed by shopper',
      'processing by staff',
      'shipped by staff',
      'delivered by staff',
      'return-requested by shopper',
      'return-approved by staff',
      'refunded by staff',
    ]);
    expect(mine.events[2]).toMatchObject({ from: 'processing', to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DLV-0042-77', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(mine.events[4]).toMatchObject({ from: null, to: 'requested', note: 'Two papads were broken.' });
    expect(mine.events[6]).toMatchObject({ from: 'approved', to: 'refunded' });
    expect(mine.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    expect(JSON.stringify(mine)).not.toContain(adminId);
    expect(mine.events[0].actor).toBeUndefined();
    // The staff see who did it.
    const staffView = (await admin.get(`/admin/orders/${order._id}`)).body.data;
    expect(staffView.events[1].actor).toEqual({ _id: adminId, name: 'Meena Staff' });

    // Mailed: shipped (with tracking), delivered, return approved, refunded; not processing nor the shopper's own request.
    const toShopper = shop.mail.filter((m) => m.to === user.email);
    const subjects = toShopper.map((m) => m.subject);
    expect(subjects).toEqual([
      `Your order ${order.orderNumber} is on its way`,
      `Your order ${order.orderNumber} is delivered`,
      `Your return of order ${order.orderNumber} is approved`,
      `Your refund for order ${order.orderNumber}`,
    ]);
    expect(toShopper[0]!.text).toContain('Tracking number: DLV-0042-77');
    expect(toShopper[0]!.text).toContain('Delhivery');
    expect(toShopper[0]!.link).toBe(`http://shop.test/account/orders/viewOrderDetails?id=${order._id}`);
    expect(toShopper[2]!.text).toContain('Sorry! We will refund you.');
    // The staff heard of the shopper's return request only: their own steps mail none of them.
    const toStaff = shop.mail.filter((m) => m.to !== user.email);
    expect(toStaff.map((m) => m.subject)).toEqual([`Return asked for order ${order.orderNumber}`, `Return asked for order ${order.orderNumber}`]);
    expect(toStaff[0]!.text).toContain("Shopper's reason: Two papads were broken.");
  });

  it('marks an online order paid at placing, and mails the shopper that it is placed', async () => {
    shop.mail.length = 0;
    const { order, user } = await placeOne();
    const detail = (await admin.get(`/admin/orders/${order._id}`)).body.data;
    expect(detail).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' });
    const mails = shop.mail.filter((m) => m.to === user.email && m.subject.includes(order.orderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: `Your order ${order.orderNumber} is placed` });
    expect(mails[0]!.text).toContain('Your payment is received.');
  });

  it('rejects a return with a note the shopper reads', async () => {
    const { client, order } = await placeOne();
    for (const json of [{ action: 'process' }, { action: 'ship', carrier: 'India Post', trackingNumber: 'EM1' }, { action: 'deliver' }]) expect((await act(admin, order._id, json)).status).toBe(200);
    await client.post(`/orders/return-order/${order._id}`);
    const noNote = await act(admin, order._id, { action: 'reject-return' });
    expect(noNote.status).toBe(400);
    expect(errorMessage(noNote)).toBe('Note is required.');
    const rejected = await act(admin, order._id, { action: 'reject-return', note: 'Opened packs cannot be returned.' });
    expect(rejected.body.data).toMatchObject({ returnStatus: 'rejected', allowedActions: [] });
    const mine = (await client.get(`/orders/${order._id}`)).body.data;
    expect(mine).toMatchObject({ returnStatus: 'rejected', returnNote: 'Opened packs cannot be returned.', paymentStatus: 'paid' });
    expect(mine.events.at(-1)).toMatchObject({ type: 'return-rejected', by: 'staff', note: 'Opened packs cannot be returned.' });
    const refund = await act(admin, order._id, { action: 'refund' });
    expect(refund.status).toBe(409);
    expect(errorMessage(refund)).toBe('Only an approved return can be refunded.');
  });
});

describe('the time to return (decision 142)', () => {
  async function delivered() {
    const placed = await placeOne();
    for (const json of [{ action: 'process' }, { action: 'ship', carrier: 'India Post', trackingNumber: 'EM123456789IN' }, { action: 'deliver' }]) {
      const res = await act(admin, placed.order._id, json);
      if (res.status !== 200) throw new Error(res.text);
    }
    const { returnBy } = (await placed.client.get(`/orders/${placed.order._id}`)).body.data as { returnBy: string };
    return { ...placed, returnBy: new Date(returnBy) };
  }

  it("says until when a return may be asked: the end of the seventh day after delivery, India's time", async () => {
    const before = Date.now();
    const { returnBy } = await delivered();
    // 7 to 8 days after now, and a moment before India's midnight (18:30 UTC).
    expect(returnBy.getTime() - before).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(returnBy.getTime() - before).toBeLessThan(8 * 86_400_000);
    expect(returnBy.toISOString()).toMatch(/T18:29:59\.999Z$/);
    const pending = await placeOne();
    expect((await pending.client.get(`/orders/${pending.order._id}`)).body.data.returnBy).toBeNull();
  });

  it('takes a return up to that moment and refuses one after it with the reason, changing nothing', async () => {
    const late = await delivered();
    const inTime = await delivered();
    const pastIt = late.returnBy.getTime() - Date.now() + 1_000;
    shop.advance(pastIt);
    try {
      // A week on, the shopper's access token has expired; the session renews it, as the browser does.
      expect((await late.client.post('/users/refresh-token')).status).toBe(200);
      const before = await stateOf(late.order._id);
      const refused = await late.client.post(`/orders/return-order/${late.order._id}`, { json: { reason: 'Forgot to ask.' } });
      expect(refused.status).toBe(409);
      expect(errorMessage(refused)).toBe('Returns are accepted within 7 days of delivery, and that time has passed for this order.');
      expect(await stateOf(late.order._id)).toBe(before);
    } finally {
      shop.advance(-pastIt);
    }
    const justBefore = inTime.returnBy.getTime() - Date.now() - 60_000;
    shop.advance(justBefore);
    try {
      expect((await inTime.client.post('/users/refresh-token')).status).toBe(200);
      const asked = await inTime.client.post(`/orders/return-order/${inTime.order._id}`);
      expect(asked.status, asked.text).toBe(200);
      expect(asked.body.data.returnStatus).toBe('requested');
    } finally {
      shop.advance(-justBefore);
    }
  });
});

describe('refused actions', () => {
  it('answers 409 with a reason for every action not allowed from the status, and changes nothing', async () => {
    const { order } = await placeOne();
    const all: Record<string, unknown>[] = [
      { action: 'process' },
      { action: 'ship', carrier: 'India Post', trackingNumber: 'EM9' },
      { action: 'deliver' },
      { action: 'cancel', reason: 'Out of stock at the packer.' },
      { action: 'approve-return', note: 'ok' },
      { action: 'reject-return', note: 'no' },
      { action: 'refund' },
    ];
    // Walk the order through its life; at each stop, every action not offered is refused.
    const path = [{ action: 'process' }, { action: 'ship', carrier: 'India Post', trackingNumber: 'EM9' }, { action: 'deliver' }];
    for (let i = 0; i <= path.length; i++) {
      const detail = (await admin.get(`/admin/orders/${order._id}`)).body.data;
      for (const json of all.filter((a) => !detail.allowedActions.includes(a.action))) {
        const before = await stateOf(order._id);
        const res = await act(admin, order._id, json);
        expect(res.status, `${json.action} from ${detail.status}`).toBe(409);
        expect(errorMessage(res)).toMatch(/cannot|can no longer|already|no return request|Only an approved return/);
        expect(await stateOf(order._id)).toBe(before);
      }
      if (i < path.length) expect((await act(admin, order._id, path[i]!)).status).toBe(200);
    }
    const res = await act(admin, order._id, { action: 'process' });
    expect(errorMessage(res)).toBe('This order is delivered, so it cannot be marked processing.');
  });

  it("names each field by its label on the staff's form, at the field's path", async () => {
    const { order } = await placeOne();
    const before = await stateOf(order._id);
    const ship = await act(admin, order._id, { action: 'ship' });
    expect(ship.status).toBe(400);
    expect(errorMessage(ship)).toBe('Carrier is required.');
    expect(ship.body.errors).toEqual([
      { path: 'carrier', message: 'Carrier is required.' },
      { path: 'trackingNumber', message: 'Tracking number is required.' },
    ]);
    const blank = await act(admin, order._id, { action: 'ship', carrier: '', trackingNumber: '  ' });
    expect(blank.body.errors).toEqual([
      { path: 'carrier', message: 'Carrier is required.' },
      { path: 'trackingNumber', message: 'Tracking number is required.' },
    ]);
    const cancel = await act(admin, order._id, { action: 'cancel', reason: '' });
    expect(cancel.status).toBe(400);
    expect(cancel.body.errors).toEqual([{ path: 'reason', message: 'Reason is required.' }]);
    const html = await act(admin, order._id, { action: 'cancel', reason: '<b>late</b>' });
    expect(html.body.errors).toEqual([{ path: 'reason', message: 'Reason must not contain HTML.' }]);
    expect(await stateOf(order._id)).toBe(before);
  });

  it('answers 400 naming the field for a bad body, and 404 for an unknown order', async () => {
    const { order } = await placeOne();
    const before = await stateOf(order._id);
    const cases: [unknown, string][] = [
      [{}, 'action must be one of: process, ship, deliver, cancel, approve-return, reject-return, refund.'],
      [{ action: 'teleport' }, 'action must be one of: process, ship, deliver, cancel, approve-return, reject-return, refund.'],
      [{ action: 'ship', carrier: 'India Post' }, 'Tracking number is required.'],
      [{ action: 'ship', carrier: '   ', trackingNumber: 'X1' }, 'Carrier is required.'],
      [{ action: 'ship', carrier: '<b>x</b>', trackingNumber: 'X1' }, 'Carrier must not contain HTML.'],
      [{ action: 'cancel' }, 'Reason is required.'],
      [{ action: 'cancel', reason: '   ' }, 'Reason is required.'],
      [{ action: 'cancel', reason: '<i>late</i>' }, 'Reason must not contain HTML.'],
      [{ action: 'cancel', reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters.'],
    ];
    for (const [json, message] of cases) {
      const res = await admin.post(`/admin/orders/${order._id}/actions`, { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(errorMessage(res)).toBe(message);
    }
    expect(await stateOf(order._id)).toBe(before);
    for (const res of [await act(admin, 'no-such-order', { action: 'process' }), await admin.get('/admin/orders/no-such-order')]) {
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe('Order not found');
    }
  });
});

describe('cancelling', () => {
  it('puts the stock back once, with the reason, whoever tries again', async () => {
    const before = await stockOf('p-kolhapuri-masala');
    const { client, order } = await placeOne({ lines: [['p-kolhapuri-masala', 3]] });
    expect(await stockOf('p-kolhapuri-masala')).toBe(before - 3);
    await act(admin, order._id, { action: 'process' });
    const res = await act(admin, order._id, { action: 'cancel', reason: 'The packer is closed this week.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'The packer is closed this week.', paymentStatus: 'refunded', allowedActions: [] });
    expect(await stockOf('p-kolhapuri-masala')).toBe(before);
    const again = [await act(admin, order._id, { action: 'cancel', reason: 'again' }), await client.post(`/orders/cancel-order/${order._id}`)];
    for (const r of again) {
      expect(r.status).toBe(409);
      expect(errorMessage(r)).toBe('This order is already cancelled.');
    }
    expect(await stockOf('p-kolhapuri-masala')).toBe(before);
    const mine = (await client.get(`/orders/${order._id}`)).body.data;
    expect(mine.events.at(-1)).toMatchObject({ type: 'cancelled', from: 'processing', to: 'cancelled', by: 'staff', note: 'The packer is closed this week.' });
  });
});

describe('two staff members at once', () => {
  it('lets exactly one of two parallel shipments win; the other gets 409 and nothing doubles', async () => {
    const { order } = await placeOne();
    await act(admin, order._id, { action: 'process' });
    shop.mail.length = 0;
    const answers = await Promise.all([
      act(admin, order._id, { action: 'ship', carrier: 'Delhivery', trackingNumber: 'A-111' }),
      act(admin2, order._id, { action: 'ship', carrier: 'India Post', trackingNumber: 'B-222' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(errorMessage(answers.find((a) => a.status === 409)!)).toBe('This order is shipped, so it cannot be marked shipped.');
    const winner = answers.find((a) => a.status === 200)!.body.data;
    const events = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.filter((e) => e.type === 'shipped')).toHaveLength(1);
    expect(events.find((e) => e.type === 'shipped')!.data.trackingNumber).toBe(winner.trackingNumber);
    expect(shop.mail.filter((m) => m.subject.includes('on its way'))).toHaveLength(1);
  });

  it('puts stock back once when the shopper and two staff cancel in parallel', async () => {
    const before = await stockOf('p-malvani-masala');
    const { client, order } = await placeOne({ lines: [['p-malvani-masala', 2]] });
    const answers = await Promise.all([
      act(admin, order._id, { action: 'cancel', reason: 'Staff one' }),
      act(admin2, order._id, { action: 'cancel', reason: 'Staff two' }),
      client.post(`/orders/cancel-order/${order._id}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf('p-malvani-masala')).toBe(before);
    const [{ n }] = await shop.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(n).toBe(2); // placed, cancelled
  });
});

describe('the orders list', () => {
  let first: Awaited<ReturnType<typeof placeOne>>;
  let cod: Awaited<ReturnType<typeof placeOne>>;
  beforeAll(async () => {
    first = await placeOne({ phone: '+91 90040 12121', name: 'Sushila Waghmare' });
    cod = await placeOne({ paymentMethod: 'cod' });
    await act(admin, cod.order._id, { action: 'process' });
  });

  it('lists newest first with the pagination block and the shopper', async () => {
    const res = await admin.get('/admin/orders', { query: { limit: '2' } });
    expect(res.status).toBe(200);
    expect(res.body.data.orders).toHaveLength(2);
    expect(res.body.data.orders[0]).toMatchObject({ _id: cod.order._id, status: 'processing', paymentMethod: 'cod', paymentStatus: 'pending', itemCount: 2, total: 600, shopper: { email: cod.user.email } });
    const all = (await admin.get('/admin/orders', { query: { limit: '100' } })).body.data;
    const times = all.orders.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 2, total: all.pagination.total, totalPages: Math.ceil(all.pagination.total / 2), hasNextPage: true, hasPrevPage: false });
    expect((await admin.get('/admin/orders')).body.data.pagination.limit).toBe(20);
  });

  it('filters by status, return status, payment method and dates', async () => {
    const ids = async (query: Record<string, string>) => {
      const res = await admin.get('/admin/orders', { query: { limit: '100', ...query } });
      expect(res.status, res.text).toBe(200);
      return res.body.data.orders.map((o: { _id: string }) => o._id) as string[];
    };
    const processingCod = await ids({ status: 'processing', paymentMethod: 'cod' });
    expect(processingCod).toContain(cod.order._id);
    expect(processingCod).not.toContain(first.order._id);
    for (const o of (await admin.get('/admin/orders', { query: { status: 'pending,cancelled', limit: '100' } })).body.data.orders) expect(['pending', 'cancelled']).toContain(o.status);
    for (const o of (await admin.get('/admin/orders', { query: { returnStatus: 'refunded', limit: '100' } })).body.data.orders) expect(o.returnStatus).toBe('refunded');
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toContain(first.order._id);
    expect(await ids({ to: '2020-01-01' })).toEqual([]);
    expect(await ids({ from: '2099-01-01' })).toEqual([]);
  });

  it('searches by order number, name, email and phone', async () => {
    const found = async (q: string) => (await admin.get('/admin/orders', { query: { q, limit: '100' } })).body.data.orders.map((o: { _id: string }) => o._id);
    expect(await found(first.order.orderNumber)).toEqual([first.order._id]);
    expect(await found(first.order.orderNumber.replace('HF-', '').replace(/^0+/, ''))).toEqual([first.order._id]);
    expect(await found(first.user.email.toUpperCase())).toEqual([first.order._id]);
    expect(await found('sushila WAGH')).toEqual([first.order._id]);
    expect(await found('9004012121')).toEqual([first.order._id]);
    expect(await found('90040 12121')).toEqual([first.order._id]);
    expect(await found('%')).toEqual([]);
    expect(await found('nobody-by-this-name')).toEqual([]);
  });

  it('names the filters by their labels on the filter form, at their paths', async () => {
    const late = await admin.get('/admin/orders', { query: { from: '2025-03-02', to: '2025-03-01' } });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([{ path: 'from', message: 'From must not be after To.' }]);
    const html = await admin.get('/admin/orders', { query: { q: '<img src=x>' } });
    expect(html.status).toBe(400);
    expect(html.body.errors).toEqual([{ path: 'q', message: 'Search must not contain HTML.' }]);
  });

  it('answers 400 with a readable message for bad values', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'lost' }, 'status must be among: pending, processing, shipped, delivered, cancelled.'],
      [{ returnStatus: 'maybe' }, 'returnStatus must be among: requested, approved, rejected, refunded.'],
      [{ paymentMethod: 'cheque' }, 'paymentMethod must be one of: online, cod.'],
      [{ from: '2025-02-30' }, 'From must be a date as YYYY-MM-DD.'],
      [{ to: 'yesterday' }, 'To must be a date as YYYY-MM-DD.'],
      [{ from: '2025-03-02', to: '2025-03-01' }, 'From must not be after To.'],
      [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters.'],
      [{ q: '<script>x</script>' }, 'Search must not contain HTML.'],
      [{ page: '0' }, 'page must be 1 or more.'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get('/admin/orders', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(errorMessage(res)).toBe(message);
    }
  });
});

describe("the staff's notes on an order (decision 190)", () => {
  it('keeps each with who wrote it and when, oldest first, and never shows them to the shopper', async () => {
    const { client, order } = await placeOne();
    const first = await admin.post(`/admin/orders/${order._id}/notes`, { json: { note: '  Asked for delivery after 5 pm.  ' } });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Note added');
    expect(first.body.data.staffNotes).toEqual([{ _id: expect.any(String), at: expect.any(String), note: 'Asked for delivery after 5 pm.', author: { _id: adminId, name: 'Meena Staff' } }]);
    expect((await admin2.post(`/admin/orders/${order._id}/notes`, { json: { note: 'Called her,\nno answer.' } })).status).toBe(201);

    const detail = (await admin.get(`/admin/orders/${order._id}`)).body.data;
    expect(detail.staffNotes.map((n: { note: string; author: { name: string } }) => [n.note, n.author.name])).toEqual([
      ['Asked for delivery after 5 pm.', 'Meena Staff'],
      ['Called her,\nno answer.', 'Ravi Staff'],
    ]);
    // Nothing of them in what the shopper reads of her order, nor in its status.
    const mine = await client.get(`/orders/${order._id}`);
    expect(mine.status).toBe(200);
    expect(mine.text).not.toMatch(/5 pm|no answer|staffNotes/);
    expect(detail.status).toBe('pending');
  });

  it('refuses an empty note, HTML and an unknown order, changing nothing', async () => {
    const { order } = await placeOne();
    for (const [note, message] of [
      ['   ', 'Note is required.'],
      ['<b>urgent</b>', 'Note must not contain HTML.'],
      ['x'.repeat(1001), 'Note must be at most 1000 characters.'],
    ]) {
      const res = await admin.post(`/admin/orders/${order._id}/notes`, { json: { note } });
      expect(res.status, note.slice(0, 20)).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'note', message }]);
    }
    expect((await admin.get(`/admin/orders/${order._id}`)).body.data.staffNotes).toEqual([]);
    const none = await admin.post('/admin/orders/no-such-order/notes', { json: { note: 'x' } });
    expect(none.status).toBe(404);
  });
});

describe('the orders list as a spreadsheet (decision 188)', () => {
  const csvOf = async (query: Record<string, string>) => {
    const res = await admin.get('/admin/orders/export.csv', { query });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
  };
  const inIndia = (at: Date) => new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

  it("holds the orders the list's filters show, every page of them, each with its money in rupees, its shopper, address, items and delivery", async () => {
    const { order, user } = await placeOne({ paymentMethod: 'cod', name: 'Kusum Salunkhe', lines: [['p-udid-papad', 2], ['p-turmeric-powder', 1]] });
    await act(admin, order._id, { action: 'process' });
    // A carrier typed as a formula reaches the spreadsheet as text.
    await act(admin, order._id, { action: 'ship', carrier: '=Delhivery', trackingNumber: 'DL-4471' });
    await act(admin, order._id, { action: 'deliver' });
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order._id));
    const [delivered] = await shop.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.type, 'delivered')));
    const names = Object.fromEntries((await shop.db.select({ id: products.id, name: products.name }).from(products)).map((p) => [p.id, p.name]));

    const rows = await csvOf({ q: user.email, paymentMethod: 'cod' });
    expect(rows).toEqual([
      {
        order_number: order.orderNumber,
        placed_at_ist: inIndia(row!.createdAt),
        status: 'delivered',
        return_status: '',
        payment_method: 'cod',
        payment_status: 'paid',
        shopper_name: 'Kusum Salunkhe',
        shopper_email: user.email,
        shopper_phone: '',
        ship_to_name: 'Lata Deshmukh',
        ship_to_phone: "'+91 98220 55501",
        ship_to_address: '9 Tilak Road',
        pincode: '411030',
        state: 'Maharashtra',
        items: `2 × ${names['p-udid-papad']}; 1 × ${names['p-turmeric-powder']}`,
        item_count: '3',
        subtotal: (row!.subtotalPaise / 100).toFixed(2),
        delivery: (row!.shippingPaise / 100).toFixed(2),
        taxes: (row!.taxesPaise / 100).toFixed(2),
        discount: (row!.discountPaise / 100).toFixed(2),
        total: (row!.totalPaise / 100).toFixed(2),
        carrier: "'=Delhivery",
        tracking_number: 'DL-4471',
        delivered_at_ist: inIndia(delivered!.at),
        cancel_reason: '',
      },
    ]);

    // Every order the list counts, not only its first page; another status, none of these.
    const list = (await admin.get('/admin/orders', { query: { status: 'pending', limit: '1' } })).body.data;
    const pending = await csvOf({ status: 'pending' });
    expect(pending).toHaveLength(list.pagination.total);
    expect(new Set(pending.map((r) => r.status))).toEqual(new Set(['pending']));
    expect(pending.map((r) => r.order_number)).not.toContain(order.orderNumber);
    expect(await csvOf({ to: '2020-01-01' })).toEqual([]);
  });

  it("answers the list's own sentences for bad filters, and a shopper 403", async () => {
    const late = await admin.get('/admin/orders/export.csv', { query: { from: '2025-03-02', to: '2025-03-01' } });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([{ path: 'from', message: 'From must not be after To.' }]);
    const shopper = (await signUp(shop)).client;
    expect((await shopper.get('/admin/orders/export.csv')).status).toBe(403);
  });

  it('refuses more orders than a file holds, saying how to ask for fewer', async () => {
    const { user } = await signUp(shop, { fullName: 'Bulk Buyer' });
    // Ten thousand and one orders of one account, written at once, dated long ago, removed after.
    await shop.db.execute(sql`insert into orders (id, user_id, address, subtotal_paise, shipping_paise, taxes_paise, discount_paise, total_paise, created_at)
      select gen_random_uuid()::text, ${user._id}, ${JSON.stringify(address)}::jsonb, 0, 0, 0, 0, 0, timestamptz '2001-01-01 10:00+05:30' from generate_series(1, 10001)`);
    try {
      const res = await admin.get('/admin/orders/export.csv', { query: { q: user.email } });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe('10001 orders match: a file holds at most 10,000. Choose a shorter time with From and To, then download again.');
    } finally {
      await shop.db.delete(orders).where(eq(orders.userId, user._id));
    }
  });
});

describe('the dashboard', () => {
  it('counts the waiting work, the days and the low stock', async () => {
    const before = (await admin.get('/admin/dashboard')).body.data;
    await shop.db.update(products).set({ stock: 2 }).where(eq(products.id, 'p-turmeric-powder'));
    const { order } = await placeOne({ lines: [['p-udid-papad', 1]] });
    const res = await admin.get('/admin/dashboard');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.waiting.pending).toBe(before.waiting.pending + 1);
    expect(d.today.orders).toBe(before.today.orders + 1);
    expect(d.today.revenue).toBeCloseTo(before.today.revenue + 520, 2);
    expect(d.last7Days.orders).toBeGreaterThanOrEqual(d.today.orders);
    expect(d.lowStock.threshold).toBe(3);
    expect(d.lowStock.products).toContainEqual({ _id: 'p-turmeric-powder', name: 'Turmeric Powder', stock: 2 });
    for (const p of d.lowStock.products) expect(p.stock).toBeLessThanOrEqual(3);
    await act(admin, order._id, { action: 'cancel', reason: 'Test' });
    const after = (await admin.get('/admin/dashboard')).body.data;
    expect(after.today).toEqual(before.today);
    expect(after.returnsWaiting).toBe(before.returnsWaiting);
    expect((await admin.get('/admin/settings')).body.data.seller.gstin).toMatch(/demo/i);
    await shop.db.update(products).set({ stock: 50 }).where(eq(products.id, 'p-turmeric-powder'));
  });
});

describe("the staff's mail (decision 108)", () => {
  it('tells every admin of a new order: who, what, how paid, where to, and the link to it', async () => {
    shop.mail.length = 0;
    const { order, user } = await placeOne({ paymentMethod: 'cod', name: 'Asha Pawar', lines: [['p-udid-papad', 2], ['p-kolhapuri-masala', 1]] });
    const toStaff = shop.mail.filter((m) => m.to !== user.email);
    const adminEmails = (await shop.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'))).map((r) => r.email).sort();
    expect(toStaff.map((m) => m.to).sort()).toEqual(adminEmails);
    const total = (await admin.get(`/admin/orders/${order._id}`)).body.data.total as number;
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(total);
    expect(toStaff[0]!.subject).toBe(`New order ${order.orderNumber}: ${rupees}, cash on delivery`);
    expect(toStaff[0]!.text).toContain(`Asha Pawar placed order ${order.orderNumber} of ${rupees} (cash on delivery):\n2 × `);
    expect(toStaff[0]!.text).toMatch(/\n1 × [^\n]+\nDeliver to: 9 Tilak Road, Maharashtra, 411030\n/);
    expect(toStaff[0]!.link).toBe(`http://shop.test/admin/orders/${order._id}`);
  });

  it("tells them of a shopper's cancel; STAFF_MAIL_TO names other addresses, or nobody", async () => {
    const { client, order, user } = await placeOne();
    shop.mail.length = 0;
    expect((await client.post(`/orders/cancel-order/${order._id}`)).status).toBe(200);
    const toStaff = shop.mail.filter((m) => m.to !== user.email);
    expect(toStaff).toHaveLength(2);
    expect(toStaff[0]).toMatchObject({ subject: `Order ${order.orderNumber} was cancelled by the shopper` });

    const listed = await createTestShop({ env: { STAFF_MAIL_TO: 'orders@graminrasoi.test, meena@graminrasoi.test' } });
    const nobody = await createTestShop({ env: { STAFF_MAIL_TO: 'off' } });
    try {
      for (const [other, expected] of [[listed, ['meena@graminrasoi.test', 'orders@graminrasoi.test']], [nobody, []]] as const) {
        const s = await signUp(other);
        const addressId = (await s.client.post('/address/create-address', { json: address })).body.data._id;
        await s.client.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 } });
        expect((await s.client.post('/orders', { json: { addressId } })).status).toBe(201);
        expect(other.mail.filter((m) => m.to !== s.user.email).map((m) => m.to).sort()).toEqual(expected);
      }
    } finally {
      await Promise.all([listed.close(), nobody.close()]);
    }
  });
});

describe('mail never holds a change back', () => {
  it('keeps the change and answers 200 when the mail cannot be sent', async () => {
    const { order } = await placeOne();
    const mailer = shop.deps.mailer;
    shop.deps.mailer = { send: () => Promise.reject(new Error('SMTP is down')) };
    try {
      const res = await act(admin, order._id, { action: 'cancel', reason: 'Mail is down but we cancel.' });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
    } finally {
      shop.deps.mailer = mailer;
    }
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('cancelled');
  });
});
