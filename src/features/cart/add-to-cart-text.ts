// An Add to Cart button's words, apart from ./cart.ts: the layout's small loader shows them too, on a
// card tapped before the storefront's file has come (src/components/storefront-loader.ts), and
// importing the cart's arithmetic there would bring it to every page before its first paint.

/**
 * An Add to Cart button's words: 'Adding…' while its call runs, so a slow answer does not look like
 * a dead button; 'Added' for a moment after it worked, where a button says so (the cards).
 */
export function addToCartText(inStock: boolean, adding: boolean, added = false): string {
  if (!inStock) return 'Out of Stock';
  if (adding) return 'Adding…';
  return added ? 'Added' : 'Add to Cart';
}
