// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, shownToasts } from '@/lib/api/testing/sonner-mock';

vi.mock('sonner', () => import('@/lib/api/testing/sonner-mock'));
const { flashOnNextPage, showFlash } = await import('./flash');

const goTo = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  sessionStorage.clear();
  clearToasts();
});
afterEach(() => vi.useRealTimers());

describe('toasts carried to the next page', () => {
  it('are shown once on the page they were meant for', () => {
    flashOnNextPage(['registered', 'signedIn'], '/account');
    goTo('/account');
    showFlash();
    showFlash();
    expect(shownToasts()).toEqual(['success: Registered! Please verify your email.', 'success: Signed in successfully']);
  });

  it('match the path whatever the query', () => {
    flashOnNextPage(['signedIn'], '/account/orders?tab=past');
    goTo('/account/orders');
    showFlash();
    expect(shownToasts()).toEqual(['success: Signed in successfully']);
  });

  it('are dropped on any other page', () => {
    flashOnNextPage(['loggedOut'], '/login');
    goTo('/cart');
    showFlash();
    goTo('/login');
    showFlash();
    expect(shownToasts()).toEqual([]);
  });

  it('are dropped after a minute', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    flashOnNextPage(['loggedOut'], '/login');
    vi.setSystemTime(new Date('2026-01-01T10:01:01Z'));
    goTo('/login');
    showFlash();
    expect(shownToasts()).toEqual([]);
  });
});
