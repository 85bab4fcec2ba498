import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/messages';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const { clearToasts, shownToasts } = await import('@tests/support/sonner-mock');
const { ApiError } = await import('./api/client');
const { toastsShown } = await import('./toast');
const { runAction } = await import('./actions');

const toasts = async () => {
  await toastsShown();
  return shownToasts();
};

describe('running a store action', () => {
  beforeEach(() => clearToasts());

  it('answers with the call’s value and says the success text', async () => {
    const outcome = await runAction({ run: async () => 'a1', success: messages.addressAdded, failure: messages.addressAddFailed });
    expect(outcome).toEqual({ ok: true, value: 'a1' });
    expect(await toasts()).toEqual(['success: Address added']);
  });

  it('says nothing on success when no success text is given', async () => {
    const outcome = await runAction({ run: async () => null, failure: messages.addressLoadFailed });
    expect(outcome).toEqual({ ok: true, value: null });
    expect(await toasts()).toEqual([]);
  });

  it("tells a failure with the server's message and returns the text shown, without throwing", async () => {
    const refused = new ApiError({ status: 409, serverMessage: 'Only 1 left of Kokum Spice' });
    const outcome = await runAction({
      run: () => Promise.reject(refused),
      success: messages.orderPlaced,
      failure: messages.orderPlaceFailed,
    });
    expect(outcome).toEqual({ ok: false, message: 'Only 1 left of Kokum Spice', error: refused });
    expect(await toasts()).toEqual(['error: Only 1 left of Kokum Spice']);
  });

  it('falls back to the catalogue text when the server sent none', async () => {
    const outcome = await runAction({
      run: () => Promise.reject(new ApiError({ status: 500, serverMessage: null })),
      failure: messages.addressAddFailed,
    });
    expect(outcome.ok).toBe(false);
    expect(await toasts()).toEqual(['error: Failed to add address']);
  });

  it('leaves a failure to a function that tells it its own way', async () => {
    const seen: unknown[] = [];
    const outcome = await runAction({
      run: () => Promise.reject(new Error('gone')),
      success: messages.cartAdded,
      failure: (error) => {
        seen.push(error);
        return null;
      },
    });
    expect(outcome).toEqual({ ok: false, message: null, error: new Error('gone') });
    expect(seen).toEqual([new Error('gone')]);
    expect(await toasts()).toEqual([]);
  });
});
