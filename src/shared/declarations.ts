// What a packaged food declares on its label (issue 14; FSSAI labelling): the shared vocabulary of
// the server, the seed and the storefront.

/** Units of a net quantity: mass, volume, or a count of pieces. */
export const NET_QUANTITY_UNITS = ['g', 'kg', 'ml', 'l', 'pieces'] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];

/** The allergens a label names (FSSAI's list, with mustard and sesame that Indian foods often carry). */
export const ALLERGENS = ['gluten', 'milk', 'eggs', 'peanuts', 'tree nuts', 'sesame', 'mustard', 'soy', 'sulphites', 'fish', 'crustaceans'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The mark of a food: vegetarian (green square, green dot) or non-vegetarian (brown square, brown triangle). */
export const DIET_MARKS = ['veg', 'non-veg'] as const;
export type DietMark = (typeof DIET_MARKS)[number];

/** An FSSAI licence or registration number: 14 digits. */
export const FSSAI_LICENCE = /^\d{14}$/;

/** '200 g', '1 kg', '12 pieces'. */
export function formatNetQuantity(value: number, unit: NetQuantityUnit): string {
  return `${value} ${unit}`;
}

/** A shelf life in words: '6 months', '12 months', '2 years', '45 days'. */
export function formatShelfLife(days: number): string {
  if (days % 365 === 0) return days === 365 ? '12 months' : `${days / 365} years`;
  if (days % 30 === 0) return days === 30 ? '1 month' : `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}
