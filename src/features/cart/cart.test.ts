import { describe, expect, it } from 'vitest';
import { cartButtonLabel, cartCount, cartSubtotal, cartSummary, clampQuantity, keepPlaces, lineSubtotal, removesLine } from './cart';

describe('cart arithmetic', () => {
  it('multiplies a line price by its quantity without float error', () => {
    expect(lineSubtotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineSubtotal({ price: 249.99, quantity: 2 })).toBe(499.98);
  });

  it('sums the lines into the subtotal', () => {
    expect(cartSubtotal([{ price: 100, quantity: 2 }, { price: 49.5, quantity: 1 }])).toBe(249.5);
  });

  it('sums quantities for the badge', () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  it('adds shipping 240 and taxes 240 and takes the coupon 40 off', () => {
    expect(cartSummary([{ price: 500, quantity: 2 }])).toEqual({
      subtotal: 1000,
      shipping: 240,
      taxes: 240,
      discount: 40,
      total: 1440,
    });
  });

  it('shows no summary for an empty cart', () => {
    expect(cartSummary([])).toBeNull();
  });
});

describe('quantity rules', () => {
  it('removes a line whose quantity drops below 1', () => {
    expect(removesLine(0)).toBe(true);
    expect(removesLine(1)).toBe(false);
  });

  it('keeps a stepper quantity whole and at least 1, with no maximum', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(500)).toBe(500);
  });
});

describe('the header cart link', () => {
  it('names the count only when there is one', () => {
    expect(cartButtonLabel(0)).toBe('My Cart');
    expect(cartButtonLabel(1)).toBe('My Cart, 1 item');
    expect(cartButtonLabel(3)).toBe('My Cart, 3 items');
  });
});

describe("the cart page's lines", () => {
  const line = (_id: string, quantity = 1, productId = `p-${_id}`) => ({ _id, quantity, productId });
  const shown = (...lines: { _id: string; quantity: number; productId: string }[]) => keepPlaces([], lines);

  it('keeps a removed line in its place, marked gone, and the others as the cart has them now', () => {
    expect(keepPlaces(shown(line('a'), line('b'), line('c')), [line('a', 2), line('c')])).toEqual([
      { line: line('a', 2), gone: false },
      { line: line('b'), gone: true },
      { line: line('c'), gone: false },
    ]);
  });

  it('puts a line new to the page last, and starts afresh once the cart is empty', () => {
    const before = keepPlaces(shown(line('a'), line('b')), [line('b')]);
    expect(keepPlaces(before, [line('b'), line('n')]).map(({ line, gone }) => [line._id, gone])).toEqual([
      ['a', true],
      ['b', false],
      ['n', false],
    ]);
    expect(keepPlaces(before, [])).toEqual([]);
  });

  it('puts a product back in its gone place, whatever id its new line has', () => {
    const before = keepPlaces(shown(line('a'), line('b'), line('c')), [line('a'), line('c')]);
    expect(keepPlaces(before, [line('a'), line('c'), line('b2', 3, 'p-b')])).toEqual([
      { line: line('a'), gone: false },
      { line: line('b2', 3, 'p-b'), gone: false },
      { line: line('c'), gone: false },
    ]);
    // A product still in the cart on a line of its own is not moved onto another line's place.
    expect(keepPlaces(before, [line('a'), line('c'), line('a2', 1, 'p-a')]).map(({ line, gone }) => [line._id, gone])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
      ['a2', false],
    ]);
  });
});
