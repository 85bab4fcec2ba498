/**
 * The catalogue data of the home page, read through the API at build time (the page is
 * prerendered). SERVER ONLY. A failure stops the build: shipping a front page without its
 * products would be worse than keeping the previous deploy.
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
  deal: Product;
};

export async function loadHomeData(): Promise<HomeData> {
  const [{ categories }, best, newest, dealSearch] = await Promise.all([
    listCategories(serverApi, { page: 1, limit: 100, status: 'active' }),
    listProducts(serverApi, { page: 1, limit: STRIP_SIZE, sort: 'bestseller' }),
    // A few more than needed, so products already shown elsewhere on the page can be skipped.
    listProducts(serverApi, { page: 1, limit: STRIP_SIZE * 3, sort: 'newest', inStock: true }),
    listProducts(serverApi, { page: 1, limit: 10, search: DEAL.productName, category: DEAL.categorySlug }),
  ]);
  const deal = findDealProduct(dealSearch.products);
  if (!deal) {
    throw new Error(`The Deal of the Season needs the product '${DEAL.productName}' in the '${DEAL.categorySlug}' category.`);
  }
  const bestSellers = best.products;
  const treasures = pickTreasures(newest.products, [deal._id, ...bestSellers.map((b) => b._id)], STRIP_SIZE);
  return { categories, treasures, bestSellers, deal };
}
