import { describe, expect, it } from 'vitest';
import { addressLines, profileAddressInput, shippingAddressInput } from './addresses';

const form = {
  name: ' Asha Patil ',
  phoneNumber: ' 9876543210 ',
  address1: ' 12 Shivaji Nagar ',
  address2: ' Flat 4 ',
  landmark: ' Near the temple ',
  zipCode: ' 411005 ',
  state: 'Maharashtra',
  country: 'India',
};

describe('shippingAddressInput', () => {
  it('trims the values and joins lines and landmark with commas into address', () => {
    expect(shippingAddressInput(form)).toEqual({
      ok: true,
      value: {
        name: 'Asha Patil',
        phoneNumber: '9876543210',
        address: '12 Shivaji Nagar, Flat 4, Near the temple',
        zipCode: '411005',
        state: 'Maharashtra',
        country: 'India',
      },
    });
  });

  it('leaves out empty optional parts', () => {
    const result = shippingAddressInput({ ...form, address2: '  ', landmark: undefined });
    expect(result.ok && result.value.address).toBe('12 Shivaji Nagar');
  });

  it('asks for every required field', () => {
    for (const field of ['name', 'phoneNumber', 'address1', 'zipCode', 'state', 'country'] as const) {
      expect(shippingAddressInput({ ...form, [field]: '   ' })).toEqual({ ok: false, message: 'Please fill all required fields' });
    }
  });
});

describe('profileAddressInput', () => {
  it('requires address, state, zipCode and country', () => {
    expect(profileAddressInput({ address: 'x', state: 'Delhi', zipCode: '110001' }).ok).toBe(false);
    expect(profileAddressInput({ address: ' x ', state: 'Delhi', zipCode: '110001', country: 'India', city: ' Delhi ' })).toEqual({
      ok: true,
      value: { address: 'x', state: 'Delhi', zipCode: '110001', country: 'India', city: 'Delhi' },
    });
  });
});

describe('addressLines', () => {
  it('lists the non-empty parts', () => {
    expect(
      addressLines({ _id: 'a1', name: 'Home', phoneNumber: '98', address: '12 Road', address2: '', landmark: '', zipCode: '411005', state: 'Maharashtra', country: 'India' }),
    ).toEqual(['Home', '12 Road', 'Maharashtra 411005', 'India', '98']);
  });
});
