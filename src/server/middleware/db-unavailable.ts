import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors.ts';

/** Connection-level failures: the database is down, restarting or out of reach (not bad input). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const CONNECTION_MESSAGE = /connection terminated|connection refused|terminating connection|the database system is (starting up|shutting down|in recovery)|pglite is closed|closed pglite|client has encountered a connection error|timeout exceeded when trying to connect|cannot use a pool after calling end/i;

/** True when `err` (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || /^(08|57P)/.test(e.code))) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true; // AggregateError (IPv4 + IPv6)
    current = e.cause;
  }
  return false;
}

/**
 * The database is unreachable: answer 503 with a sentence a shopper can read and Retry-After,
 * instead of a 500. Nothing is cached, so the next request after the database returns works
 * again (the pool reconnects by itself).
 */
export const databaseUnavailable: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error && isDatabaseUnavailable(c.error)) {
    c.res = undefined;
    c.res = c.json(errorBody(503, 'The shop cannot reach its database right now. Please try again in a moment.'), 503, { 'Retry-After': '5' });
  }
};
