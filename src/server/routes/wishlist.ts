import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { products, wishlistItems } from '../db/schema.ts';
import { badRequest, notFound, ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { ID_PATTERN, idString, parseOr400 } from '../validation.ts';
import { productJson, selectProducts } from '../views/product.ts';
import { readJsonOrForm } from './body.ts';

const productIdBody = z.object({ productId: idString('productId') }, { error: 'productId is required.' });

/**
 * The shopper's wishlist: the products on sale only. A product the staff archive or turn back into
 * a draft drops out of the list (its page answers 404, and it cannot be bought) but its row is
 * kept, so it is back in the list if the staff restore it (decision 016).
 */
async function wishlistJson(db: DbOrTx, userId: string) {
  const rows = await selectProducts(db)
    .innerJoin(wishlistItems, eq(wishlistItems.productId, products.id))
    .where(and(eq(wishlistItems.userId, userId), eq(products.status, 'active')))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return { products: rows.map(productJson) };
}

/** productId from the JSON body or, for DELETE, also from ?productId=. */
async function productIdFrom(c: Context<AppEnv>, allowQuery: boolean): Promise<string> {
  const fromQuery = allowQuery ? c.req.query('productId') : undefined;
  const body = fromQuery !== undefined ? { productId: fromQuery } : c.req.header('content-type') ? await readJsonOrForm(c) : {};
  return parseOr400(productIdBody, body).productId;
}

export const wishlistRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get('/', async (c) => ok(c, await wishlistJson(c.var.deps.db, c.var.user.id), 'Wishlist'))

  .post('/add', async (c) => {
    const { db } = c.var.deps;
    const productId = await productIdFrom(c, false);
    // A draft or archived product is 'not found' here as on its page and in the cart (decision 016).
    const [product] = ID_PATTERN.test(productId)
      ? await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.status, 'active')))
      : [];
    if (!product) throw notFound('Product not found');
    await db.insert(wishlistItems).values({ userId: c.var.user.id, productId }).onConflictDoNothing();
    return ok(c, await wishlistJson(db, c.var.user.id), 'Added to wishlist');
  })

  .delete('/delete', async (c) => {
    const { db } = c.var.deps;
    const productId = await productIdFrom(c, true);
    if (!productId) throw badRequest('productId is required.');
    await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, c.var.user.id), eq(wishlistItems.productId, productId)));
    return ok(c, await wishlistJson(db, c.var.user.id), 'Removed from wishlist');
  })

  .delete('/clear', async (c) => {
    const { db } = c.var.deps;
    await db.delete(wishlistItems).where(eq(wishlistItems.userId, c.var.user.id));
    return ok(c, { products: [] }, 'Wishlist cleared');
  });
