import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders, products, type StatusChange } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { canCancel, canRequestReturn, refusalToCancel } from './life.ts';
import { ownOrder, type OrderRow } from './queries.ts';

/** Cancels the shopper's order and puts its stock back, in one transaction (409 when too late). */
export async function cancelOrder(db: Db, { userId, orderId, now }: { userId: string; orderId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId, true);
    if (!canCancel(order.status)) throw conflict(refusalToCancel(order.status));
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.quantity}`, bestseller: sql`greatest(${products.bestseller} - ${item.quantity}, 0)` })
        .where(eq(products.id, item.productId));
    }
    const history: StatusChange[] = [...order.statusHistory, { status: 'cancelled', at: now.toISOString() }];
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', statusHistory: history, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: updated!, items };
  });
}

/** Records the shopper's return request for their delivered order (409 when not delivered, or asked already). */
export async function requestReturn(db: Db, { order, reason, now }: { order: OrderRow; reason?: string; now: Date }): Promise<OrderRow> {
  if (!canRequestReturn(order.status)) throw conflict('Only delivered orders can be returned.');
  const [updated] = await db
    .update(orders)
    .set({ returnStatus: 'requested', returnReason: reason || null, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'delivered'), isNull(orders.returnStatus)))
    .returning();
  if (!updated) throw conflict('A return has already been requested for this order.');
  return updated;
}
