import type { MiddlewareHandler } from 'hono';
import { publishCatalogueChange, type CatalogueChange } from '../catalogue-changes.ts';
import { takeBackInStock } from '../catalogue/stock-alerts.ts';
import type { AppEnv } from '../context.ts';
import { loggableMessage } from '../loggable.ts';

/**
 * The writes that can change what shoppers see of the catalogue: products, categories and reviews,
 * orders (placing, cancelling and returning move stock) and everything under /admin (any route a
 * back-office page adds there is covered without doing anything), but for the back-office's writes
 * that touch no page a shopper sees (NOT_CATALOGUE). The cart does not change stock.
 */
const CATALOGUE_WRITE = /^\/api\/v1\/(?:products|categories|reviews|orders|admin)(?:\/|$)/;
/**
 * Back-office writes that touch no page a shopper sees: the accounts (staff rights, sign-outs) and
 * the staff's notes on an order. Each would otherwise empty every kept page, at every press.
 */
const NOT_CATALOGUE = /^\/api\/v1\/admin\/(?:customers(?:\/|$)|orders\/[^/]+\/notes$)/;
/** `/products/{id}` and what hangs below it, under the API or the back-office. */
const PRODUCT_PATH = /^\/api\/v1\/(?:admin\/)?products\/([^/]+)(\/.+)?$/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a write changed: what the route said (`c.set('catalogueChange', …)`), else the product its
 * path names, else "anything" (decision 063). A POST to `/products/{word}` with nothing below is
 * an action on the whole list (an import), not on one product.
 */
export function changeOfWrite(method: string, pathname: string, said?: CatalogueChange): CatalogueChange {
  if (said) return said;
  const match = PRODUCT_PATH.exec(pathname);
  if (match && (match[2] || method !== 'POST')) {
    try {
      return { products: [decodeURIComponent(match[1])] };
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * After every successful catalogue write, one announcement of what changed, so the page cache
 * (src/server/http/page-cache.ts) and, through PostgreSQL, the other processes drop it. The
 * routes commit before they answer, so a success here is a committed change.
 */
export const catalogueChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { method } = c.req;
  if (READS.has(method) || c.res.status >= 400 || c.error) return;
  const { pathname } = new URL(c.req.url);
  if (!CATALOGUE_WRITE.test(pathname) || NOT_CATALOGUE.test(pathname)) return;
  const change = changeOfWrite(method, pathname, c.get('catalogueChange'));
  publishCatalogueChange(change);
  // A product back on sale: the shoppers who asked are mailed, after the answer (decision 198). The
  // write is committed whatever happens here: a failure is logged, never the write's answer.
  try {
    void (await takeBackInStock(c.var.deps, change))();
  } catch (err) {
    console.error(`[stock-alerts] the back-in-stock check failed: ${loggableMessage(err)}`);
  }
};
