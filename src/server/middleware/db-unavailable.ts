import type { MiddlewareHandler } from 'hono';
import { errorBody, isDatabaseUnavailable } from '../errors.ts';

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
