import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { categories, products, stockChanges, users } from '../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../errors.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { ID_PATTERN } from '../validation.ts';
import { productJson, selectProducts, type ProductRow } from '../views/product.ts';
import { waitingFor } from './stock-alerts.ts';
import type { ProductStatus, StockReason } from '../../shared/catalogue.ts';

/** LIKE wildcards in a search are matched literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// The back-office's products (issue 14, DESIGN.md section 10): list, create, edit, archive and
// restore (never delete: orders name products, docs/decisions/016), stock with its history. Every write is one transaction; a stock change and its history
// row are written together.

export type ProductFields = {
  name: string;
  slug: string;
  description: string;
  features: string;
  storageAndUsage: string;
  brand: string;
  categoryId: string;
  pricePaise: number;
  mrpPaise: number;
  status: ProductStatus;
  netQuantity: number | null;
  netQuantityUnit: ProductRow['netQuantityUnit'];
  ingredients: string | null;
  allergens: ProductRow['allergens'];
  dietMark: ProductRow['dietMark'];
  shelfLifeDays: number | null;
  packerName: string | null;
  packerAddress: string | null;
  countryOfOrigin: string;
  fssaiLicence: string | null;
};

export type StaffListQuery = {
  q?: string;
  category?: string;
  status: ProductStatus[];
  stock?: 'in' | 'low' | 'out';
  page: number;
  limit: number;
};

/** The product as the staff see it: the shopper's view plus its status. */
const staffProductJson = (p: ProductRow) => ({ ...productJson(p), status: p.status });

/** The product as the staff read it: with how many shoppers wait for it (decision 199), from `waitingFor`. */
const staffProductRead = (p: ProductRow, waiting: Map<string, number>) => ({ ...staffProductJson(p), waiting: waiting.get(p.id) ?? 0 });

/**
 * The staff's list: search by name, slug or brand; filter by category, status and stock (low =
 * 1..threshold). Each product says how many shoppers wait for it to be back (decision 199).
 */
export async function listProductsForStaff(db: Db, query: StaffListQuery, lowStockThreshold: number) {
  const filters: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(products.name, like), ilike(products.slug, like), ilike(products.brand, like))!);
  }
  if (query.category) filters.push(or(eq(products.categoryId, query.category), eq(categories.slug, query.category.toLowerCase()))!);
  if (query.status.length) filters.push(inArray(products.status, query.status));
  if (query.stock === 'out') filters.push(eq(products.stock, 0));
  if (query.stock === 'low') filters.push(and(gt(products.stock, 0), lte(products.stock, lowStockThreshold))!);
  if (query.stock === 'in') filters.push(gt(products.stock, lowStockThreshold));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(products).innerJoin(categories, eq(products.categoryId, categories.id)).where(where),
  ]);
  const waiting = await waitingFor(db, rows.map((p) => p.id));
  return { products: rows.map((p) => staffProductRead(p, waiting)), pagination: pagination(query.page, query.limit, total!.n), lowStockThreshold };
}

/** One product as the staff read it on its page: with the shoppers waiting for it (decision 199). */
export async function productWithWaiting(db: Db, id: string) {
  const [product, waiting] = await Promise.all([productForStaff(db, id), waitingFor(db, [id])]);
  return staffProductRead(product, waiting);
}

/** One product by id, any status (404 when there is none); `lock` holds its row to the end of the transaction. */
export async function productForStaff(db: DbOrTx, id: string, lock = false): Promise<ProductRow> {
  if (!ID_PATTERN.test(id)) throw notFound('Product not found');
  const query = selectProducts(db).where(eq(products.id, id));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  if (!row) throw notFound('Product not found');
  return row;
}

async function checkCategory(tx: Tx, categoryId: string) {
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw badRequest('Choose a category that exists.', [{ path: 'categoryId', message: 'Choose a category that exists.' }]);
}

function checkPrices(fields: Pick<ProductFields, 'pricePaise' | 'mrpPaise'>) {
  if (fields.mrpPaise < fields.pricePaise) {
    throw badRequest('The MRP must not be below the selling price.', [{ path: 'mrp', message: 'The MRP must not be below the selling price.' }]);
  }
}

const slugTaken = () => badRequest('Another product already has this slug.', [{ path: 'slug', message: 'Another product already has this slug.' }]);

