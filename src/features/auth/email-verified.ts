import { redirectAfterLogin } from '@/lib/redirect';

/**
 * What the verification mail's link came to. Its way back is /account?emailVerified=yes|no
 * (src/server/routes/user-mail.ts); only these two values are read, so nothing else from the
 * address is ever shown.
 */
export type EmailVerified = 'yes' | 'no';

/** The outcome in a page's own query (the account page), or null. */
export function emailVerifiedIn(search: string | URLSearchParams): EmailVerified | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('emailVerified');
  return value === 'yes' || value === 'no' ? value : null;
}

/**
 * The outcome a guest brings to /login: the account page sent them to sign in, remembering
 * /account?emailVerified=… as the page to go back to. Read from that (safe) redirect, or null.
 */
export function emailVerifiedInRedirect(search: string | URLSearchParams): EmailVerified | null {
  const target = new URL(redirectAfterLogin(search), 'http://same.site');
  return target.pathname.replace(/\/+$/, '') === '/account' ? emailVerifiedIn(target.search) : null;
}
