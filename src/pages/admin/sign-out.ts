import type { APIRoute } from 'astro';
import { endPageSession } from '@/lib/ssr/session';

export const prerender = false;

/**
 * The back-office's Sign out, a plain form post (no JavaScript needed): ends the session through
 * the API, passes its cleared cookies on and sends the admin to the sign-in page. The storefront's
 * saved user finds the session gone at its next check.
 */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const cleared = await endPageSession(request, { clientAddress, connection: locals.connection });
  const response = new Response(null, { status: 303, headers: { location: '/login' } });
  for (const cookie of cleared) response.headers.append('set-cookie', cookie);
  return response;
};
