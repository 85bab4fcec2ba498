import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, type FakeAnswer } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';
import { orderAnswer } from '@tests/support/order-fixture';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };
let t: FreshStores;
// Asha is signed in, her cart (emptied by the order) and her orders list answer.
beforeEach(async () => {
  t = await freshStores();
  t.storage.set('auth-store', JSON.stringify(asha));
  t.server.on('GET', '/cart', ok({ items: [] }));
  t.server.on('GET', '/orders/get-all', ok({ orders: [orderAnswer('o1', 'pending')] }));
});

// Checkout with the orders list it adds the placed order to.
const load = async () => {
  const orders = await import('@/features/orders/orders.store');
  await orders.loadOrders();
  return { ...orders, ...(await import('./checkout.store')) };
};

describe('placing an order', () => {
  it('asks for an address first', async () => {
    const store = await import('./checkout.store');
    expect(await store.placeOrder(undefined)).toEqual({ ok: false, message: 'Please select an address to continue', refusal: 'other' });
    expect(t.server.calls).toHaveLength(0);
  });

  it('posts the address, refetches the emptied cart and refuses a second call meanwhile', async () => {
    const gate = deferred<FakeAnswer>();
    t.server.on('POST', '/orders', () => gate.promise);
    const store = await load();
    const first = store.placeOrder('a1');
    expect(store.$placingOrder.get()).toBe(true);
    expect(await store.placeOrder('a1')).toEqual({ ok: false, message: '', refusal: 'other' });
    gate.resolve({ status: 201, body: { statusCode: 201, data: orderAnswer('o4', 'pending'), message: 'Order placed', success: true } });
    const result = await first;
    expect(result.ok && result.order?._id).toBe('o4');
    expect(t.server.callsTo('POST', '/orders')).toHaveLength(1);
    expect(t.server.callsTo('POST', '/orders')[0]?.body).toEqual({ addressId: 'a1', paymentMethod: 'online' });
    expect(t.server.callsTo('GET', '/cart')).toHaveLength(1);
    expect(store.$orders.get().orders[0]?._id).toBe('o4');
    expect(store.$placingOrder.get()).toBe(false);
  });

  it('returns the server message of a stock conflict for the page', async () => {
    t.server.on('POST', '/orders', fail(409, 'Only 1 left of Kokum Spice'));
    const store = await import('./checkout.store');
    expect(await store.placeOrder('a1')).toEqual({ ok: false, message: 'Only 1 left of Kokum Spice', refusal: 'other' });
    expect(await t.toasts()).toEqual(['error: Only 1 left of Kokum Spice']);
  });

  it('places it cash on delivery once the shopper chose so', async () => {
    t.server.on('POST', '/orders', { status: 201, body: { statusCode: 201, data: { ...orderAnswer('o5', 'pending'), paymentMethod: 'cod', paymentStatus: 'pending' }, message: 'Order placed', success: true } });
    const store = await import('./checkout.store');
    expect(store.$paymentMethod.get()).toBe('online');
    store.choosePaymentMethod('cod');
    const result = await store.placeOrder('a1');
    expect(result.ok && result.order).toMatchObject({ _id: 'o5', paymentMethod: 'cod', paymentStatus: 'pending' });
    expect(t.server.callsTo('POST', '/orders')[0]?.body).toEqual({ addressId: 'a1', paymentMethod: 'cod' });
  });

  it('tells a refusal for too many orders waiting apart (named at orders), with the server message', async () => {
    const message = 'You already have 5 orders we have not started on yet. Please wait until we begin one, or cancel one you no longer need in My Orders, then place this one.';
    t.server.on('POST', '/orders', { status: 409, body: { statusCode: 409, message, success: false, errors: [{ path: 'orders', message }] } });
    const store = await import('./checkout.store');
    expect(await store.placeOrder('a1')).toEqual({ ok: false, message, refusal: 'orders' });
  });

  it('tells a refusal of the delivery address apart, with the server message', async () => {
    const message = 'Sorry, we do not deliver to PIN code 560001 yet. Please choose another address.';
    t.server.on('POST', '/orders', fail(422, message));
    const store = await import('./checkout.store');
    expect(await store.placeOrder('a1')).toEqual({ ok: false, message, refusal: 'delivery' });
    expect(await t.toasts()).toEqual([`error: ${message}`]);
  });
});
