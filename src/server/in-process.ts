import { app } from './app.ts';

/**
 * A `fetch` that hands each request straight to an app's fetch handler (the Hono app),
 * so server-side rendering calls the API without a network hop (DESIGN.md section 2).
 * ofetch calls fetch(url, init); Hono's app.fetch takes a Request (its second argument is the env).
 */
export function inProcessFetch(appFetch: (request: Request) => Response | Promise<Response>): typeof globalThis.fetch {
  return async (input, init) => appFetch(input instanceof Request && !init ? input : new Request(input, init));
}

/** The default app's fetch, for server-side rendering (src/lib/ssr/api.ts): no request leaves the process. */
export const renderFetch: typeof globalThis.fetch = inProcessFetch((request) => app.fetch(request));
