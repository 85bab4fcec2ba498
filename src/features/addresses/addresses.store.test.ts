import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const home = { _id: 'a1', name: 'Home', phoneNumber: '98', address: '12 Road', zipCode: '411005', state: 'Maharashtra', country: 'India' };
const work = { ...home, _id: 'a2', name: 'Work' };
const input = { name: 'New', phoneNumber: '97', address: '1 Lane', zipCode: '110001', state: 'Delhi', country: 'India' };

let t: FreshStores;
let serverList: Array<typeof home>;
beforeEach(async () => {
  t = await freshStores();
  serverList = [home, work];
  t.server.on('GET', '/address/get-addresses', () => ok({ data: serverList }));
});

const load = () => import('./addresses.store');

describe('saved addresses', () => {
  it('loads the list from data.data', async () => {
    const store = await load();
    await store.loadAddresses();
    expect(store.$addresses.get().addresses.map((a) => a._id)).toEqual(['a1', 'a2']);
  });

  it('keeps the selected address id between sessions', async () => {
    t.storage.set('selected-address-id', 'a2');
    const store = await load();
    expect(store.$selectedAddressId.get()).toBe('a2');
    store.selectAddress('a1');
    expect(t.storage.all()['selected-address-id']).toBe('a1');
  });

  it('clears the selection when that address is missing from a fetched list', async () => {
    t.storage.set('selected-address-id', 'gone');
    const store = await load();
    await store.loadAddresses();
    expect(store.$selectedAddressId.get()).toBeUndefined();
    expect(t.storage.all()['selected-address-id']).toBeUndefined();
  });

  it('keeps the selection when the address is still there', async () => {
    t.storage.set('selected-address-id', 'a2');
    const store = await load();
    await store.loadAddresses();
    expect(store.$selectedAddress.get()?.name).toBe('Work');
  });

  it('keeps the selection when the list could not be fetched', async () => {
    t.storage.set('selected-address-id', 'a2');
    t.server.on('GET', '/address/get-addresses', fail(500));
    const store = await load();
    await store.loadAddresses();
    expect(store.$selectedAddressId.get()).toBe('a2');
    expect(await t.toasts()).toEqual(['error: Failed to load addresses']);
  });

  it('clears the selection when the selected address is deleted', async () => {
    t.storage.set('selected-address-id', 'a2');
    t.server.on('DELETE', '/address/delete-address/:id', ok(null));
    const store = await load();
    await store.loadAddresses();
    expect(await store.deleteAddress('a2')).toBe(true);
    expect(store.$selectedAddressId.get()).toBeUndefined();
    expect(store.$addresses.get().addresses.map((a) => a._id)).toEqual(['a1']);
    expect(await t.toasts()).toEqual(['success: Address deleted']);
  });

  it('keeps the selection when another address is deleted', async () => {
    t.storage.set('selected-address-id', 'a2');
    t.server.on('DELETE', '/address/delete-address/:id', ok(null));
    const store = await load();
    await store.loadAddresses();
    await store.deleteAddress('a1');
    expect(store.$selectedAddressId.get()).toBe('a2');
  });

  it('adds an address and selects it when asked', async () => {
    t.server.on('POST', '/address/create-address', (req) => ok({ _id: 'a3', ...(req.body as object) }));
    const store = await load();
    await store.loadAddresses();
    const created = await store.createAddress(input, { select: true });
    expect(created.ok && created.address?._id).toBe('a3');
    expect(store.$selectedAddressId.get()).toBe('a3');
    expect(store.$addresses.get().addresses.map((a) => a._id)).toEqual(['a1', 'a2', 'a3']);
    expect(await t.toasts()).toEqual(['success: Address added']);
  });

  it('falls back to Failed to add address', async () => {
    t.server.on('POST', '/address/create-address', fail(500));
    const store = await load();
    expect(await store.createAddress(input)).toEqual({ ok: false, fieldErrors: {} });
    expect(await t.toasts()).toEqual(['error: Failed to add address']);
  });

  it("gives the form the server's reason for each field it refuses, and says the first in the toast", async () => {
    t.server.on('POST', '/address/create-address', {
      status: 400,
      body: {
        statusCode: 400,
        success: false,
        message: 'Please enter a valid phone number.',
        errors: [
          { path: 'phoneNumber', message: 'Please enter a valid phone number.' },
          { path: 'name', message: 'Name must not contain HTML.' },
        ],
      },
    });
    const store = await load();
    expect(await store.createAddress(input, { select: true })).toEqual({
      ok: false,
      fieldErrors: { phoneNumber: 'Please enter a valid phone number.', name: 'Name must not contain HTML.' },
    });
    expect(store.$selectedAddressId.get()).toBeUndefined();
    expect(await t.toasts()).toEqual(['error: Please enter a valid phone number.']);
  });

  it('updates an address in the list', async () => {
    t.server.on('PUT', '/address/update-address/:id', (req) => ok({ ...home, ...(req.body as object) }));
    const store = await load();
    await store.loadAddresses();
    expect(await store.updateAddress('a1', { name: 'Parents' })).toBe(true);
    expect(store.$addresses.get().addresses[0]?.name).toBe('Parents');
    expect(await t.toasts()).toEqual(['success: Address updated']);
  });

  it('asks for a selection before continuing to payment', async () => {
    const store = await load();
    await store.loadAddresses();
    expect(store.requireSelectedAddress()).toBeNull();
    expect(await t.toasts()).toEqual(['error: Please select an address to continue']);
    store.selectAddress('a1');
    expect(store.requireSelectedAddress()).toBe('a1');
  });
});
