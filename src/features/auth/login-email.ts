import { keepForNextPage, takeFromLastPage } from '@/lib/next-page';

/**
 * The email the sign-in form opens with after a password reset (decision 143): the shopper has just
 * chosen a new password and is sent to /login, where typing the address again on a phone is a chore.
 * It waits for at most a minute and is read once (`keepForNextPage`, never in the URL).
 */
const STORAGE_KEY = 'login-email';
const MAX_AGE_MS = 60_000;

const isText = (value: unknown): value is string => typeof value === 'string';

export function fillLoginEmailOnNextPage(email: string): void {
  if (email) keepForNextPage(STORAGE_KEY, email);
}

/** The waiting email, or '' when there is none (or it is older than a minute); it is gone afterwards. */
export function takeLoginEmail(): string {
  return takeFromLastPage(STORAGE_KEY, MAX_AGE_MS, isText) ?? '';
}
