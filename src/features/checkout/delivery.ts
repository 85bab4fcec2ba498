import type { DeliveryEstimate } from '@/lib/api/delivery';

/** What checkout knows of delivery to one PIN code. */
export type DeliveryCheck =
  | { state: 'checking' }
  | { state: 'known'; estimate: DeliveryEstimate }
  /** The check could not be made (offline, another backend): the server decides when the order is placed. */
  | { state: 'unknown' };

/** What the shipping step says of a PIN code once it is known: the estimate, or that the shop does not deliver there. */
export function deliveryNote(check: DeliveryCheck | undefined): { text: string; serviceable: boolean } | null {
  if (check?.state !== 'known' || !check.estimate.message) return null;
  return { text: check.estimate.message, serviceable: check.estimate.serviceable };
}

/** True when the shop is known not to deliver there (an unknown answer lets the server decide). */
export const isRefused = (check: DeliveryCheck | undefined): check is { state: 'known'; estimate: DeliveryEstimate } =>
  check?.state === 'known' && !check.estimate.serviceable;
