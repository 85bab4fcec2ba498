import type { APIRoute } from 'astro';
import { robotsTxt } from '@/features/seo/sitemap';

// Rendered on request: it names the sitemap by the address the shop is served from.
export const prerender = false;

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt((site ?? url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
