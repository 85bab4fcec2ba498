import { describe, expect, it } from 'vitest';
import { FSSAI_LICENCE, formatNetQuantity, formatShelfLife } from './declarations';

describe('food declarations', () => {
  it('says a shelf life in months or years when it is whole ones, else in days', () => {
    expect(formatShelfLife(365)).toBe('12 months');
    expect(formatShelfLife(730)).toBe('2 years');
    expect(formatShelfLife(180)).toBe('6 months');
    expect(formatShelfLife(30)).toBe('1 month');
    expect(formatShelfLife(45)).toBe('45 days');
    expect(formatShelfLife(1)).toBe('1 day');
  });

  it('writes a net quantity with its unit', () => {
    expect(formatNetQuantity(200, 'g')).toBe('200 g');
    expect(formatNetQuantity(12, 'pieces')).toBe('12 pieces');
  });

  it('takes an FSSAI licence of exactly 14 digits', () => {
    expect(FSSAI_LICENCE.test('21522044000615')).toBe(true);
    expect(FSSAI_LICENCE.test('2152204400061')).toBe(false);
    expect(FSSAI_LICENCE.test('21522044000615 ')).toBe(false);
    expect(FSSAI_LICENCE.test('2152204400061a')).toBe(false);
  });
});
