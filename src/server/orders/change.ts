import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { orderEvents, orderItems, orders, products } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';
import { recordEvent, type Actor, type OrderEventRow } from './events.ts';
import { recordOrderStock } from '../catalogue/products.ts';
import { decide } from './life.ts';
import { returnByOf } from '../../shared/returns.ts';
import { ownOrder, type OrderRow } from './queries.ts';

/** An action on an order with what it needs (the routes validate these fields). */
export type OrderAction =
  | { action: 'process' | 'deliver' | 'refund' }
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'cancel'; reason?: string | null }
  | { action: 'approve-return'; note?: string | null }
  | { action: 'reject-return'; note: string }
  | { action: 'request-return'; reason?: string | null };

export type OrderChange = { order: OrderRow; event: OrderEventRow };

/** The fields an action sets beside the state, and the note its event keeps. */
function detailsOf(input: OrderAction, actor: Actor): { set: Partial<OrderRow>; note: string | null; data: OrderEventRow['data'] } {
  switch (input.action) {
    case 'ship':
      return { set: { carrier: input.carrier, trackingNumber: input.trackingNumber }, note: null, data: { carrier: input.carrier, trackingNumber: input.trackingNumber } };
    case 'cancel':
      return { set: actor.role === 'staff' ? { cancelReason: input.reason || null } : {}, note: input.reason || null, data: {} };
    case 'approve-return':
    case 'reject-return':
      return { set: { returnNote: input.note || null }, note: input.note || null, data: {} };
    case 'request-return':
      return { set: { returnReason: input.reason || null }, note: input.reason || null, data: {} };
    default:
      return { set: {}, note: null, data: {} };
  }
}

/**
 * Applies one action to an order whose row the caller has locked, inside the caller's transaction:
 * the rules of life.ts decide (409 with their sentence when not allowed), the row is updated only
 * if it is still in the state it was read in, the event is written, and a cancellation puts the
 * stock back. `restock: false` is for the demo seed, whose past orders never took stock.
 */
export async function applyAction(
  tx: Tx,
  order: OrderRow,
  input: OrderAction,
  { actor, now, restock = true }: { actor: Actor; now: Date; restock?: boolean },
): Promise<OrderChange> {
  // Only a return request looks at when the order was delivered: the query is made for it alone.
  const state = input.action === 'request-return' && order.status === 'delivered' ? { ...order, returnBy: await returnBy(tx, order) } : order;
  const change = decide(state, input.action, actor.role, now);
  if (typeof change === 'string') throw conflict(change);
  const details = detailsOf(input, actor);
  const [updated] = await tx
    .update(orders)
    .set({ ...change.set, ...details.set, updatedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        order.returnStatus === null ? isNull(orders.returnStatus) : eq(orders.returnStatus, order.returnStatus),
      ),
    )
    .returning();
  // Only without a lock can the row have moved since it was read; the answer is the same 409.
  if (!updated) throw conflict('This order was changed by someone else a moment ago. Please look at it again.');
  if (input.action === 'cancel' && restock) await putStockBack(tx, order.id, actor.userId ?? null, now);
  if (change.set.paymentStatus && change.set.paymentStatus !== order.paymentStatus) details.data.paymentStatus = change.set.paymentStatus;
  const event = await recordEvent(tx, {
    orderId: order.id,
    at: now,
    actor,
    type: change.event.type,
    from: change.event.from,
    to: change.event.to,
    note: details.note,
    data: details.data,
  });
  return { order: updated, event };
}

/** The last moment a return may be asked of a delivered order (decision 142). */
async function returnBy(db: DbOrTx, order: OrderRow): Promise<Date> {
  const [event] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'delivered')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return returnByOf(event?.at, order.updatedAt);
}

/** The stock a cancelled order took goes back (and its sales leave the bestseller count). */
async function putStockBack(tx: Tx, orderId: string, actorId: string | null, at: Date) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const moves: { productId: string; from: number; to: number }[] = [];
  // The same lock order as placing (by product id), so a cancel and an order never deadlock.
  for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}`, bestseller: sql`greatest(${products.bestseller} - ${item.quantity}, 0)` })
      .where(eq(products.id, item.productId))
      .returning({ stock: products.stock });
    // A product deleted since the order was placed has no stock to give back.
    if (moved) moves.push({ productId: item.productId, from: moved.stock - item.quantity, to: moved.stock });
  }
  await recordOrderStock(tx, moves, { orderId, actorId, reason: 'cancelled', at });
}

/** Any order by id, for the staff (404 when there is none); `lock` holds its row until the transaction ends. */
export async function orderById(db: DbOrTx, id: string, lock = false): Promise<OrderRow> {
  if (!ID_PATTERN.test(id)) throw notFound('Order not found');
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Order not found');
  return row;
}

/**
 * Changes an order in one transaction: its row is locked (a second change of the same order waits,
 * then finds the new state and answers 409), the action applied, the event written, the stock moved.
 * The shopper's changes name `ownerId`, so another shopper's order is a 404; the staff's do not.
 */
export async function changeOrder(
  db: DbOrTx,
  { orderId, ownerId, input, actor, now }: { orderId: string; ownerId?: string; input: OrderAction; actor: Actor; now: Date },
): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = ownerId ? await ownOrder(tx, ownerId, orderId, true) : await orderById(tx, orderId, true);
    return applyAction(tx, order, input, { actor, now });
  });
}
