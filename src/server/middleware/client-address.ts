import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/** The caller's network address for rate limits: from the Astro adapter or the Node server's socket. */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as AppEnv['Bindings'] | undefined;
  return env?.clientAddress ?? env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
