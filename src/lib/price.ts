import { isObject } from './api/types';

/**
 * A price as any backend sends it: a number, a numeric string, or `{ $numberDecimal: "12.50" }`
 * (MongoDB's Decimal128 in JSON). Anything unreadable counts as 0, as SPEC.md section 3 says.
 */
export function normalizePrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 0;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : 0;
  }
  if (isObject(value) && '$numberDecimal' in value) return normalizePrice(value.$numberDecimal);
  return 0;
}

/** A discount percentage between 0 and 100; anything unreadable, negative or above 100 is no discount. */
export function normalizeDiscount(value: unknown): number {
  const n = normalizePrice(value);
  return n > 0 && n <= 100 ? n : 0;
}

/**
 * The usual price (MRP) that a discount is counted from, rounded to whole paise, or null when
 * there is no discount. `price` is what the shopper pays (docs/decisions/012), so the usual
 * price is price ÷ (1 − discount).
 */
export function priceBeforeDiscount(price: number, discountPercent: number): number | null {
  const discount = normalizeDiscount(discountPercent);
  if (discount <= 0 || discount >= 100) return null;
  return Math.round((price * 100 * 100) / (100 - discount)) / 100;
}

/** The card badge's text, '-N%', or null when there is no positive discount. */
export function discountBadge(discountPercent: number): string | null {
  const discount = normalizeDiscount(discountPercent);
  return discount > 0 ? `-${Math.round(discount)}%` : null;
}
