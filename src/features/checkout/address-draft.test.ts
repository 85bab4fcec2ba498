// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAddressDraft, readAddressDraft, saveAddressDraft, type AddressDraft } from './address-draft';

const blank: AddressDraft = { name: '', phoneNumber: '', address1: '', address2: '', landmark: '', zipCode: '', state: '', country: 'India' };
const typed: AddressDraft = { ...blank, name: 'Meera Joshi', address1: '12 Tilak Road', zipCode: '411030' };

beforeEach(() => sessionStorage.clear());

describe('the address draft', () => {
  it('gives back what a shopper typed to that shopper only', () => {
    saveAddressDraft('meera', typed);
    expect(readAddressDraft('meera')).toEqual(typed);
    expect(readAddressDraft('rohit')).toBeNull();
  });

  it('an emptied form lets its own draft go, never another shopper’s', () => {
    saveAddressDraft('meera', typed);
    saveAddressDraft('rohit', blank);
    expect(readAddressDraft('meera')).toEqual(typed);
    saveAddressDraft('meera', { ...blank, country: 'Canada' });
    expect(readAddressDraft('meera')).toBeNull();
  });

  it('reads nothing from a malformed or partial value, and nothing once cleared', () => {
    sessionStorage.setItem('address-draft', '{not json');
    expect(readAddressDraft('meera')).toBeNull();
    sessionStorage.setItem('address-draft', JSON.stringify({ userId: 'meera', name: 'Meera' }));
    expect(readAddressDraft('meera')).toBeNull();
    saveAddressDraft('meera', typed);
    clearAddressDraft();
    expect(readAddressDraft('meera')).toBeNull();
  });
});
