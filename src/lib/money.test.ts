import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('shows the rupee sign and two decimals', () => {
    expect(formatRupees(1499)).toBe('₹1,499.00');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(149999.5)).toBe('₹1,49,999.50');
  });

  it('rounds to two decimals', () => {
    expect(formatRupees(10.005)).toMatch(/^₹10\.0[01]$/);
    expect(formatRupees(99.999)).toBe('₹100.00');
  });

  it('shows an unreadable amount as zero', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });
});
