import { describe, expect, it } from 'vitest';
import { addToCartText } from './add-to-cart-text';

describe("an Add to Cart button's words", () => {
  it("says 'Adding…' while its call runs, 'Added' for a moment after, and 'Out of Stock' whatever else", () => {
    expect(addToCartText(true, false)).toBe('Add to Cart');
    expect(addToCartText(true, true, true)).toBe('Adding…');
    expect(addToCartText(true, false, true)).toBe('Added');
    expect(addToCartText(false, true, true)).toBe('Out of Stock');
  });
});
