import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(() => 1), error: vi.fn(() => 2), loading: vi.fn(() => 3), dismiss: vi.fn() },
}));

const { toast } = await import('sonner');
const { ApiError } = await import('./api/client');
const { dismissToast, errorText, toastError, toastErrorText, toastLoading, toastSuccess } = await import('./toast');

describe('toasts', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a success for 2 seconds', () => {
    toastSuccess('cartAdded');
    expect(toast.success).toHaveBeenCalledWith('Added to cart', { duration: 2000 });
  });

  it("shows the server's message for 4 seconds when it sent one", () => {
    const shown = toastError(new ApiError({ status: 409, serverMessage: 'Only 2 left in stock' }), 'cartAddFailed');
    expect(shown).toBe('Only 2 left in stock');
    expect(toast.error).toHaveBeenCalledWith('Only 2 left in stock', { duration: 4000 });
  });

  it('falls back to the catalogue text with the reason filled in', () => {
    expect(errorText(new ApiError({ status: 0, serverMessage: null }), 'cartLoadFailed')).toBe(
      'Failed to load cart: Network error',
    );
    expect(errorText(new ApiError({ status: 500, serverMessage: null }), 'ordersLoadFailed')).toBe(
      'Failed to fetch orders: Request failed with status 500',
    );
  });

  it('uses a plain fallback as it is', () => {
    expect(errorText(new ApiError({ status: 500, serverMessage: null }), 'loginFailed')).toBe('Login failed');
    expect(errorText('not an error', 'cartLoadFailed')).toBe('Failed to load cart');
  });

  it('shows a catalogue text as an error', () => {
    toastErrorText('signInToAddToCart');
    expect(toast.error).toHaveBeenCalledWith('Please sign in to add items to cart', { duration: 4000 });
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = toastLoading('Saving…');
    expect(toast.loading).toHaveBeenCalledWith('Saving…', { duration: Number.POSITIVE_INFINITY });
    dismissToast(id);
    expect(toast.dismiss).toHaveBeenCalledWith(3);
  });
});
