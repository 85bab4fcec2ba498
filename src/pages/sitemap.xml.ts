import type { APIRoute } from 'astro';
import { listCategories } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/api/server';
import { isObject, listFrom, readPagination } from '@/lib/api/types';
import { sitemapUrls, sitemapXml } from '@/features/seo/sitemap';

// Rendered on request, so a new product is listed without a rebuild.
export const prerender = false;

/** One sitemap file holds up to 50,000 URLs (sitemaps.org); the API lists that many ids at once. */
const IDS_PER_PAGE = 50_000;

/**
 * Every product id. `fields=_id` makes this API answer the ids alone, all in one page and one
 * query. A backend that ignores it answers full products, fewer per page: then keep paging.
 */
async function allProductIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await serverApi.get<unknown>('/products', { query: { fields: '_id', page, limit: IDS_PER_PAGE } });
    const products = listFrom(isObject(answer.data) ? answer.data : undefined, 'products');
    for (const p of products) if (isObject(p) && typeof p._id === 'string') ids.push(p._id);
    const data = isObject(answer.data) ? answer.data : {};
    const { hasNextPage } = readPagination(data.pagination ?? answer.pagination, products.length, { page, limit: IDS_PER_PAGE });
    if (!hasNextPage || products.length === 0) return ids;
  }
}

// The Node server's micro-cache (docs/decisions/061) keeps the answer for a few seconds, so a
// burst of crawlers costs one render.
export const GET: APIRoute = async ({ site, url }) => {
  const [{ categories }, productIds] = await Promise.all([
    listCategories(serverApi, { page: 1, limit: 100, status: 'active' }),
    allProductIds(),
  ]);
  const origin = (site ?? url).origin;
  return new Response(sitemapXml(sitemapUrls(origin, categories, productIds)), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
};
