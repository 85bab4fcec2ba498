import { currentPath, navigate } from '@/lib/navigate';
import { keepForNextPage, takeFromLastPage } from '@/lib/next-page';
import { loginUrl } from '@/lib/redirect';
import { toastErrorText, toastSuccess } from '@/lib/toast';

/**
 * Toasts that must survive a full-page navigation: a toast shown just before `location.assign`
 * dies with the page, so 'Logged out' (or a guest's 'Please sign in to add items to cart') would
 * never be read on /login.
 * The text waits for the page it was meant for (and at most a minute), where the guard or the
 * login form shows it once.
 */
const STORAGE_KEY = 'flash-toasts';
const MAX_AGE_MS = 60_000;

/** The catalogue's texts (src/lib/messages.ts) as written there, the page they wait for, and their kind. */
type Flash = { texts: string[]; path: string; kind: 'success' | 'error' };

const isFlash = (value: unknown): value is Flash => {
  const flash = value as Partial<Flash> | null;
  return !!flash && Array.isArray(flash.texts) && flash.texts.every((text) => typeof text === 'string') && typeof flash.path === 'string';
};

const pathOf = (url: string): string => new URL(url, 'http://same.site').pathname.replace(/\/+$/, '') || '/';

export function flashOnNextPage(texts: string[], url: string, kind: 'success' | 'error' = 'success'): void {
  keepForNextPage(STORAGE_KEY, { texts, path: pathOf(url), kind } satisfies Flash);
}

/** Shows the waiting toasts if this is the page they were meant for; any other page drops them. */
export function showFlash(): void {
  const flash = takeFromLastPage(STORAGE_KEY, MAX_AGE_MS, isFlash);
  if (!flash || flash.path !== pathOf(window.location.pathname)) return;
  for (const text of flash.texts) {
    if (flash.kind === 'error') toastErrorText(text);
    else toastSuccess(text);
  }
}

/**
 * A guest pressed what needs an account ('Please sign in to add items to cart'): told, then sent
 * to /login, which says it again and brings her back here afterwards. Returns the text shown.
 */
export function sendGuestToLogin(text: string): string {
  const shown = toastErrorText(text);
  // This page is left at once: the sign-in page says it again.
  const to = loginUrl(currentPath());
  flashOnNextPage([text], to, 'error');
  navigate(to);
  return shown;
}
