import { defineMiddleware } from 'astro:middleware';
import { applySecurityHeaders } from './server/http/security-headers.ts';

/**
 * Security headers on every response Astro renders (pages and the API mounted at /api/v1);
 * answers that already carry a policy (the API's own, stricter one) keep it.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
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
