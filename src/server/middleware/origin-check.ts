import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API's one cross-site request forgery guard (Astro's own check is off for the whole site,
 * see astro.config.mjs and src/middleware.ts): a state-changing request whose Origin header is
 * present must come from this site, SITE_URL or the origin the shopper reached (`c.var.connection`,
 * which behind a trusted TLS proxy is `https://…` although Node hears `http://`). Browsers always
 * send Origin on POST/PATCH/PUT/DELETE, so a forged form or fetch is refused with the JSON envelope;
 * non-browser clients that send no Origin are not affected. A request without Origin that the browser
 * itself marks `Sec-Fetch-Site: cross-site` (a browser or extension that drops Origin) is refused
 * too: only a browser sends that header, and only for a page of another site. With an Origin, the
 * Origin decides (a storefront on another site may call a stand-alone API whose SITE_URL it is).
 * SameSite=Lax cookies are the second layer.
 */
export function originCheck(siteUrl: string): MiddlewareHandler<AppEnv> {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const foreign = origin === undefined ? c.req.header('sec-fetch-site') === 'cross-site' : origin !== siteOrigin && origin !== c.var.connection.origin;
      if (foreign) {
        throw forbidden('This request came from another website and was refused. Please use the shop itself.');
      }
    }
    await next();
  };
}
