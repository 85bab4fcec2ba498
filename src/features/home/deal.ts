/** The Deal of the Season (SPEC.md sections 1 and 9): the spice set of 12 products at a fixed price. */
export const DEAL = {
  /** The catalogue product the banner links to, found by name in its category. */
  productName: 'Spice Set of 12',
  categorySlug: 'gift-sets',
  /** How many products the set holds. */
  items: 12,
  /** Rupees. */
  price: 1499,
} as const;

type Named = { _id: string; name: string };

/** The deal's product among search results: the exact name (ignoring case and spacing), never a near match. */
export function findDealProduct<P extends Named>(products: readonly P[], name: string = DEAL.productName): P | undefined {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return products.find((p) => p.name.trim().toLowerCase().replace(/\s+/g, ' ') === wanted);
}

/**
 * The 'Handmade Treasures' strip: the newest products that are not already on the page
 * (in Best Sellers or the deal), topped up from the rest when too few are left.
 */
export function pickTreasures<P extends { _id: string }>(candidates: readonly P[], exclude: Iterable<string>, count = 4): P[] {
  const excluded = new Set(exclude);
  const fresh = candidates.filter((p) => !excluded.has(p._id));
  const rest = candidates.filter((p) => excluded.has(p._id));
  return [...fresh, ...rest].slice(0, count);
}
