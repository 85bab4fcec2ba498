import { describe, expect, it } from 'vitest';
import { actionBody } from './actions';

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
