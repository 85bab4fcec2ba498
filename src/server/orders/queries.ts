import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';
import { orderJson } from '../views/order.ts';
import { eventsOf } from './events.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The items and events of these orders, grouped by order id. */
export async function orderParts(db: DbOrTx, orderIds: string[]) {
  const [items, events] = orderIds.length
    ? await Promise.all([db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)), eventsOf(db, orderIds)])
    : [[], []];
  return {
    itemsOf: (id: string) => items.filter((i) => i.orderId === id),
    eventsOf: (id: string) => events.filter((e) => e.orderId === id),
  };
}

/** Orders as their shopper sees them, with items and events, in the given order. */
export async function ordersJson(db: DbOrTx, rows: OrderRow[]) {
  const parts = await orderParts(db, rows.map((o) => o.id));
  return rows.map((o) => orderJson(o, parts.itemsOf(o.id), parts.eventsOf(o.id)));
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
