import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';
import { orderAnswer } from '@tests/support/order-fixture';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };
const order = orderAnswer;

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
  t.storage.set('auth-store', JSON.stringify(asha));
  t.server.on('GET', '/orders/get-all', ok({ orders: [order('o1', 'pending'), order('o2', 'delivered'), order('o3', 'shipped')] }));
  t.server.on('GET', '/cart', ok({ items: [] }));
});

const load = async () => {
  const store = await import('./orders.store');
  await store.loadOrders();
  return store;
};
const statusOf = (store: typeof import('./orders.store'), id: string) => store.$orders.get().orders.find((o) => o._id === id);

describe('orders', () => {
  it('loads the list from data.orders', async () => {
    const store = await load();
    expect(store.$orders.get()).toMatchObject({ loaded: true, loading: false, error: null });
    expect(store.$orders.get().orders.map((o) => o.status)).toEqual(['pending', 'delivered', 'shipped']);
  });

  it('shows a load failure on the page and in a toast', async () => {
    t.server.on('GET', '/orders/get-all', fail(500));
    const store = await load();
    expect(store.$orders.get().error).toBe('Failed to fetch orders: Request failed with status 500');
    expect(await t.toasts()).toEqual(['error: Failed to fetch orders: Request failed with status 500']);
  });

  it('marks a failed load, even one whose text is hidden, until a load works', async () => {
    t.server.on('GET', '/orders/get-all', fail(500, 'Forbidden resource'));
    const store = await load();
    expect(store.$orders.get()).toMatchObject({ loaded: false, failed: true });
    t.server.on('GET', '/orders/get-all', ok({ orders: [] }));
    await store.loadOrders();
    expect(store.$orders.get()).toMatchObject({ loaded: true, failed: false });
  });

  it('tells an order that got no answer (try again) from one the server refused (not found)', async () => {
    const store = await import('./orders.store');
    t.server.on('GET', '/orders/:id', fail(503));
    await store.loadOrder('o1');
    expect(store.$orderDetail.get()).toMatchObject({ order: null, unreachable: true });
    t.server.on('GET', '/orders/:id', fail(404, 'Order not found'));
    await store.loadOrder('o1');
    expect(store.$orderDetail.get()).toMatchObject({ order: null, unreachable: false, error: 'Order not found' });
  });

  it('hides an error mentioning 403, forbidden or unauthorized', async () => {
    t.server.on('GET', '/orders/get-all', fail(500, 'Forbidden resource'));
    const store = await load();
    expect(store.$orders.get().error).toBeNull();
    expect(await t.toasts()).toEqual([]);
  });

  it('cancels locally after the call', async () => {
    t.server.on('POST', '/orders/cancel-order/:id', ok(null));
    const store = await load();
    expect(await store.cancelOrder('o1')).toBe(true);
    expect(statusOf(store, 'o1')?.status).toBe('cancelled');
    expect(await t.toasts()).toEqual(['success: Order cancelled']);
  });

  it('takes the order the server answers a cancel with: its payment refunded, its events', async () => {
    const answered = { ...order('o1', 'cancelled'), paymentStatus: 'refunded', events: [{ type: 'cancelled', at: '2025-08-01T01:00:00.000Z' }] };
    t.server.on('POST', '/orders/cancel-order/:id', ok(answered));
    const store = await load();
    expect(await store.cancelOrder('o1')).toBe(true);
    expect(statusOf(store, 'o1')).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('does not cancel a shipped order', async () => {
    const store = await load();
    expect(await store.cancelOrder('o3')).toBe(false);
    expect(t.server.callsTo('POST', '/orders/cancel-order/o3')).toHaveLength(0);
  });

  it('keeps the status and tells a failed cancel', async () => {
    t.server.on('POST', '/orders/cancel-order/:id', fail(409));
    const store = await load();
    expect(await store.cancelOrder('o1')).toBe(false);
    expect(statusOf(store, 'o1')?.status).toBe('pending');
    expect(await t.toasts()).toEqual(['error: Cancel failed: Request failed with status 409']);
  });

  it('requests a return with the reason, locally marked requested', async () => {
    t.server.on('POST', '/orders/return-order/:id', ok(null));
    const store = await load();
    expect(await store.returnOrder('o2', ' Packet torn ')).toBe(true);
    expect(t.server.callsTo('POST', '/orders/return-order/o2')[0]?.body).toEqual({ reason: 'Packet torn' });
    expect(statusOf(store, 'o2')).toMatchObject({ returnStatus: 'requested', returnReason: 'Packet torn' });
    expect(await t.toasts()).toEqual(['success: Return requested']);
    expect(await store.returnOrder('o2')).toBe(false);
  });

  it('tells a failed return with the server message', async () => {
    t.server.on('POST', '/orders/return-order/:id', fail(400, 'Return window has closed'));
    const store = await load();
    expect(await store.returnOrder('o2')).toBe(false);
    expect(await t.toasts()).toEqual(['error: Return window has closed']);
  });

  it('loads one order for the detail page', async () => {
    t.server.on('GET', '/orders/:id', (req) => ok(order(req.params.id ?? '', 'shipped')));
    const store = await import('./orders.store');
    expect((await store.loadOrder('o9'))?.orderNumber).toBe('ORD-o9');
    expect(store.$orderDetail.get()).toMatchObject({ loading: false, error: null, order: { _id: 'o9' } });
  });
});
