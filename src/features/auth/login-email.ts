/**
 * The email the sign-in form opens with after a password reset (decision 143): the shopper has just
 * chosen a new password and is sent to /login, where typing the address again on a phone is a chore.
 * It waits in this tab's sessionStorage, never in the URL (addresses in links end up in logs and
 * histories), for at most a minute, and is read once.
 */
const STORAGE_KEY = 'login-email';
const MAX_AGE_MS = 60_000;

export function fillLoginEmailOnNextPage(email: string): void {
  if (!email) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ email, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the shopper types the email, as before.
  }
}

/** The waiting email, or '' when there is none (or it is older than a minute); it is gone afterwards. */
export function takeLoginEmail(): string {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { email?: unknown; at?: unknown } | null;
    sessionStorage.removeItem(STORAGE_KEY);
    if (!stored || typeof stored.email !== 'string' || typeof stored.at !== 'number') return '';
    return Date.now() - stored.at <= MAX_AGE_MS ? stored.email : '';
  } catch {
    return '';
  }
}
