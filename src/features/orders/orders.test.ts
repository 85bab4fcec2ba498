import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/lib/api/orders';
import {
  boughtAgainSaid,
  canCancel,
  canReturn,
  returnTimeOver,
  eventLabel,
  isHiddenOrdersError,
  ordersTab,
  paymentMethodLabel,
  paymentStatusLabel,
  paysOnDelivery,
  returnState,
  splitOrdersByTab,
  statusBadgeColour,
} from './orders';

const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

describe('order tabs', () => {
  it('puts pending, processing and shipped in Current, delivered and cancelled in Past', () => {
    expect(statuses.map(ordersTab)).toEqual(['current', 'current', 'current', 'past', 'past']);
  });

  it('splits a list into both tabs, keeping its order', () => {
    const orders = statuses.map((status, i) => ({ _id: String(i), status }));
    const { current, past } = splitOrdersByTab(orders);
    expect(current.map((o) => o._id)).toEqual(['0', '1', '2']);
    expect(past.map((o) => o._id)).toEqual(['3', '4']);
  });
});

describe('order actions', () => {
  it('offers cancel only for pending or processing orders', () => {
    expect(statuses.filter((status) => canCancel({ status }))).toEqual(['pending', 'processing']);
  });

  it('offers return only for delivered orders not yet requested', () => {
    expect(statuses.filter((status) => canReturn({ status, returnStatus: null, returnBy: '' }))).toEqual(['delivered']);
    expect(canReturn({ status: 'delivered', returnStatus: 'requested', returnBy: '' })).toBe(false);
  });

  it('offers no second return once the first was answered', () => {
    for (const returnStatus of ['approved', 'rejected', 'refunded'] as const) expect(canReturn({ status: 'delivered', returnStatus, returnBy: '' })).toBe(false);
  });

  it('offers return until the time to return has passed', () => {
    const order = { status: 'delivered', returnStatus: null, returnBy: '2026-11-10T18:29:59.999Z' } as const;
    expect(canReturn(order, new Date('2026-11-10T18:29:59.999Z'))).toBe(true);
    expect(returnTimeOver(order, new Date('2026-11-10T18:29:59.999Z'))).toBe(false);
    expect(canReturn(order, new Date('2026-11-10T18:30:00Z'))).toBe(false);
    expect(returnTimeOver(order, new Date('2026-11-10T18:30:00Z'))).toBe(true);
  });
});

describe('what the order page says', () => {
  it("names each return state, 'Return requested' in the specification's words", () => {
    expect(returnState({ returnStatus: null })).toBeNull();
    expect(['requested', 'approved', 'rejected', 'refunded'].map((r) => returnState({ returnStatus: r as 'requested' }))).toEqual([
      'Return requested',
      'Return approved',
      'Return not approved',
      'Return refunded',
    ]);
  });

  it('names the payment method and status', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on delivery');
    expect(paymentMethodLabel('online')).toBe('Online payment');
    expect(paymentStatusLabel('pending')).toBe('Payment pending');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
  });

  it('asks for cash at the door only for an unpaid cash-on-delivery order still on its way', () => {
    expect(paysOnDelivery({ paymentMethod: 'cod', paymentStatus: 'pending', status: 'shipped' })).toBe(true);
    expect(paysOnDelivery({ paymentMethod: 'cod', paymentStatus: 'paid', status: 'delivered' })).toBe(false);
    expect(paysOnDelivery({ paymentMethod: 'cod', paymentStatus: 'pending', status: 'cancelled' })).toBe(false);
    expect(paysOnDelivery({ paymentMethod: 'online', paymentStatus: 'pending', status: 'pending' })).toBe(false);
  });

  it('says who cancelled an order', () => {
    expect(eventLabel({ type: 'cancelled', by: 'shopper' })).toBe('Cancelled by you');
    expect(eventLabel({ type: 'cancelled', by: 'staff' })).toBe('Cancelled by the shop');
    expect(eventLabel({ type: 'shipped', by: 'staff' })).toBe('Shipped');
  });
});

describe('statusBadgeColour', () => {
  it('is grey for cancelled, green for delivered, yellow otherwise', () => {
    expect(statuses.map(statusBadgeColour)).toEqual(['yellow', 'yellow', 'yellow', 'green', 'grey']);
  });
});

describe('isHiddenOrdersError', () => {
  it('hides texts mentioning 403, forbidden or unauthorized', () => {
    expect(isHiddenOrdersError('Request failed with status 403')).toBe(true);
    expect(isHiddenOrdersError('Forbidden')).toBe(true);
    expect(isHiddenOrdersError('Failed to fetch orders: Unauthorized request')).toBe(true);
  });

  it('shows other texts', () => {
    expect(isHiddenOrdersError('Failed to fetch orders: Network error')).toBe(false);
  });
});

describe('what Buy again says', () => {
  const refused = { name: 'Kolhapuri Masala', reason: 'Sorry, Kolhapuri Masala is out of stock.' };
  it('counts what went in, and names each product that did not with the shop’s reason', () => {
    expect(boughtAgainSaid({ added: 3, refused: [] }, 3)).toBe('Added to your cart: 3 items.');
    expect(boughtAgainSaid({ added: 1, refused: [] }, 1)).toBe('Added to your cart: 1 item.');
    expect(boughtAgainSaid({ added: 1, refused: [refused] }, 2)).toBe('Added to your cart: 1 of 2 items. Not added: Kolhapuri Masala: Sorry, Kolhapuri Masala is out of stock.');
    expect(boughtAgainSaid({ added: 0, refused: [refused] }, 1)).toBe('Nothing was added to your cart. Not added: Kolhapuri Masala: Sorry, Kolhapuri Masala is out of stock.');
  });
});
