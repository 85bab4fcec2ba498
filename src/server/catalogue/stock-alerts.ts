import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { products, stockAlerts, users } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { logMailFailure } from '../mail/mailer.ts';
import { backInStockMail } from '../mail/messages.ts';
import type { CatalogueChange } from '../catalogue-changes.ts';
import { loggableMessage } from '../loggable.ts';

/** At most this many products one shopper waits for at once. */
const STOCK_ALERTS_MAX = 50;

/**
 * A shopper asks to be mailed when an out-of-stock product is back (decision 198). Only for a product
 * on sale and out of stock; asked again, it stays one wish.
 */
export async function addStockAlert(db: Db, userId: string, productId: string) {
  const [product] = await db.select({ id: products.id, name: products.name, stock: products.stock }).from(products).where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!product) throw notFound('Product not found');
  if (product.stock > 0) throw conflict(`${product.name} is in stock: you can add it to your cart now.`);
  const [{ waiting }] = await db.select({ waiting: count() }).from(stockAlerts).where(eq(stockAlerts.userId, userId));
  if (waiting >= STOCK_ALERTS_MAX) throw conflict(`You are already waiting for ${STOCK_ALERTS_MAX} products: we will email you as each comes back. On the page of one you no longer want, press Do not email me, then ask for this one again.`);
  await db.insert(stockAlerts).values({ userId, productId }).onConflictDoNothing();
  return { productId: product.id, name: product.name };
}

/** She no longer wants the mail; answered the same whether or not she had asked. */
export async function removeStockAlert(db: Db, userId: string, productId: string): Promise<void> {
  await db.delete(stockAlerts).where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId)));
}

/** The products she waits for, the first asked first. */
export async function stockAlertsOf(db: Db, userId: string) {
  const rows = await db
    .select({ product: { _id: products.id, name: products.name }, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.userId, userId))
    .orderBy(asc(stockAlerts.createdAt));
  return rows.map((r) => ({ product: r.product, createdAt: r.createdAt.toISOString() }));
}

/** How many shoppers wait for each of these products (decision 199): those with none are absent. */
export async function waitingFor(db: Db, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, waiting: count() })
    .from(stockAlerts)
    .where(inArray(stockAlerts.productId, productIds))
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((r) => [r.productId, r.waiting]));
}

/**
 * After a committed catalogue change (the writes middleware, decision 063): the wishes for the
 * changed products that are now on sale and in stock are taken, in one statement that deletes and
 * returns them, so with several processes exactly one mails each. A change that names no products
 * may have touched any; one that only took stock (`stockDown`, an order placed) brought none back.
 * Answers the sending of the mails, which the caller need not wait for: a restock answers the
 * staff at once, however many shoppers wait. A mail that fails is logged, and its wish put back.
 */
export async function takeBackInStock(deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>, change: CatalogueChange): Promise<() => Promise<void>> {
  const none = async () => {};
  if (change.stockDown || (change.products && change.products.length === 0)) return none;
  const back = deps.db
    .select({ id: products.id })
    .from(products)
    .where(and(gt(products.stock, 0), eq(products.status, 'active'), change.products ? inArray(products.id, change.products) : undefined));
  const taken = await deps.db.delete(stockAlerts).where(inArray(stockAlerts.productId, back)).returning({ userId: stockAlerts.userId, productId: stockAlerts.productId });
  if (taken.length === 0) return none;
  const [people, goods] = await Promise.all([
    deps.db.select({ id: users.id, email: users.email, fullName: users.fullName, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, [...new Set(taken.map((t) => t.userId))])),
    deps.db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, [...new Set(taken.map((t) => t.productId))])),
  ]);
  return async () => {
    for (const { userId, productId } of taken) {
      const person = people.find((p) => p.id === userId);
      const product = goods.find((p) => p.id === productId);
      if (!person || person.deletedAt || !product) continue;
      try {
        await deps.mailer.send(backInStockMail(person.email, person.fullName, product.name, new URL(`/product/${encodeURIComponent(product.id)}`, deps.env.SITE_URL).href));
      } catch (err) {
        logMailFailure('a back-in-stock mail', err);
        // Her wish is put back: the product's next change tries again.
        await deps.db
          .insert(stockAlerts)
          .values({ userId, productId })
          .onConflictDoNothing()
          .catch((putBack: unknown) => console.error(`[stock-alerts] a wish whose mail failed could not be put back: ${loggableMessage(putBack)}`));
      }
    }
  };
}
