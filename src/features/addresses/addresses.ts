import type { Address, AddressInput } from '@/lib/api/addresses';
import type { ProfileAddress } from '@/lib/user';
import { messages } from '@/lib/messages';

/** The shipping form's choices (SPEC.md section 5). */
export const ADDRESS_STATES = ['Rajasthan', 'Maharashtra', 'Delhi'] as const;
export const ADDRESS_COUNTRIES = ['India', 'USA', 'Canada'] as const;

/** The shipping form as typed: two address lines and a landmark, joined into `address` on save. */
export type ShippingForm = {
  name: string;
  phoneNumber: string;
  address1: string;
  address2?: string;
  landmark?: string;
  /** The Pincode. */
  zipCode: string;
  state: string;
  country: string;
};

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The shipping form's values trimmed and checked: name, phone, line 1, Pincode, state and country
 * are required ('Please fill all required fields'); lines 1 and 2 and the landmark are joined with
 * commas into the address field.
 */
export function shippingAddressInput(form: ShippingForm): Checked<AddressInput> {
  const v = {
    name: form.name.trim(),
    phoneNumber: form.phoneNumber.trim(),
    address1: form.address1.trim(),
    address2: (form.address2 ?? '').trim(),
    landmark: (form.landmark ?? '').trim(),
    zipCode: form.zipCode.trim(),
    state: form.state.trim(),
    country: form.country.trim(),
  };
  if (!v.name || !v.phoneNumber || !v.address1 || !v.zipCode || !v.state || !v.country) {
    return { ok: false, message: messages.fillRequiredFields };
  }
  return {
    ok: true,
    value: {
      name: v.name,
      phoneNumber: v.phoneNumber,
      address: [v.address1, v.address2, v.landmark].filter((part) => part !== '').join(', '),
      zipCode: v.zipCode,
      state: v.state,
      country: v.country,
    },
  };
}

/** The profile's address form: address, state, zipCode and country required; values trimmed. */
export function profileAddressInput(form: ProfileAddress): Checked<ProfileAddress> {
  const trimmed: ProfileAddress = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
  if (!trimmed.address || !trimmed.state || !trimmed.zipCode || !trimmed.country) {
    return { ok: false, message: messages.fillRequiredFields };
  }
  return { ok: true, value: trimmed };
}

/** An address as lines for display: name, street lines, place, phone. */
export function addressLines(address: Address): string[] {
  return [
    address.name,
    [address.address, address.address2, address.landmark].filter(Boolean).join(', '),
    [address.state, address.zipCode].filter(Boolean).join(' '),
    address.country,
    address.phoneNumber,
  ].filter((line) => line !== '');
}
