import { toPaise, toRupees } from '../lib/order-summary.ts';

/** Paise (integer, as stored) to rupees (as sent): at most 2 decimals by construction. */
export const rupees = (paise: number): number => toRupees(paise);
export const paise = (rupeeAmount: number): number => toPaise(rupeeAmount);
