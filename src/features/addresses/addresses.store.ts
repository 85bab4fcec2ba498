import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { $user } from '@/features/auth/auth.store';
import * as addressesApi from '@/lib/api/addresses';
import type { Address, AddressInput } from '@/lib/api/addresses';
import { api } from '@/lib/api/browser';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';

export type { Address, AddressInput };

/** localStorage key of the chosen delivery address, kept between sessions (SPEC.md section 4). */
export const SELECTED_ADDRESS_STORAGE_KEY = 'selected-address-id';

export type AddressesState = { addresses: Address[]; loading: boolean; loaded: boolean };
const EMPTY: AddressesState = { addresses: [], loading: false, loaded: false };

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
  $addresses.set({ ...$addresses.get(), loading: true });
  try {
    const addresses = await addressesApi.listAddresses(api);
    $addresses.set({ addresses, loading: false, loaded: true });
    const selected = $selectedAddressId.get();
    if (selected && !addresses.some((a) => a._id === selected)) selectAddress(undefined);
    return addresses;
  } catch (error) {
    $addresses.set({ ...$addresses.get(), loading: false });
    toastError(error, 'addressesLoadFailed');
    return $addresses.get().addresses;
  }
}

export async function loadAddress(id: string): Promise<Address | null> {
  try {
    return await addressesApi.getAddress(api, id);
  } catch (error) {
    toastError(error, 'addressLoadFailed');
    return null;
  }
}

/** Saves a new address (and selects it when asked, as the shipping form does). */
export async function createAddress(input: AddressInput, options: { select?: boolean } = {}): Promise<Address | null> {
  let created: Address | null;
  try {
    created = await addressesApi.createAddress(api, input);
  } catch (error) {
    toastError(error, 'addressAddFailed');
    return null;
  }
  toastSuccess('addressAdded');
  if (created) {
    const state = $addresses.get();
    $addresses.set({ ...state, addresses: [...state.addresses.filter((a) => a._id !== created._id), created] });
    if (options.select) selectAddress(created._id);
  } else {
    // The answer did not carry the address: the fresh list shows it.
    await loadAddresses();
  }
  return created;
}

export async function updateAddress(id: string, input: Partial<AddressInput>): Promise<boolean> {
  let updated: Address | null;
  try {
    updated = await addressesApi.updateAddress(api, id, input);
  } catch (error) {
    toastError(error, 'addressUpdateFailed');
    return false;
  }
  const state = $addresses.get();
  $addresses.set({
    ...state,
    addresses: state.addresses.map((a) => (a._id === id ? (updated ?? { ...a, ...input }) : a)),
  });
  toastSuccess('addressUpdated');
  return true;
}

/** Deletes an address; if it was the selected one, the selection is cleared. */
export async function deleteAddress(id: string): Promise<boolean> {
  try {
    await addressesApi.deleteAddress(api, id);
  } catch (error) {
    toastError(error, 'addressDeleteFailed');
    return false;
  }
  const state = $addresses.get();
  $addresses.set({ ...state, addresses: state.addresses.filter((a) => a._id !== id) });
  if ($selectedAddressId.get() === id) selectAddress(undefined);
  toastSuccess('addressDeleted');
  return true;
}

/** The selected address id for 'Continue to Payment', or null after 'Please select an address to continue'. */
export function requireSelectedAddress(): string | null {
  const id = $selectedAddressId.get();
  if (id && $addresses.get().addresses.some((a) => a._id === id)) return id;
  toastErrorText('selectAddressToContinue');
  return null;
}
