import type { APIRoute } from 'astro';
import { listCategories, listProductIds } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/ssr/api';
import { sitemapUrls, sitemapXml } from '@/features/seo/sitemap';

// Rendered on request, so a new product is listed without a rebuild.
export const prerender = false;

/** One sitemap file holds up to 50,000 URLs (sitemaps.org); the API lists that many ids at once. */
const IDS_PER_PAGE = 50_000;

/** Every product id: one page from this API; a backend that answers fewer a page is paged through. */
async function allProductIds(): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; ; page += 1) {
    const { ids, pagination } = await listProductIds(serverApi, { page, limit: IDS_PER_PAGE });
    all.push(...ids);
    if (!pagination.hasNextPage || ids.length === 0) return all;
  }
}

// The Node server's page cache keeps the answer until a catalogue write changes it, so crawlers
// cost one render per change; its Cache-Control is the catalogue pages' (docs/decisions/063).
export const GET: APIRoute = async ({ site, url }) => {
  const [{ categories }, productIds] = await Promise.all([
    listCategories(serverApi, { page: 1, limit: 100, status: 'active' }),
    allProductIds(),
  ]);
  const origin = (site ?? url).origin;
  return new Response(sitemapXml(sitemapUrls(origin, categories, productIds)), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
