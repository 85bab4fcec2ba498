import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { resolveConnection, type TrustProxy } from '../http/trusted-proxy.ts';

/**
 * Sets `c.var.connection`, once per request (decision 072). The shop's Node server has resolved it
 * already and hands it over (through Astro's locals and the /api/v1 endpoint); the API on its own
 * (`npm run api`), in-process calls and tests resolve it here from their own peer, by the same rule.
 */
export function clientConnection(trust: TrustProxy | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env as AppEnv['Bindings'] | undefined;
    const url = new URL(c.req.url);
    c.set(
      'connection',
      env?.connection ??
        resolveConnection(
          {
            peer: env?.clientAddress ?? env?.incoming?.socket?.remoteAddress,
            protocol: url.protocol === 'https:' ? 'https' : 'http',
            host: url.host,
            header: (name) => c.req.header(name),
          },
          trust,
        ),
    );
    await next();
  };
}

/** The caller's network address, for rate limits and logs: the shopper's, behind trusted proxies. */
export function clientAddress(c: Context<AppEnv>): string {
  return c.var.connection.address;
}
