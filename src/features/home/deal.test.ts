import { describe, expect, it } from 'vitest';
import { DEAL, findDealProduct, pickTreasures } from './deal';
import { formatRupees } from '@/lib/money';

const p = (_id: string, name = _id) => ({ _id, name });

describe('the Deal of the Season', () => {
  it('is the spice set of 12 products for ₹1,499.00', () => {
    expect(DEAL.items).toBe(12);
    expect(formatRupees(DEAL.price)).toBe('₹1,499.00');
  });

  it('finds its product by exact name, ignoring case and spacing', () => {
    const products = [p('a', 'Spice Set of 12 Refill'), p('b', ' spice  set of 12 '), p('c', 'Spice Set')];
    expect(findDealProduct(products)?._id).toBe('b');
  });

  it('finds nothing rather than a near match', () => {
    expect(findDealProduct([p('a', 'Spice Set of 6')])).toBeUndefined();
  });
});

describe('the Handmade Treasures strip', () => {
  it('takes the first four products not already shown elsewhere on the page', () => {
    const picked = pickTreasures([p('1'), p('2'), p('3'), p('4'), p('5'), p('6')], ['2', '5']);
    expect(picked.map((x) => x._id)).toEqual(['1', '3', '4', '6']);
  });

  it('tops up with excluded products when too few others are left', () => {
    const picked = pickTreasures([p('1'), p('2'), p('3')], ['1', '2']);
    expect(picked.map((x) => x._id)).toEqual(['3', '1', '2']);
  });
});
