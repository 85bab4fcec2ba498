import type { APIRoute } from 'astro';
import { app } from '@/server/app';

export const prerender = false;

/**
 * Every /api/v1 request goes to the Hono app (src/server/app.ts), with the request's resolved
 * connection (src/middleware.ts, decision 072): the client address its rate limits count, the
 * origin its forgery check accepts, the protocol its cookies follow.
 */
export const ALL: APIRoute = ({ request, clientAddress, locals }) => app.fetch(request, { clientAddress, connection: locals.connection });
