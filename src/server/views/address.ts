import type { addresses, AddressSnapshot } from '../db/schema.ts';

type AddressRow = typeof addresses.$inferSelect;

export function addressJson(a: AddressRow) {
  return {
    _id: a.id,
    name: a.name,
    phoneNumber: a.phoneNumber,
    address: a.address,
    address2: a.address2,
    landmark: a.landmark,
    zipCode: a.zipCode,
    state: a.state,
    country: a.country,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The copy kept in an order, so later edits of the saved address do not change it. */
export function addressSnapshot(a: AddressRow): AddressSnapshot {
  const { createdAt: _createdAt, ...rest } = addressJson(a);
  return rest;
}
