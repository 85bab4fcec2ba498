import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request whose Origin header is present
 * must come from this site (the request's own origin or SITE_URL). Browsers always send Origin
 * on cross-site POST/PATCH/PUT/DELETE, so a forged form or fetch is refused; non-browser
 * clients that send no Origin are not affected. SameSite=Lax cookies are the second layer.
 */
export function originCheck(siteUrl: string): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== siteOrigin && origin !== new URL(c.req.url).origin) {
        throw forbidden('This request came from another website and was refused. Please use the shop itself.');
      }
    }
    await next();
  };
}
