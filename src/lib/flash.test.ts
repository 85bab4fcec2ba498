// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, shownToasts } from '@tests/support/sonner-mock';
import { messages } from '@/lib/messages';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));
const { flashOnNextPage, showFlash } = await import('./flash');
const { toastsShown } = await import('@/lib/toast');

const goTo = (path: string) => window.history.replaceState(null, '', path);

beforeEach(async () => {
  await toastsShown();
  sessionStorage.clear();
  clearToasts();
});
afterEach(() => vi.useRealTimers());

describe('toasts carried to the next page', () => {
  it('are shown once on the page they were meant for', async () => {
    flashOnNextPage([messages.registered, messages.signedIn], '/account');
    goTo('/account');
    showFlash();
    showFlash();
    await toastsShown();
    expect(shownToasts()).toEqual(['success: Registered! Please verify your email.', 'success: Signed in successfully']);
  });

  it('carry an error as an error', async () => {
    flashOnNextPage([messages.signInToAddToCart], '/login?redirect=%2Fproduct%2Fp-1', 'error');
    goTo('/login?redirect=%2Fproduct%2Fp-1');
    showFlash();
    await toastsShown();
    expect(shownToasts()).toEqual(['error: Please sign in to add items to cart']);
  });

  it('match the path whatever the query', async () => {
    flashOnNextPage([messages.signedIn], '/account/orders?tab=past');
    goTo('/account/orders');
    showFlash();
    await toastsShown();
    expect(shownToasts()).toEqual(['success: Signed in successfully']);
  });

  it('are dropped on any other page', async () => {
    flashOnNextPage([messages.loggedOut], '/login');
    goTo('/cart');
    showFlash();
    goTo('/login');
    showFlash();
    await toastsShown();
    expect(shownToasts()).toEqual([]);
  });

  it('are dropped after a minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    flashOnNextPage([messages.loggedOut], '/login');
    vi.setSystemTime(new Date('2026-01-01T10:01:01Z'));
    goTo('/login');
    showFlash();
    await toastsShown();
    expect(shownToasts()).toEqual([]);
  });
});
