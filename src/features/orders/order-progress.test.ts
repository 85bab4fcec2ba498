import { describe, expect, it } from 'vitest';
import { ORDER_STEPS, orderProgress } from './order-progress';

const done = (status: string) =>
  orderProgress(status)
    .steps.filter((s) => s.state === 'done')
    .map((s) => s.label);

describe('the order progress bar', () => {
  it('shows the four steps of the specification in order', () => {
    expect(ORDER_STEPS).toEqual(['Order Confirmed', 'Shipped', 'Out For Delivery', 'Delivered']);
  });

  it('marks a pending or processing order as confirmed only', () => {
    expect(done('pending')).toEqual(['Order Confirmed']);
    expect(done('processing')).toEqual(['Order Confirmed']);
    expect(orderProgress('pending').fill).toBe(0);
  });

  it('marks a shipped order as confirmed and shipped, with out for delivery still ahead', () => {
    expect(done('shipped')).toEqual(['Order Confirmed', 'Shipped']);
    expect(orderProgress('shipped').fill).toBeCloseTo(1 / 3);
  });

  it('marks every step, out for delivery included, once the order is delivered', () => {
    expect(done('delivered')).toEqual([...ORDER_STEPS]);
    expect(orderProgress('delivered').fill).toBe(1);
  });

  it('stops a cancelled order at confirmed and flags it as cancelled', () => {
    const progress = orderProgress('cancelled');
    expect(progress.cancelled).toBe(true);
    expect(done('cancelled')).toEqual(['Order Confirmed']);
  });

  it('reads statuses whatever their case and treats an unknown one as confirmed', () => {
    expect(done('DELIVERED')).toHaveLength(4);
    expect(done('on-hold')).toEqual(['Order Confirmed']);
    expect(orderProgress(undefined).cancelled).toBe(false);
  });
});
