import { describe, expect, it } from 'vitest';
import { refusedShippingFields } from './refused-address';

const lines = { address1: '3 Ring Road', address2: 'Near the bus stand', landmark: 'Temple' };

describe("the server's refusals on the shipping form", () => {
  it('puts each named field under its own field', () => {
    expect(refusedShippingFields({ name: 'Name must not contain HTML.', phoneNumber: 'Please enter a valid phone number.' }, lines)).toEqual({
      name: 'Name must not contain HTML.',
      phoneNumber: 'Please enter a valid phone number.',
    });
  });

  it('puts HTML in the joined address under the line that holds it, named as that line', () => {
    expect(refusedShippingFields({ address: 'Address must not contain HTML.' }, { ...lines, address2: 'Flat <b>4</b>' })).toEqual({
      address2: 'Address line 2 must not contain HTML.',
    });
    expect(refusedShippingFields({ address: 'Address must not contain HTML.' }, { ...lines, landmark: '<i>temple</i>' })).toEqual({
      landmark: 'Landmark must not contain HTML.',
    });
    expect(refusedShippingFields({ address: 'Address contains characters that are not allowed.' }, { ...lines, address1: 'Ring\u0007Road' })).toEqual({
      address1: 'Address line 1 contains characters that are not allowed.',
    });
  });

  it('puts any other refusal of the address (too long) under line 1 as the server said it', () => {
    expect(refusedShippingFields({ address: 'Address must be at most 300 characters.' }, lines)).toEqual({
      address1: 'Address must be at most 300 characters.',
    });
  });

  it('leaves out fields the form does not have', () => {
    expect(refusedShippingFields({ userId: 'Unknown' }, lines)).toEqual({});
  });
});
