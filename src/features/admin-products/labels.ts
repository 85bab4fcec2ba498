// What the back-office calls each product status and stock reason, and how a stock figure reads.
import type { ProductStatus, StockReason } from '@/shared/catalogue';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

/** What each status means, beside the form's choice. */
export const PRODUCT_STATUS_HINTS: Record<ProductStatus, string> = {
  active: 'on sale in the shop',
  draft: 'being prepared, not shown to shoppers',
  archived: 'withdrawn from sale, kept for its orders',
};

export const STOCK_REASON_NAMES: Record<StockReason, string> = {
  restock: 'Restock',
  correction: 'Correction',
  damaged: 'Damaged',
  order: 'Order placed',
  cancelled: 'Order cancelled',
};

/** A stock figure in words, never by colour alone: 'Out of stock', 'Low: 3 left', '42 in stock'. */
export function stockLevel(stock: number, lowThreshold: number): { text: string; tone: 'out' | 'low' | 'in' } {
  if (stock <= 0) return { text: 'Out of stock', tone: 'out' };
  if (stock <= lowThreshold) return { text: `Low: ${stock} left`, tone: 'low' };
  return { text: `${stock} in stock`, tone: 'in' };
}
