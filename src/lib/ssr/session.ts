/**
 * Who is signed in, for a page rendered on the server (the back-office's guard in src/middleware.ts).
 * SERVER ONLY, like ./api.ts. The API itself decides: the page forwards the visitor's cookies to
 * GET /users/current-user in-process, so the token is verified by the server's own code (decision 003).
 *
 * An access token lives 15 minutes; an admin working through pages without JavaScript would be sent
 * to sign in every quarter of an hour. So when it has expired and a refresh token is there, the
 * session is renewed here, once, through POST /users/refresh-token: its new cookies go on this
 * page's response (`setCookies`) and on the API calls the page makes while rendering (`cookie`).
 */
import { app } from '../../server/app';
import { inProcessFetch } from '../../server/in-process';
import type { ClientConnection } from '../../server/http/trusted-proxy';
import { createApiClient, isApiError, type ApiClient } from '../api/client';
import { getCurrentUser } from '../api/users';
import type { User } from '../user';

const INTERNAL_BASE = 'http://internal/api/v1';

export type PageSession = {
  user: User | null;
  /** The API as this visitor (their cookies, renewed if they were), for the page to load its data. */
  api: ApiClient;
  /** Set-Cookie values the page's response must carry (a renewed session), else empty. */
  setCookies: string[];
};

/** The request's connection, so the API counts rate limits and sets cookies as for the visitor. */
type Bindings = { clientAddress?: string; connection?: ClientConnection };

function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

function clientFor(cookie: string, fetch: typeof globalThis.fetch): ApiClient {
  return createApiClient({ baseURL: INTERNAL_BASE, fetch, headers: cookie ? { cookie } : undefined, refresh: false });
}

async function currentUser(api: ApiClient): Promise<User | null> {
  try {
    return await getCurrentUser(api);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Ends the visitor's session through the API (POST /users/logout); answers the cookie-clearing Set-Cookie values. */
export async function endPageSession(request: Request, bindings: Bindings): Promise<string[]> {
  const answer = await app.fetch(
    new Request(`${INTERNAL_BASE}/users/logout`, { method: 'POST', headers: { cookie: request.headers.get('cookie') ?? '', accept: 'application/json' } }),
    bindings,
  );
  return answer.headers.getSetCookie();
}

/** Reads (and if need be renews) the visitor's session. */
export async function readPageSession(request: Request, bindings: Bindings): Promise<PageSession> {
  const fetch = inProcessFetch((req) => app.fetch(req, bindings));
  const jar = parseCookies(request.headers.get('cookie'));
  let api = clientFor(cookieHeader(jar), fetch);
  if (!jar.has('accessToken') && !jar.has('refreshToken')) return { user: null, api, setCookies: [] };

  const user = await currentUser(api);
  if (user || !jar.has('refreshToken')) return { user, api, setCookies: [] };

  const renewed = await fetch(`${INTERNAL_BASE}/users/refresh-token`, { method: 'POST', headers: { cookie: cookieHeader(jar), accept: 'application/json' } });
  const setCookies = renewed.headers.getSetCookie();
  if (!renewed.ok) return { user: null, api, setCookies };
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  api = clientFor(cookieHeader(jar), fetch);
  return { user: await currentUser(api), api, setCookies };
}
