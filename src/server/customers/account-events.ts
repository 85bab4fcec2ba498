import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_HISTORY_SHOWN, type AccountEventActor, type AccountEventType } from '../../shared/contract.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { accountEvents, users, type AccountEventData } from '../db/schema.ts';

export type AccountEvent = {
  userId: string;
  type: AccountEventType;
  by: AccountEventActor;
  /** The member of staff or the owner who acted; none on the command line. */
  actorId?: string | null;
  data?: AccountEventData;
};

/**
 * Records a change of an account (decision 185), in the caller's transaction: the change and its
 * record are written together or not at all.
 */
export async function recordAccountEvent(tx: DbOrTx, at: Date, event: AccountEvent): Promise<void> {
  await tx.insert(accountEvents).values({
    userId: event.userId,
    at,
    actorRole: event.by,
    actorId: event.actorId ?? null,
    type: event.type,
    data: event.data ?? {},
  });
}

const actor = alias(users, 'actor');

/**
 * An account's latest changes, newest first, each with who made it: for the staff answering "I did
 * not change my password" or "who made her staff?".
 */
export async function accountHistory(db: Db, userId: string) {
  const rows = await db
    .select({
      type: accountEvents.type,
      at: accountEvents.at,
      by: accountEvents.actorRole,
      actorId: actor.id,
      actorName: actor.fullName,
      actorUserName: actor.userName,
      data: accountEvents.data,
    })
    .from(accountEvents)
    .leftJoin(actor, eq(actor.id, accountEvents.actorId))
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.at), desc(accountEvents.seq))
    .limit(ACCOUNT_HISTORY_SHOWN);
  return rows.map((row) => ({
    type: row.type,
    at: row.at.toISOString(),
    by: row.by,
    // A member of staff whose account is gone since: the change stays, her name does not.
    actor: row.actorId ? { _id: row.actorId, name: row.actorName || row.actorUserName || '' } : null,
    ...eventDetails(row.data),
  }));
}

/** What an event's data says beside its type, as its answers carry it (only the fields it has). */
export const eventDetails = (data: AccountEventData) => ({
  ...(data.signIns !== undefined && { signIns: data.signIns }),
  ...(data.previousEmail !== undefined && { previousEmail: data.previousEmail }),
  ...(data.ordersKept !== undefined && { ordersKept: data.ordersKept }),
});
