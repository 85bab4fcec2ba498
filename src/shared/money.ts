// Money as both sides count it: integer paise, stored and summed; rupees with at most 2 decimals, sent
// and shown (DESIGN.md section 5). Formatting for shoppers is the storefront's (src/lib/money.ts).

/** Rupees to paise, rounded to the nearest paisa. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** Paise to rupees: at most 2 decimals by construction. */
export const toRupees = (paise: number): number => paise / 100;
