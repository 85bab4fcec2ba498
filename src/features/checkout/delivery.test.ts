import { describe, expect, it } from 'vitest';
import { pinOf } from '@/shared/pincode';
import { deliveryNote } from './delivery';

const estimate = (serviceable: boolean, message: string) => ({ pincode: '411030', serviceable, message, area: '', minDays: null, maxDays: null });

describe('the PIN code of an address', () => {
  it('is six digits, not starting with 0, read through spaces and hyphens', () => {
    expect(pinOf('411030')).toBe('411030');
    expect(pinOf(' 411 030 ')).toBe('411030');
    expect(pinOf('411-030')).toBe('411030');
  });

  it('is none for anything else', () => {
    for (const zip of ['', '41103', '4110301', '011030', '10001', 'ABC123']) expect(pinOf(zip)).toBeNull();
  });
});

describe('what the shipping step says of a PIN code', () => {
  it('is the estimate or the refusal once known, nothing before', () => {
    expect(deliveryNote(undefined)).toBeNull();
    expect(deliveryNote({ state: 'checking' })).toBeNull();
    expect(deliveryNote({ state: 'unknown' })).toBeNull();
    expect(deliveryNote({ state: 'known', estimate: estimate(true, 'Delivery to Pune in 2-3 days.') })).toEqual({
      text: 'Delivery to Pune in 2-3 days.',
      serviceable: true,
    });
    expect(deliveryNote({ state: 'known', estimate: estimate(false, 'Sorry, we do not deliver to PIN code 560001 yet.') })).toEqual({
      text: 'Sorry, we do not deliver to PIN code 560001 yet.',
      serviceable: false,
    });
  });
});
