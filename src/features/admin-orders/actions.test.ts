import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './admin-orders.api';
import { actionBody, actionConfirmed, actionConfirmLabel, actionIncomplete, actionNote, actionOvertaken, actionUnconfirmed, actionWords } from './actions';

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

describe('a step that asks first', () => {
  it('asks before a refund is recorded, with its amount, and goes on only with the box ticked', () => {
    expect(actionConfirmLabel('refund', { total: 1234.5 })).toBe('Yes, ₹1,234.50 has been sent back to the shopper');
    expect(actionConfirmed('refund', form({ action: 'refund' }))).toBe(false);
    expect(actionConfirmed('refund', form({ action: 'refund', confirm: 'yes' }))).toBe(true);
    expect(actionUnconfirmed('refund', 'Yes, ₹570.00 has been sent back to the shopper')).toBe(
      'Nothing was recorded. Tick “Yes, ₹570.00 has been sent back to the shopper” and press Record refund again.',
    );
  });
  it('asks nothing before the other steps', () => {
    for (const action of ['process', 'ship', 'deliver', 'cancel', 'approve-return', 'reject-return'] as const) {
      expect(actionConfirmLabel(action, { total: 570 })).toBeUndefined();
      expect(actionConfirmed(action, form({ action }))).toBe(true);
    }
  });
});

describe('a step refused for its fields', () => {
  it('names the fields to fill in by the words on the form, not by the server\'s', () => {
    expect(actionIncomplete('reject-return', { note: 'Note is required.' }, { note: '  ' }, 'Note is required.')).toBe(
      'Nothing was changed. Fill in “Why the return is rejected” and press Reject return again.',
    );
    expect(actionIncomplete('ship', { carrier: 'Carrier is required.', trackingNumber: 'Tracking number is required.' }, { carrier: '', trackingNumber: '' }, 'Carrier is required.')).toBe(
      'Nothing was changed. Fill in “Carrier” and “Tracking number” and press Mark shipped again.',
    );
  });
  it("gives the server's sentence when a field was filled in and still refused", () => {
    expect(actionIncomplete('cancel', { reason: 'Reason must be text.' }, { reason: 'x' }, 'Reason must be text.')).toBe('Reason must be text.');
    expect(actionIncomplete('process', {}, {}, 'The order could not be changed.')).toBe('The order could not be changed.');
  });
});

describe("a step's field messages", () => {
  it('name the fields the API calls otherwise by their labels', () => {
    expect(actionWords('reject-return')).toEqual({ note: { api: 'Note', form: '“Why the return is rejected”' } });
    expect(actionWords('cancel')).toEqual({ reason: { api: 'Reason', form: '“Reason for cancelling”' } });
    // Named by the API as on the form: nothing to say otherwise.
    expect(actionWords('ship')).toEqual({});
    expect(actionWords('approve-return')).toEqual({});
  });
});

describe('a step someone else took first', () => {
  const event = (type: OrderEvent['type'], at: string): OrderEvent => ({
    _id: type,
    type,
    from: null,
    to: null,
    at,
    by: 'staff',
    note: null,
    carrier: null,
    trackingNumber: null,
    actor: { _id: 'u1', name: 'Sunita Patil' },
  });
  const approved = [event('return-approved', '2026-11-28T04:00:00Z')];
  const refunded = [...approved, event('refunded', '2026-11-29T05:02:00Z')];

  it('says who took it and when, whether the press reached the server or not', () => {
    const said = 'Nothing was changed: this step was already taken. Refund recorded by Sunita Patil, 29 November 2026, 10:32 am.';
    expect(actionOvertaken('refund', refunded)).toBe(said);
    expect(actionOvertaken('refund', refunded, 'This return has already been refunded.')).toBe(said);
  });

  it("gives the server's refusal, or a plain sentence, when the order moved on another way", () => {
    const cancelled = [event('processing', '2026-11-28T04:00:00Z'), event('cancelled', '2026-11-28T05:00:00Z')];
    expect(actionOvertaken('process', cancelled, 'This order is cancelled, so it cannot be marked processing.')).toBe(
      'This order is cancelled, so it cannot be marked processing.',
    );
    expect(actionOvertaken('refund', [...approved, event('cancelled', '2026-11-29T05:02:00Z')])).toBe(
      'Nothing was changed: this order no longer offers Record refund. Its status and history show what happened.',
    );
  });
});
