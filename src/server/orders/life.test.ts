import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../shared/contract.ts';
import { canCancel, canRequestReturn, refusalToCancel } from './life.ts';

describe("an order's life", () => {
  it('may be cancelled only before it leaves the shop', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['pending', 'processing']);
  });

  it('says why a later order cannot be cancelled', () => {
    expect(refusalToCancel('shipped')).toBe('This order has already been shipped and can no longer be cancelled.');
    expect(refusalToCancel('delivered')).toMatch(/request a return instead/);
    expect(refusalToCancel('cancelled')).toBe('This order is already cancelled.');
  });

  it('may be returned only once delivered', () => {
    expect(ORDER_STATUSES.filter(canRequestReturn)).toEqual(['delivered']);
  });
});
