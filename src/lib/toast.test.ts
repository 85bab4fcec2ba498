import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/messages';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(() => 1), error: vi.fn(() => 2), loading: vi.fn(() => 3), dismiss: vi.fn() },
}));

const { toast } = await import('sonner');
const { ApiError } = await import('./api/client');
const { dismissToast, errorText, toastError, toastErrorText, toastLoading, toastsShown, toastSuccess } = await import('./toast');

describe('toasts', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads sonner on the first toast and shows toasts in the order raised', async () => {
    expect(toast.success).not.toHaveBeenCalled();
    const first = toastSuccess(messages.cartAdded);
    toastErrorText(messages.signInToAddToCart);
    expect(toast.success).not.toHaveBeenCalled(); // still loading
    await toastsShown();
    expect(toast.success).toHaveBeenCalledWith('Added to cart', { id: first, duration: 2000 });
    expect(vi.mocked(toast.success).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(toast.error).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('shows a success for 2 seconds', async () => {
    const id = toastSuccess(messages.cartAdded);
    await toastsShown();
    expect(toast.success).toHaveBeenCalledWith('Added to cart', { id, duration: 2000 });
  });

  it("shows the server's message for 4 seconds when it sent one", async () => {
    const shown = toastError(new ApiError({ status: 409, serverMessage: 'Only 2 left in stock' }), messages.cartAddFailed);
    expect(shown).toBe('Only 2 left in stock');
    await toastsShown();
    expect(toast.error).toHaveBeenCalledWith('Only 2 left in stock', { id: expect.any(String), duration: 4000 });
  });

  it('falls back to the catalogue text with the reason filled in', () => {
    expect(errorText(new ApiError({ status: 0, serverMessage: null }), messages.cartLoadFailed)).toBe(
      'Failed to load cart: Network error',
    );
    expect(errorText(new ApiError({ status: 500, serverMessage: null }), messages.ordersLoadFailed)).toBe(
      'Failed to fetch orders: Request failed with status 500',
    );
  });

  it('uses a plain fallback as it is', () => {
    expect(errorText(new ApiError({ status: 500, serverMessage: null }), messages.loginFailed)).toBe('Login failed');
    expect(errorText('not an error', messages.cartLoadFailed)).toBe('Failed to load cart');
  });

  it('shows a catalogue text as an error', async () => {
    toastErrorText(messages.signInToAddToCart);
    await toastsShown();
    expect(toast.error).toHaveBeenCalledWith('Please sign in to add items to cart', { id: expect.any(String), duration: 4000 });
  });

  it('keeps a loading toast until it is dismissed, even one dismissed while sonner loads', async () => {
    const id = toastLoading('Saving…');
    dismissToast(id);
    await toastsShown();
    expect(toast.loading).toHaveBeenCalledWith('Saving…', { id, duration: Number.POSITIVE_INFINITY });
    expect(toast.dismiss).toHaveBeenCalledWith(id);
    expect(vi.mocked(toast.loading).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(toast.dismiss).mock.invocationCallOrder[0] ?? 0,
    );
  });
});

describe('the toaster hook', () => {
  it('runs at the first toast, at once when hooked later, and again at the next toast after a failure', async () => {
    vi.resetModules();
    const fresh = await import('./toast');
    const mounted: string[] = [];
    let fail = true;
    fresh.onFirstToast(async () => {
      mounted.push(fail ? 'failed' : 'mounted');
      if (fail) throw new Error('offline');
    });
    expect(mounted).toEqual([]);
    fresh.toastSuccess(messages.cartAdded);
    await fresh.toastsShown();
    expect(mounted).toEqual(['failed']);
    fail = false;
    fresh.toastSuccess(messages.cartAdded);
    await fresh.toastsShown();
    expect(mounted).toEqual(['failed', 'mounted']);
    fresh.toastSuccess(messages.cartAdded);
    const late: string[] = [];
    fresh.onFirstToast(async () => late.push('mounted'));
    expect(late).toEqual(['mounted']);
    expect(mounted).toEqual(['failed', 'mounted']);
  });
});

describe('the plain stand-in', () => {
  const drawer = () => ({ success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() });

  it('draws the waiting toasts when the toaster cannot be downloaded (offline), and sonner draws the next once it can', async () => {
    vi.resetModules();
    vi.clearAllMocks();
    const fresh = await import('./toast');
    const plain = drawer();
    fresh.whenToasterUnavailable(plain);
    let offline = true;
    fresh.onFirstToast(async () => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
    });
    fresh.toastErrorText(messages.cartUpdateFailed, { reason: 'Network error' });
    await fresh.toastsShown();
    expect(plain.error).toHaveBeenCalledWith('Failed to update cart: Network error', { id: expect.any(String), duration: 4000 });
    expect(toast.error).not.toHaveBeenCalled();

    // Back online: the next toast goes to sonner, and the one already drawn is not drawn again.
    offline = false;
    fresh.toastSuccess(messages.cartUpdated);
    await fresh.toastsShown();
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(plain.error).toHaveBeenCalledTimes(1);
  });

  it('draws them when sonner itself cannot be downloaded, and a dismissed loading toast goes', async () => {
    vi.resetModules();
    vi.doMock('sonner', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('./toast');
      const plain = drawer();
      fresh.whenToasterUnavailable(plain);
      const id = fresh.toastLoading('Saving…');
      await fresh.toastsShown();
      expect(plain.loading).toHaveBeenCalledWith('Saving…', { id, duration: Number.POSITIVE_INFINITY });
      fresh.dismissToast(id);
      expect(plain.dismiss).toHaveBeenCalledWith(id);
    } finally {
      vi.doUnmock('sonner');
    }
  });
});