/** A new product, with its first stock recorded as a restock by the staff member who made it. */
export async function createProduct(db: Db, fields: ProductFields & { stock: number }, actorId: string, now: Date) {
  checkPrices(fields);
  try {
    return await db.transaction(async (tx) => {
      await checkCategory(tx, fields.categoryId);
      const [created] = await tx.insert(products).values({ ...fields, createdAt: now }).returning({ id: products.id });
      if (fields.stock > 0) {
        await tx.insert(stockChanges).values({ productId: created!.id, actorId, at: now, fromStock: 0, toStock: fields.stock, reason: 'restock', note: 'Opening stock' });
      }
      return staffProductJson(await productForStaff(tx, created!.id));
    });
  } catch (err) {
    if (isUniqueViolation(err, 'products_slug_unique')) throw slugTaken();
    throw err;
  }
}

/** Changes any of the product's fields (not its stock, which moves with a reason); all or nothing. */
export async function updateProduct(db: Db, id: string, fields: Partial<ProductFields>) {
  try {
    return await db.transaction(async (tx) => {
      const current = await productForStaff(tx, id, true);
      checkPrices({ pricePaise: fields.pricePaise ?? current.pricePaise, mrpPaise: fields.mrpPaise ?? current.mrpPaise });
      if (fields.categoryId) await checkCategory(tx, fields.categoryId);
      if (Object.keys(fields).length) await tx.update(products).set(fields).where(eq(products.id, id));
      return staffProductJson(await productForStaff(tx, id));
    });
  } catch (err) {
    if (isUniqueViolation(err, 'products_slug_unique')) throw slugTaken();
    throw err;
  }
}

/**
 * Sets the stock (`set`) or moves it by an amount (`adjust`), with a reason, and keeps the change
 * in the history in the same transaction. Stock never goes below 0.
 */
export async function changeStock(
  db: Db,
  id: string,
  change: { set?: number; adjust?: number; expected?: number; reason: Extract<StockReason, 'restock' | 'correction' | 'damaged'>; note?: string },
  actorId: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const current = await productForStaff(tx, id, true);
    // A count set over a stock that moved since it was read would undo that move (an order's).
    if (change.set !== undefined && change.expected !== undefined && change.expected !== current.stock) {
      throw conflict(
        `The stock changed from ${change.expected} to ${current.stock} since you opened this page (an order or a colleague). Nothing was changed: check the count and set it again.`,
      );
    }
    const to = change.set ?? current.stock + (change.adjust ?? 0);
    if (to < 0) {
      throw badRequest(`Stock cannot go below 0 (there are ${current.stock}).`, [{ path: 'adjust', message: `Stock cannot go below 0 (there are ${current.stock}).` }]);
    }
    if (to > 1_000_000) {
      // Said at the field the staff used: an adjustment that would go past it names the stock there is.
      const [path, message] = change.set !== undefined ? ['set', 'Stock must be at most 1,000,000.'] : ['adjust', `Stock cannot go above 1,000,000 (there are ${current.stock}).`];
      throw badRequest(message, [{ path, message }]);
    }
    await tx.update(products).set({ stock: to }).where(eq(products.id, id));
    await tx.insert(stockChanges).values({ productId: id, actorId, at: now, fromStock: current.stock, toStock: to, reason: change.reason, note: change.note || null });
    return staffProductJson(await productForStaff(tx, id));
  });
}

/** The product's stock history, newest first, with who made each change. */
export async function stockHistory(db: Db, id: string) {
  await productForStaff(db, id);
  const rows = await db
    .select({ change: stockChanges, actorName: users.fullName })
    .from(stockChanges)
    .leftJoin(users, eq(stockChanges.actorId, users.id))
    .where(eq(stockChanges.productId, id))
    .orderBy(desc(stockChanges.at), desc(stockChanges.seq));
  return rows.map(({ change, actorName }) => ({
    _id: change.id,
    at: change.at.toISOString(),
    from: change.fromStock,
    to: change.toStock,
    reason: change.reason,
    note: change.note,
    orderId: change.orderId,
    by: change.actorId ? { _id: change.actorId, name: actorName } : null,
  }));
}

/** The history rows for stock an order took (`order`) or gave back (`cancelled`), in the order's transaction. */
export async function recordOrderStock(
  tx: Tx,
  moves: { productId: string; from: number; to: number }[],
  { orderId, actorId, reason, at }: { orderId: string; actorId: string | null; reason: 'order' | 'cancelled'; at: Date },
) {
  if (!moves.length) return;
  await tx.insert(stockChanges).values(moves.map((m) => ({ productId: m.productId, actorId, at, fromStock: m.from, toStock: m.to, reason, orderId })));
}

