import type { APIRoute } from 'astro';
import { listCategories, listProducts } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/api/server';
import { sitemapUrls, sitemapXml } from '@/features/seo/sitemap';

// Rendered on request, so a new product is listed without a rebuild.
export const prerender = false;

/** The API's largest page. */
const PAGE = 100;
/** Listing a large catalogue takes a while: one list serves every crawler for a few minutes. */
const TTL_MS = 5 * 60_000;

async function allProductIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { products, pagination } = await listProducts(serverApi, { page, limit: PAGE });
    ids.push(...products.map((p) => p._id));
    if (!pagination.hasNextPage || products.length === 0) return ids;
  }
}

type Catalogue = { categories: { name: string }[]; productIds: string[] };
let memo: { at: number; value: Promise<Catalogue> } | null = null;

/** Categories and product ids, fetched at most once per TTL_MS (concurrent requests share one fetch). */
function catalogue(now = Date.now()): Promise<Catalogue> {
  if (memo && now - memo.at < TTL_MS) return memo.value;
  const value = Promise.all([listCategories(serverApi, { page: 1, limit: 100, status: 'active' }), allProductIds()]).then(
    ([{ categories }, productIds]) => ({ categories, productIds }),
  );
  memo = { at: now, value };
  value.catch(() => {
    if (memo?.value === value) memo = null; // let the next request try again
  });
  return value;
}

export const GET: APIRoute = async ({ site, url }) => {
  const { categories, productIds } = await catalogue();
  const origin = (site ?? url).origin;
  return new Response(sitemapXml(sitemapUrls(origin, categories, productIds)), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
};
