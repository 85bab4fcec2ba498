import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../errors.ts';

// Everything that needs a session or creates one; catalogue and review reads do not.
const NEEDS_SIGN_IN = /^\/api\/v1\/(users|cart|wishlist|address|orders)(\/|$)/;

/**
 * In production without an AUTH_SECRET of its own (for instance while `astro build` prerenders
 * the catalogue through the API), the catalogue is served but nothing that signs tokens:
 * those routes answer 503 rather than issue sessions under a secret that is not secret.
 */
export const signInUnavailable: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (NEEDS_SIGN_IN.test(path) || (path.startsWith('/api/v1/reviews') && c.req.method !== 'GET')) {
    throw new HttpError(503, 'Signing in is not available on this server yet. Please try again later.');
  }
  await next();
};
