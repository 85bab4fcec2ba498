import type { APIRoute } from 'astro';
import { app } from '@/server/app';

export const prerender = false;

/** Every /api/v1 request goes to the Hono app (src/server/app.ts). */
export const ALL: APIRoute = ({ request }) => app.fetch(request);
