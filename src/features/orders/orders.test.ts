import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/lib/api/orders';
import { canCancel, canReturn, isHiddenOrdersError, ordersTab, splitOrdersByTab, statusBadgeColour } from './orders';

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
    expect(statuses.filter((status) => canReturn({ status, returnStatus: null }))).toEqual(['delivered']);
    expect(canReturn({ status: 'delivered', returnStatus: 'requested' })).toBe(false);
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
