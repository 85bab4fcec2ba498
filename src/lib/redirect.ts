/** Where a shopper lands after signing in when no page was remembered (SPEC.md section 2, Login). */
export const DEFAULT_AFTER_LOGIN = '/account';

/** Pages that must never be the target of a post-login redirect (they would loop). */
const AUTH_PAGES = ['/login', '/signup', '/register'];

/**
 * A remembered page, if it is safe to go back to: a same-site path ('/cart?x=1'), never another host
 * ('//evil.example', 'https://…', '/\\evil') nor a sign-in page. Anything else gives the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(path)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(path, 'http://same.site');
  } catch {
    return fallback;
  }
  if (parsed.host !== 'same.site') return fallback;
  const bare = parsed.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(bare)) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The login page that will bring the shopper back to `from` (a path with its query). */
export function loginUrl(from?: string | null): string {
  const back = from ? safeRedirectPath(from, '') : '';
  return back ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
}

/** Where staff land after signing in when no page was remembered: the back-office. */
const ADMIN_HOME = '/admin';

/** Where a user lands when no page was remembered: an admin in the back-office, anybody else on /account. */
export function homeAfterLogin(user: { role?: string } | null | undefined): string {
  return user?.role === 'admin' ? ADMIN_HOME : DEFAULT_AFTER_LOGIN;
}

/**
 * The page to go to after signing in, read from the login page's query string: the remembered
 * page when it is safe, otherwise the signed-in user's home (`homeAfterLogin`).
 */
export function redirectAfterLogin(search: string | URLSearchParams, user?: { role?: string } | null): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectPath(params.get('redirect'), homeAfterLogin(user));
}
