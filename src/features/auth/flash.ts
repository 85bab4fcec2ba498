import type { MessageKey } from '@/lib/messages';
import { toastErrorText, toastSuccess } from '@/lib/toast';

/**
 * Toasts that must survive a full-page navigation: a toast shown just before `location.assign`
 * dies with the page, so 'Logged out' (or a guest's 'Please sign in to add items to cart') would
 * never be read on /login.
 * The text waits in sessionStorage for the page it was meant for (and at most a minute),
 * where the guard or the login form shows it once.
 */
const STORAGE_KEY = 'flash-toasts';
const MAX_AGE_MS = 60_000;

type Flash = { keys: MessageKey[]; path: string; at: number; kind?: 'success' | 'error' };

const pathOf = (url: string): string => new URL(url, 'http://same.site').pathname.replace(/\/+$/, '') || '/';

export function flashOnNextPage(keys: MessageKey[], url: string, kind: 'success' | 'error' = 'success'): void {
  try {
    const flash: Flash = { keys, path: pathOf(url), at: Date.now(), kind };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // Storage refused (private mode): the toast is simply not repeated.
  }
}

/** Shows the waiting toasts if this is the page they were meant for; any other page drops them. */
export function showFlash(): void {
  let flash: Flash | null = null;
  try {
    flash = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Flash | null;
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!flash || !Array.isArray(flash.keys) || Date.now() - flash.at > MAX_AGE_MS) return;
  if (flash.path !== pathOf(window.location.pathname)) return;
  for (const key of flash.keys) {
    if (flash.kind === 'error') toastErrorText(key);
    else toastSuccess(key);
  }
}
