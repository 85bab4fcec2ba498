import type { DeliveryAddress } from '@/shared/contract';
import type { ApiClient } from './client';
import { isObject, type ApiEnvelope } from './types';

/** A saved delivery address (SPEC.md section 3). */
export type Address = DeliveryAddress;

export type AddressInput = Omit<Address, '_id' | 'address2' | 'landmark'> & Partial<Pick<Address, 'address2' | 'landmark'>>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function normalizeAddress(input: unknown): Address {
  const raw = isObject(input) ? input : {};
  return {
    _id: str(raw._id ?? raw.id),
    name: str(raw.name),
    phoneNumber: str(raw.phoneNumber),
    address: str(raw.address),
    address2: str(raw.address2),
    landmark: str(raw.landmark),
    zipCode: str(raw.zipCode),
    state: str(raw.state),
    country: str(raw.country),
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
export function readAddress(answer: ApiEnvelope<unknown>): Address | null {
  const data = answer.data;
  const raw = isObject(data) && isObject(data.data) ? data.data : isObject(data) && isObject(data.address) ? data.address : data;
  if (!isObject(raw)) return null;
  const address = normalizeAddress(raw);
  return address._id ? address : null;
}

export async function listAddresses(client: ApiClient): Promise<Address[]> {
  return readAddressList(await client.get<unknown>('/address/get-addresses'));
}

export async function getAddress(client: ApiClient, id: string): Promise<Address | null> {
  return readAddress(await client.get<unknown>(`/address/get-address/${encodeURIComponent(id)}`));
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
