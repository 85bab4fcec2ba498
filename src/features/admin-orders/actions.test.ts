import { describe, expect, it } from 'vitest';
import { actionBody, actionNote } from './actions';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('an action form', () => {
  it('sends its own fields as typed and nothing else', () => {
    expect(actionBody(form({ action: 'ship', carrier: 'India Post', trackingNumber: ' EK123 ', reason: 'x' }))).toEqual({
      action: 'ship',
      carrier: 'India Post',
      trackingNumber: ' EK123 ',
    });
  });

  it('sends an empty field as empty, for the server to name', () => {
    expect(actionBody(form({ action: 'cancel' }))).toEqual({ action: 'cancel', reason: '' });
  });

  it('is nothing for an unknown action', () => {
    expect(actionBody(form({ action: 'delete' }))).toBeNull();
    expect(actionBody(form({ action: 'toString' }))).toBeNull();
  });
});

describe("an action's note on money", () => {
  const order = { paymentMethod: 'cod' as const, paymentStatus: 'pending' as const, total: 570 };
  it('names the amount of a refund', () => {
    expect(actionNote('refund', { ...order, paymentStatus: 'paid' })).toBe('Refund ₹570.00, the whole order. Send it to the shopper first; this records that it was sent.');
  });
  it('says that delivering a cash-on-delivery order not yet paid records the cash', () => {
    expect(actionNote('deliver', order)).toBe('Cash on delivery: this also records the ₹570.00 as collected.');
    expect(actionNote('deliver', { ...order, paymentMethod: 'online', paymentStatus: 'paid' })).toBeUndefined();
  });
  it('has nothing to add to the other steps', () => {
    for (const action of ['process', 'ship', 'cancel', 'approve-return', 'reject-return'] as const) expect(actionNote(action, order)).toBeUndefined();
  });
});
