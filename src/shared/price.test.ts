import { describe, expect, it } from 'vitest';
import { discountPercent, mrpFromDiscount } from './price';

describe('discountPercent', () => {
  it('is the saving against the MRP in whole percent, rounded down', () => {
    expect(discountPercent(18000, 16000)).toBe(11); // 11.1%
    expect(discountPercent(20000, 16000)).toBe(20);
    expect(discountPercent(13000, 11000)).toBe(15); // 15.38%
    expect(discountPercent(10000, 9999)).toBe(0); // 0.01% is no badge
  });

  it('is 0 when the price is the MRP, above it, or the figures are nonsense', () => {
    expect(discountPercent(12000, 12000)).toBe(0);
    expect(discountPercent(12000, 13000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-100, 50)).toBe(0);
    expect(discountPercent(Number.NaN, 50)).toBe(0);
  });

  it('is 100 only for a free item', () => {
    expect(discountPercent(5000, 0)).toBe(100);
  });
});

describe('mrpFromDiscount (the data migration rule)', () => {
  it('keeps the price as the MRP when there was no discount', () => {
    expect(mrpFromDiscount(149900, 0)).toBe(149900);
    expect(mrpFromDiscount(12000, 100)).toBe(12000);
  });

  it('rounds price ÷ (1 − discount) to the nearest ₹5', () => {
    expect(mrpFromDiscount(16000, 10)).toBe(18000); // 177.78
    expect(mrpFromDiscount(11000, 15)).toBe(13000); // 129.41
    expect(mrpFromDiscount(16000, 20)).toBe(20000); // exact
    expect(mrpFromDiscount(11500, 5)).toBe(12000); // 121.05
  });

  it('never gives an MRP below the price', () => {
    expect(mrpFromDiscount(10000, 1)).toBe(10000); // 101.01 rounds to 100
  });
});
