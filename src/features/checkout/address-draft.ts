import type { ShippingForm } from '@/features/addresses/addresses';

/**
 * The address a shopper is typing into the address form (/shippingDetails, /add-address), kept in
 * sessionStorage (this tab, until it closes) as review drafts are (decision 120): a cheap phone
 * that discards the tab in the background, a reload on a dropped connection, or a session that ends
 * before Save (sign in again and come back) loses nothing of it. Only the shopper who typed it gets
 * it back; it goes once the address is saved, and when the shopper signs out (a shared phone).
 */
export type AddressDraft = Required<ShippingForm>;

const KEY = 'address-draft';
const FIELDS = ['name', 'phoneNumber', 'address1', 'address2', 'landmark', 'zipCode', 'state', 'country'] as const satisfies readonly (keyof AddressDraft)[];

/** Nothing typed: the country the form starts with does not count. */
const isBlank = (form: AddressDraft): boolean => FIELDS.every((field) => field === 'country' || form[field].trim() === '');

export function saveAddressDraft(userId: string, form: AddressDraft): void {
  try {
    if (!isBlank(form)) sessionStorage.setItem(KEY, JSON.stringify({ ...form, userId }));
    // An emptied form lets its own draft go, never another shopper's.
    else if (readAddressDraft(userId)) sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the form still holds the address while it is open.
  }
}

/** The address this shopper left half typed in this tab; another shopper's (a shared phone) is not theirs to see. */
export function readAddressDraft(userId: string): AddressDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const kept = raw as Record<string, unknown>;
  if (kept.userId !== userId || !FIELDS.every((field) => typeof kept[field] === 'string')) return null;
  return Object.fromEntries(FIELDS.map((field) => [field, kept[field]])) as AddressDraft;
}

export function clearAddressDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
