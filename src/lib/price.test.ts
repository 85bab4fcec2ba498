import { describe, expect, it } from 'vitest';
import { discountBadge, priceBeforeDiscount, normalizeDiscount, normalizePrice } from './price';

describe('normalizePrice', () => {
  it('keeps a number', () => {
    expect(normalizePrice(249.5)).toBe(249.5);
  });

  it('reads a numeric string', () => {
    expect(normalizePrice(' 120.75 ')).toBe(120.75);
  });

  it('reads a $numberDecimal object', () => {
    expect(normalizePrice({ $numberDecimal: '1499.00' })).toBe(1499);
  });

  it('counts unreadable values as 0', () => {
    for (const value of ['abc', '', null, undefined, {}, [], Number.NaN, Infinity, { $numberDecimal: 'x' }, true]) {
      expect(normalizePrice(value)).toBe(0);
    }
  });
});

describe('normalizeDiscount', () => {
  it('keeps a percentage between 0 and 100', () => {
    expect(normalizeDiscount(15)).toBe(15);
    expect(normalizeDiscount('20')).toBe(20);
  });

  it('treats negative, above 100 or unreadable values as no discount', () => {
    expect(normalizeDiscount(-5)).toBe(0);
    expect(normalizeDiscount(150)).toBe(0);
    expect(normalizeDiscount('ten')).toBe(0);
  });
});

describe('priceBeforeDiscount', () => {
  it('counts the usual price back from what the shopper pays', () => {
    expect(priceBeforeDiscount(170, 15)).toBe(200);
    expect(priceBeforeDiscount(225, 10)).toBe(250);
  });
  it('rounds to whole paise', () => {
    expect(priceBeforeDiscount(250, 10)).toBe(277.78);
  });
  it('is null without a discount', () => {
    expect(priceBeforeDiscount(350, 0)).toBeNull();
    expect(priceBeforeDiscount(350, -5)).toBeNull();
  });
});

describe('discountBadge', () => {
  it('shows -N% for a positive discount', () => {
    expect(discountBadge(12)).toBe('-12%');
  });

  it('shows nothing for zero', () => {
    expect(discountBadge(0)).toBeNull();
  });
});
