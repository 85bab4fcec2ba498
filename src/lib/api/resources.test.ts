import { describe, expect, it } from 'vitest';
import { readAddressList } from './addresses';
import { normalizeCart } from './cart';
import { createApiClient } from './client';
import { listOrders, normalizeOrder, returnOrder } from './orders';
import { createFakeServer, ok } from '@tests/support/fake-server';
import type { ApiEnvelope } from './types';
import { getWishlist, removeFromWishlist } from './wishlist';

function setup() {
  const server = createFakeServer();
  return { server, client: createApiClient({ baseURL: '/api/v1', fetch: server.fetch }) };
}

describe('normalizeCart', () => {
  it('reads lines with their own id, the product and a numeric price', () => {
    const cart = normalizeCart({
      _id: 'c1',
      items: [{ _id: 'l1', productId: 'p1', product: { _id: 'p1', name: 'Papad', price: 90 }, quantity: 2, price: '85.5' }],
    });
    expect(cart).toMatchObject({ _id: 'c1', items: [{ _id: 'l1', productId: 'p1', quantity: 2, price: 85.5 }] });
    expect(cart.items[0]?.product?.name).toBe('Papad');
  });

  it('reads a populated product under productId and falls back to its price, which already has the discount', () => {
    const cart = normalizeCart({ items: [{ _id: 'l1', productId: { _id: 'p1', price: 90, discount: 10 }, quantity: 1 }] });
    expect(cart.items[0]).toMatchObject({ productId: 'p1', price: 90 });
  });

  it('gives an empty cart for an empty answer', () => {
    expect(normalizeCart(null)).toEqual({ _id: null, items: [] });
  });
});

describe('readAddressList', () => {
  it('reads the list from data.data', () => {
    const answer = { statusCode: 200, data: { data: [{ _id: 'a1', name: 'Home', zipCode: 411001 }] }, message: '', success: true };
    expect(readAddressList(answer as ApiEnvelope<unknown>)).toEqual([
      { _id: 'a1', name: 'Home', phoneNumber: '', address: '', address2: '', landmark: '', zipCode: '411001', state: '', country: '' },
    ]);
  });
});

describe('orders', () => {
  it('reads an order with numeric money and a known status', () => {
    const order = normalizeOrder({
      _id: 'o1',
      status: 'Shipped',
      items: [{ productId: 'p1', name: 'Papad', price: '90', quantity: 2 }],
      subtotal: 180,
      total: { $numberDecimal: '620' },
    });
    expect(order).toMatchObject({ _id: 'o1', orderNumber: 'o1', status: 'shipped', total: 620, returnStatus: null });
    expect(order.items[0]).toMatchObject({ price: 90, subtotal: 180 });
  });

  it('lists orders from data.orders', async () => {
    const { server, client } = setup();
    server.on('GET', '/orders/get-all', ok({ orders: [{ _id: 'o1', status: 'pending' }] }));
    expect((await listOrders(client)).orders.map((o) => o._id)).toEqual(['o1']);
  });

  it('sends the return reason, trimmed, only when given', async () => {
    const { server, client } = setup();
    server.on('POST', '/orders/return-order/:id', ok(null));
    await returnOrder(client, 'o1', '  Damaged  ');
    await returnOrder(client, 'o2', '   ');
    expect(server.calls.map((c) => c.body)).toEqual([{ reason: 'Damaged' }, {}]);
  });
});

describe('wishlist', () => {
  it('reads data.products with the wishlist default rating of 4', async () => {
    const { server, client } = setup();
    server.on('GET', '/wishlist', ok({ products: [{ _id: 'p1', name: 'Chakli' }] }));
    expect((await getWishlist(client))[0]).toMatchObject({ _id: 'p1', rating: 4, reviewCount: null });
  });

  it('removes with the productId in the body', async () => {
    const { server, client } = setup();
    server.on('DELETE', '/wishlist/delete', ok(null));
    await removeFromWishlist(client, 'p1');
    expect(server.calls[0]?.body).toEqual({ productId: 'p1' });
  });
});
