import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { orderEvents, users, type OrderEventData } from '../db/schema.ts';
import type { ActorRole } from './life.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;
/** An event with the name of who made it (for the back-office). */
export type OrderEventWithActor = OrderEventRow & { actorName: string | null };

/** Who changes an order: the shopper, a member of the staff (their user id), or the shop itself. */
export type Actor = { role: ActorRole; userId: string | null };

/** Writes one event inside the caller's transaction: the one record of a change (decision 053). */
export async function recordEvent(
  tx: Tx,
  event: { orderId: string; at: Date; actor: Actor; type: OrderEventRow['type']; from: string | null; to: string; note?: string | null; data?: OrderEventData },
): Promise<OrderEventRow> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      at: event.at,
      actorRole: event.actor.role,
      actorId: event.actor.userId,
      type: event.type,
      fromStatus: event.from,
      toStatus: event.to,
      note: event.note ?? null,
      data: event.data ?? {},
    })
    .returning();
  return row!;
}

/** The events of these orders, oldest first, with the actor's name. */
export async function eventsOf(db: DbOrTx, orderIds: string[]): Promise<OrderEventWithActor[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({ event: orderEvents, actorName: users.fullName })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.at), asc(orderEvents.seq));
  return rows.map((r) => ({ ...r.event, actorName: r.actorName }));
}
