import type { APIRoute } from 'astro';
import { listCategories, listProducts } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/api/server';
import { sitemapUrls, sitemapXml } from '@/features/seo/sitemap';

// Rendered on request, so a new product is listed without a rebuild.
export const prerender = false;

/** The API's largest page. */
const PAGE = 100;

async function allProductIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { products, pagination } = await listProducts(serverApi, { page, limit: PAGE });
    ids.push(...products.map((p) => p._id));
    if (!pagination.hasNextPage || products.length === 0) return ids;
  }
}

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
