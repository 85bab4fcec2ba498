import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import type { ApiClient } from './lib/api/client.ts';
import { loginUrl } from './lib/redirect.ts';
import { readPageSession } from './lib/ssr/session.ts';
import type { User } from './lib/user.ts';
import { serverEnv } from './server/env.ts';
import { applySecurityHeaders } from './server/http/security-headers.ts';
import { compileTrustProxy, resolveConnection, type ClientConnection } from './server/http/trusted-proxy.ts';

declare global {
  namespace App {
    interface Locals {
      /** Who is on the other end of this request (decision 072); read it, never Astro's clientAddress. */
      connection?: ClientConnection;
      /** On back-office pages (/admin…): the signed-in admin, and the API as them. */
      admin?: { user: User; api: ApiClient };
    }
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

let trust: ReturnType<typeof compileTrustProxy> | undefined;

/**
 * The connection the shop's Node server resolved (src/server/http/serve.ts passes it as a local);
 * under `astro dev`, which has no such server, resolved here once by the same rule.
 */
function connectionOf(context: APIContext): ClientConnection {
  if (context.locals.connection) return context.locals.connection;
  trust ??= compileTrustProxy(serverEnv().TRUST_PROXY);
  return resolveConnection(
    {
      peer: context.clientAddress,
      protocol: context.url.protocol === 'https:' ? 'https' : 'http',
      host: context.url.host,
      header: (name) => context.request.headers.get(name) ?? undefined,
    },
    trust,
  );
}

/**
 * Astro's `security.checkOrigin` is off (it would answer the API's bodiless and multipart requests
 * with text/plain before the API's own JSON check could): this is the pages' check in its place,
 * with Astro's rule (a form post, or a body-less change, from another origin is refused) against
 * the origin the shopper reached. /api/v1 has its own check (src/server/middleware/origin-check.ts).
 */
function crossSiteFormPost(context: APIContext, connection: ClientConnection): boolean {
  const { request } = context;
  if (SAFE_METHODS.has(request.method) || context.url.pathname.startsWith('/api/')) return false;
  const origin = request.headers.get('origin');
  if (origin === connection.origin || (context.site && origin === context.site.origin)) return false;
  const type = request.headers.get('content-type');
  return type === null || FORM_TYPES.some((form) => type.toLowerCase().includes(form));
}

/** The back-office: /admin and everything under it (never /administration or the like). */
/**
 * The back-office's pages, but for its Sign out: that ends whatever session the request carries,
 * and guarding it would renew an expired access token first, ending the old refresh token while
 * the renewed one, set on the same answer, kept the admin signed in.
 */
const isAdminPath = (pathname: string) => (pathname === '/admin' || pathname.startsWith('/admin/')) && pathname !== '/admin/sign-out';

/**
 * The back-office's one guard (DESIGN.md section 10): a guest is sent to sign in and brought back,
 * a signed-in shopper gets the 403 page, an admin gets the page with `locals.admin` set. The API
 * decides who is signed in (src/lib/ssr/session.ts); admin API calls check the role again.
 */
async function guardAdmin(context: APIContext, next: () => Promise<Response>): Promise<Response> {
  const session = await readPageSession(context.request, { clientAddress: context.clientAddress, connection: context.locals.connection });
  let response: Response;
  if (!session.user) {
    response = context.redirect(loginUrl(`${context.url.pathname}${context.url.search}`), 303);
  } else if (session.user.role !== 'admin') {
    response = await context.rewrite('/403');
  } else {
    context.locals.admin = { user: session.user, api: session.api };
    response = await next();
  }
  if (!session.setCookies.length) return response;
  const copy = new Response(response.body, response);
  for (const cookie of session.setCookies) copy.headers.append('set-cookie', cookie);
  return copy;
}

/**
 * The request's connection for everything after this (the API reads `locals.connection`), the
 * pages' origin check, and security headers on every response Astro renders (pages and the API
 * mounted at /api/v1); answers that already carry a policy (the API's own, stricter one) keep it.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  let refused = false;
  if (!context.isPrerendered) {
    const connection = (context.locals.connection = connectionOf(context));
    refused = crossSiteFormPost(context, connection);
  }
  const response = refused
    ? new Response(`Cross-site ${context.request.method} form submissions are forbidden`, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    : !context.isPrerendered && isAdminPath(context.url.pathname)
      ? await guardAdmin(context, next)
      : await next();
  try {
    applySecurityHeaders(response.headers);
    return response;
  } catch {
    // Immutable headers (a fetched or redirect response): copy it once, then set them.
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers);
    return copy;
  }
});
