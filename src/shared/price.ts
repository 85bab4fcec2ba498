// The price rule of a food pack (docs/decisions/012): the MRP is printed on the pack, inclusive of all
// taxes, a round amount; the selling price is what the shopper pays. Both are integer paise. The
// discount shown as a badge is derived from them, never stored, so it can never disagree with them.

/**
 * The whole percentage the selling price is below the MRP, rounded down: a badge never claims a
 * bigger saving than the shopper gets (₹160 against an MRP of ₹180 is 11.1%, shown as 11%).
 * 0 when there is no saving or the figures make no sense.
 */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (!Number.isFinite(mrpPaise) || !Number.isFinite(pricePaise) || mrpPaise <= 0 || pricePaise < 0) return 0;
  if (pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

/** MRPs are round to this many paise (₹5) when they are derived from a price and a percentage. */
const MRP_ROUNDING_PAISE = 500;

/**
 * The MRP a product had when only its price and a percentage were known (migration 0006 does the
 * same in SQL): the price itself when there was no discount, else price ÷ (1 − discount) to the
 * nearest ₹5, never below the price.
 */
export function mrpFromDiscount(pricePaise: number, discount: number): number {
  if (!(discount > 0 && discount < 100)) return pricePaise;
  const exact = pricePaise / (1 - discount / 100);
  return Math.max(pricePaise, Math.round(exact / MRP_ROUNDING_PAISE) * MRP_ROUNDING_PAISE);
}
