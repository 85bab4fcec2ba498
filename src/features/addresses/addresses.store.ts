import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { $user } from '@/features/auth/session.store';
import { refusedFields, runAction } from '@/lib/actions';
import * as addressesApi from '@/lib/api/addresses';
import type { Address, AddressInput } from '@/lib/api/addresses';
import { api } from '@/lib/api/browser';
import { toastErrorText } from '@/lib/toast';
import { messages } from '@/lib/messages';

export type { Address, AddressInput };

/** localStorage key of the chosen delivery address, kept between sessions (SPEC.md section 4). */
const SELECTED_ADDRESS_STORAGE_KEY = 'selected-address-id';

/** `failed`: the last load failed; before any list has loaded, the page says so with Try again. */
export type AddressesState = { addresses: Address[]; loading: boolean; loaded: boolean; failed: boolean };
const EMPTY: AddressesState = { addresses: [], loading: false, loaded: false, failed: false };

export const $addresses = atom<AddressesState>(EMPTY);
/** The chosen address id, or undefined. */
export const $selectedAddressId = persistentAtom<string | undefined>(SELECTED_ADDRESS_STORAGE_KEY, undefined);
export const $selectedAddress = computed(
  [$addresses, $selectedAddressId],
  (state, id) => state.addresses.find((a) => a._id === id) ?? null,
);

$user.listen((user) => {
  if (!user) $addresses.set(EMPTY);
});

export function selectAddress(id: string | undefined): void {
  $selectedAddressId.set(id || undefined);
}

/** Loads the saved addresses; a selected id that is no longer among them is cleared. */
export async function loadAddresses(): Promise<Address[]> {
  $addresses.set({ ...$addresses.get(), loading: true, failed: false });
  const list = await runAction({ run: () => addressesApi.listAddresses(api), failure: messages.addressesLoadFailed });
  if (!list.ok) {
    $addresses.set({ ...$addresses.get(), loading: false, failed: true });
    return $addresses.get().addresses;
  }
  const addresses = list.value;
  $addresses.set({ addresses, loading: false, loaded: true, failed: false });
  const selected = $selectedAddressId.get();
  if (selected && !addresses.some((a) => a._id === selected)) selectAddress(undefined);
  return addresses;
}

/**
 * What saving an address came to: the address (null when the answer did not carry it), or the
 * server's message for each field it refused (empty when it named none), for the form to show.
 */
export type AddressSaved = { ok: true; address: Address | null } | { ok: false; fieldErrors: Record<string, string> };

/** Saves a new address (and selects it when asked, as the shipping form does). */
export async function createAddress(input: AddressInput, options: { select?: boolean } = {}): Promise<AddressSaved> {
  const saved = await runAction({ run: () => addressesApi.createAddress(api, input), success: messages.addressAdded, failure: messages.addressAddFailed });
  if (!saved.ok) return { ok: false, fieldErrors: refusedFields(saved.error) };
  const created = saved.value;
  if (created) {
    const state = $addresses.get();
    $addresses.set({ ...state, addresses: [...state.addresses.filter((a) => a._id !== created._id), created] });
    if (options.select) selectAddress(created._id);
  } else {
    // The answer did not carry the address: the fresh list shows it.
    await loadAddresses();
  }
  return { ok: true, address: created };
}

export async function updateAddress(id: string, input: Partial<AddressInput>): Promise<boolean> {
  const saved = await runAction({ run: () => addressesApi.updateAddress(api, id, input), success: messages.addressUpdated, failure: messages.addressUpdateFailed });
  if (!saved.ok) return false;
  const state = $addresses.get();
  $addresses.set({
    ...state,
    addresses: state.addresses.map((a) => (a._id === id ? (saved.value ?? { ...a, ...input }) : a)),
  });
  return true;
}

/** Deletes an address; if it was the selected one, the selection is cleared. */
export async function deleteAddress(id: string): Promise<boolean> {
  const deleted = await runAction({ run: () => addressesApi.deleteAddress(api, id), success: messages.addressDeleted, failure: messages.addressDeleteFailed });
  if (!deleted.ok) return false;
  const state = $addresses.get();
  $addresses.set({ ...state, addresses: state.addresses.filter((a) => a._id !== id) });
  if ($selectedAddressId.get() === id) selectAddress(undefined);
  return true;
}

/** The selected address id for 'Continue to Payment', or null after 'Please select an address to continue'. */
export function requireSelectedAddress(): string | null {
  const id = $selectedAddressId.get();
  if (id && $addresses.get().addresses.some((a) => a._id === id)) return id;
  toastErrorText(messages.selectAddressToContinue);
  return null;
}
