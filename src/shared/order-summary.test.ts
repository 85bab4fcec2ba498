import { describe, expect, it } from 'vitest';
import { toPaise, toRupees } from './money';
import { orderSummaryPaise } from './order-summary';

describe('order summary', () => {
  it('adds shipping 240 and taxes 240 and takes off the 40 coupon', () => {
    expect(orderSummaryPaise(toPaise(1000))).toEqual({
      subtotal: 100000,
      shipping: 24000,
      taxes: 24000,
      discount: 4000,
      total: 144000,
    });
  });
  it('converts rupees with two decimals to paise without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });
});
