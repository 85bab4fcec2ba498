import { and, asc, count, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { toRupees } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { orders, products } from '../db/schema.ts';
import { shopDayStart } from '../../shared/shop-day.ts';

/** Orders placed since `since` that were not cancelled, and their revenue less refunds. */
async function placedSince(db: Db, since: Date) {
  const [row] = await db
    .select({
      orders: count(),
      revenuePaise: sql<number>`coalesce(sum(case when ${orders.paymentStatus} = 'refunded' then 0 else ${orders.totalPaise} end), 0)::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')));
  return { orders: row!.orders, revenue: toRupees(Number(row!.revenuePaise)) };
}

/** What the staff see first: the work waiting, the days' orders and revenue, products running low. */
export async function dashboard(db: Db, { now, lowStockThreshold }: { now: Date; lowStockThreshold: number }) {
  const [byStatus, [returns], today, last7Days, lowStock] = await Promise.all([
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.status, ['pending', 'processing', 'shipped']))
      .groupBy(orders.status),
    db.select({ n: count() }).from(orders).where(inArray(orders.returnStatus, ['requested', 'approved'])),
    placedSince(db, shopDayStart(now)),
    placedSince(db, shopDayStart(now, -6)),
    db
      .select({ _id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(lte(products.stock, lowStockThreshold))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(50),
  ]);
  const waiting = { pending: 0, processing: 0, shipped: 0 };
  for (const row of byStatus) waiting[row.status as keyof typeof waiting] = row.n;
  return { waiting, returnsWaiting: returns!.n, today, last7Days, lowStock: { threshold: lowStockThreshold, products: lowStock } };
}
