import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './tokens.ts';

const ACCESS_COOKIE = 'accessToken';
const REFRESH_COOKIE = 'refreshToken';
/**
 * A hint, readable by the page's script, that a session may exist: it holds no secret (the tokens
 * stay httpOnly) and lives as long as the refresh token. A visitor without it and without a saved
 * user is a guest, so the page skips the start-up current-user check and its expected 401s.
 */
const SIGNED_IN_COOKIE = 'signedIn';

/** Secure always in production, and whenever the shopper's connection is https (behind a trusted TLS proxy too). */
function options(c: Context<AppEnv>, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    path: '/',
    secure: c.var.deps.env.NODE_ENV === 'production' || c.var.connection.protocol === 'https',
    maxAge,
  };
}

export function setAuthCookies(c: Context<AppEnv>, tokens: { accessToken: string; refreshToken: string }) {
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, options(c, ACCESS_TOKEN_SECONDS));
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, options(c, REFRESH_TOKEN_SECONDS));
  setCookie(c, SIGNED_IN_COOKIE, '1', { ...options(c, REFRESH_TOKEN_SECONDS), httpOnly: false });
}

export function clearAuthCookies(c: Context<AppEnv>) {
  const { maxAge: _ignored, ...rest } = options(c, 0);
  deleteCookie(c, ACCESS_COOKIE, rest);
  deleteCookie(c, REFRESH_COOKIE, rest);
  deleteCookie(c, SIGNED_IN_COOKIE, { ...rest, httpOnly: false });
}

/** The access token from its cookie, or from an `Authorization: Bearer` header (for API clients). */
export function readAccessCookie(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return getCookie(c, ACCESS_COOKIE);
}

export const readRefreshCookie = (c: Context<AppEnv>) => getCookie(c, REFRESH_COOKIE);
