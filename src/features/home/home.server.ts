/**
 * The catalogue data of the home page, read through the API in-process when the page is rendered
 * (on demand, kept by the server's page cache until the catalogue changes: decision 063). SERVER
 * ONLY. A failure throws; the page answers 503 without its products.
 */
import { listCategories, listProducts, type Category } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/ssr/api';
import type { Product } from '@/lib/product';
import { DEAL, findDealProduct, pickTreasures } from './deal';

/** SPEC.md section 9: home strips show 4 products. */
const STRIP_SIZE = 4;

export type HomeData = {
  categories: Category[];
  treasures: Product[];
  bestSellers: Product[];
  /** Null when the deal's product is not in the catalogue (archived by the staff): no banner. */
  deal: Product | null;
};

export async function loadHomeData(): Promise<HomeData> {
  const [{ categories }, best, newest, dealSearch] = await Promise.all([
    listCategories(serverApi, { page: 1, limit: 100, status: 'active' }),
    listProducts(serverApi, { page: 1, limit: STRIP_SIZE, sort: 'bestseller' }),
    // A few more than needed, so products already shown elsewhere on the page can be skipped.
    listProducts(serverApi, { page: 1, limit: STRIP_SIZE * 3, sort: 'newest', inStock: true }),
    listProducts(serverApi, { page: 1, limit: 10, search: DEAL.productName, category: DEAL.categorySlug }),
  ]);
  const deal = findDealProduct(dealSearch.products) ?? null;
  const bestSellers = best.products;
  const shown = [...(deal ? [deal._id] : []), ...bestSellers.map((b) => b._id)];
  const treasures = pickTreasures(newest.products, shown, STRIP_SIZE);
  return { categories, treasures, bestSellers, deal };
}
