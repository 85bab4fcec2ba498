import { toPaise, toRupees } from '@/shared/money';
import { orderSummaryPaise } from '@/shared/order-summary';

/** Quantity minimum 1, no maximum (SPEC.md section 5). */
const MIN_QUANTITY = 1;

type Priced = { price: number; quantity: number };

/** The cart summary in rupees: subtotal, shipping 240, taxes 240, coupon discount 40, total. */
export type CartSummary = { subtotal: number; shipping: number; taxes: number; discount: number; total: number };

/** Price × quantity, summed in paise so no float error creeps in. */
export function lineSubtotal(line: Priced): number {
  return toRupees(toPaise(line.price) * line.quantity);
}

export function cartSubtotal(lines: readonly Priced[]): number {
  return toRupees(lines.reduce((paise, line) => paise + toPaise(line.price) * line.quantity, 0));
}

/** The badge's number: the quantities summed. */
export function cartCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((n, line) => n + line.quantity, 0);
}

/** The header cart link's accessible name: 'My Cart', with the count when there is one. */
export function cartButtonLabel(count: number): string {
  return count > 0 ? `My Cart, ${count} item${count === 1 ? '' : 's'}` : 'My Cart';
}

/** The summary shown whenever the cart has items; null for an empty cart. */
export function cartSummary(lines: readonly Priced[]): CartSummary | null {
  if (lines.length === 0) return null;
  const paise = orderSummaryPaise(lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0));
  return {
    subtotal: toRupees(paise.subtotal),
    shipping: toRupees(paise.shipping),
    taxes: toRupees(paise.taxes),
    discount: toRupees(paise.discount),
    total: toRupees(paise.total),
  };
}

/** Whether a new quantity means the line goes: decreasing below 1 removes it. */
export const removesLine = (quantity: number): boolean => quantity < MIN_QUANTITY;

/** A quantity typed or stepped in a product page's stepper: a whole number, at least 1. */
export function clampQuantity(value: number): number {
  return Number.isFinite(value) ? Math.max(MIN_QUANTITY, Math.floor(value)) : MIN_QUANTITY;
}

/** A line as the cart page shows it: `gone` once it has left the cart, still in its place. */
export type ShownLine<Line> = { line: Line; gone: boolean };

/**
 * The cart page's lines after a change, in the order they were shown: a line no longer in the cart
 * keeps its place, marked gone (so the lines under the shopper's finger do not move up when the
 * server answers, decision 170); a product put back (Undo, decision 176) takes its gone line's place
 * again, whatever id the server gave its new line; any other line new to the page comes last. An
 * empty cart starts afresh.
 */
export function keepPlaces<Line extends { _id: string; productId: string }>(shown: readonly ShownLine<Line>[], lines: readonly Line[]): ShownLine<Line>[] {
  if (lines.length === 0) return [];
  const current = new Map(lines.map((line) => [line._id, line]));
  const shownIds = new Set(shown.map(({ line }) => line._id));
  // Lines the page has not shown yet, by product: the first of a product fills its gone place.
  const newByProduct = new Map<string, Line>();
  for (const line of lines) if (!shownIds.has(line._id) && !newByProduct.has(line.productId)) newByProduct.set(line.productId, line);
  const placed = new Set<string>();
  const kept = shown.map(({ line }) => {
    const now = current.get(line._id) ?? newByProduct.get(line.productId);
    if (!now || placed.has(now._id)) return { line, gone: true };
    placed.add(now._id);
    return { line: now, gone: false };
  });
  return [...kept, ...lines.filter((line) => !placed.has(line._id)).map((line) => ({ line, gone: false }))];
}
