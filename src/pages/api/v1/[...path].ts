import type { APIRoute } from 'astro';
import { app } from '@/server/app';

export const prerender = false;

/** Every /api/v1 request goes to the Hono app (src/server/app.ts); the client address feeds its rate limits. */
export const ALL: APIRoute = ({ request, clientAddress }) => app.fetch(request, { clientAddress });
