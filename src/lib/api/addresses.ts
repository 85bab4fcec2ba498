import type { DeliveryAddress } from '@/shared/contract';
import type { ApiClient } from './client';
import { isObject, type ApiEnvelope } from './types';
import { readString } from '../read';

/** A saved delivery address (SPEC.md section 3). */
export type Address = DeliveryAddress;

export type AddressInput = Omit<Address, '_id' | 'address2' | 'landmark'> & Partial<Pick<Address, 'address2' | 'landmark'>>;


export function normalizeAddress(input: unknown): Address {
  const raw = isObject(input) ? input : {};
  return {
    _id: readString(raw._id ?? raw.id),
    name: readString(raw.name),
    phoneNumber: readString(raw.phoneNumber),
    address: readString(raw.address),
    address2: readString(raw.address2),
    landmark: readString(raw.landmark),
    zipCode: readString(raw.zipCode),
    state: readString(raw.state),
    country: readString(raw.country),
  };
}

/** The list: `data.data` (SPEC.md section 7), or `data.addresses`, or `data` itself. */
export function readAddressList(answer: ApiEnvelope<unknown>): Address[] {
  const data = answer.data;
  const list = Array.isArray(data)
    ? data
    : isObject(data) && Array.isArray(data.data)
      ? data.data
      : isObject(data) && Array.isArray(data.addresses)
        ? data.addresses
        : [];
  return (list as unknown[]).map(normalizeAddress);
}

/** One address from `data`, `data.data` or `data.address`; null when the answer holds none. */
function readAddress(answer: ApiEnvelope<unknown>): Address | null {
  const data = answer.data;
  const raw = isObject(data) && isObject(data.data) ? data.data : isObject(data) && isObject(data.address) ? data.address : data;
  if (!isObject(raw)) return null;
  const address = normalizeAddress(raw);
  return address._id ? address : null;
}

export async function listAddresses(client: ApiClient): Promise<Address[]> {
  return readAddressList(await client.get<unknown>('/address/get-addresses'));
}

export async function createAddress(client: ApiClient, input: AddressInput): Promise<Address | null> {
  return readAddress(await client.post<unknown>('/address/create-address', { body: input }));
}

export async function updateAddress(client: ApiClient, id: string, input: Partial<AddressInput>): Promise<Address | null> {
  return readAddress(await client.put<unknown>(`/address/update-address/${encodeURIComponent(id)}`, { body: input }));
}

export async function deleteAddress(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/address/delete-address/${encodeURIComponent(id)}`);
}
