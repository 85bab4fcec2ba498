import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';
import { orderJson } from '../views/order.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Orders with their items, in the given order. */
export async function ordersJson(db: DbOrTx, rows: OrderRow[]) {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((o) => o.id)));
  return rows.map((o) => orderJson(o, items.filter((i) => i.orderId === o.id)));
}

/** The shopper's own order (404 for anyone else's); `lock` holds its row until the transaction ends. */
export async function ownOrder(db: DbOrTx, userId: string, id: string, lock = false): Promise<OrderRow> {
  if (!ID_PATTERN.test(id)) throw notFound('Order not found');
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Order not found');
  return row;
}
