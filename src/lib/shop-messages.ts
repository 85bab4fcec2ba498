// The texts the storefront's own file shows (src/components/storefront.ts, on every shopper's page:
// the cart's and the header's categories'), kept apart from the whole catalogue (./messages.ts,
// which spreads them in) so that a page's download carries these and no other (issue 15: the
// catalogue was a tenth of that file). SPEC.md sections 5 and 8, verbatim.
export const shopMessages = {
  categoriesLoadFailed: 'Failed to load categories',
  cartLoadFailed: 'Failed to load cart: {reason}',
  cartAddFailed: 'Failed to add to cart: {reason}',
  cartUpdateFailed: 'Failed to update cart: {reason}',
  cartRemoveFailed: 'Failed to remove item: {reason}',
  cartClearFailed: 'Failed to clear cart: {reason}',
  cartAdded: 'Added to cart',
  cartUpdated: 'Cart updated',
  cartItemRemoved: 'Item removed from cart',
  cartCleared: 'Cart cleared',
  signInToAddToCart: 'Please sign in to add items to cart',
  /** The search dropdown's short texts (SPEC.md section 8, special cases). */
  searchAdded: 'Added',
  searchAddFailed: 'Failed',
} as const;

export type MessageVars = { reason?: string; msg?: string };

/**
 * A text with `{reason}` / `{msg}` filled in. With no value to fill, the placeholder and the ': '
 * before it are dropped, so 'Failed to load cart: {reason}' reads 'Failed to load cart'.
 */
export function fillText(text: string, vars: MessageVars = {}): string {
  return text.replace(/(: )?\{(reason|msg)\}/g, (_, separator: string | undefined, name: 'reason' | 'msg') => {
    const value = vars[name]?.trim();
    return value ? `${separator ?? ''}${value}` : '';
  });
}
