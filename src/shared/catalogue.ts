// The catalogue's vocabulary, shared by the server and the back-office pages.

/** active: on the storefront; draft: being prepared, never shown; archived: withdrawn, kept for its orders. */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Why stock changed: the staff's reasons, and the orders' own (placing takes, cancelling gives back). */
export const STOCK_REASONS = ['restock', 'correction', 'damaged', 'order', 'cancelled'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STAFF_STOCK_REASONS = ['restock', 'correction', 'damaged'] as const;

/**
 * The node:diagnostics_channel on which the server announces a committed catalogue change
 * (src/server/catalogue-changes.ts); server-rendering code that keeps a copy of catalogue data
 * (the header's menu) listens on it by this name.
 */
export const CATALOGUE_CHANGE_CHANNEL = 'shop:catalogue-change';
