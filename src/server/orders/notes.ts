import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderNotes, users } from '../db/schema.ts';

/** An order's staff notes, oldest first as its history reads, each with who wrote it (decision 190). */
export async function notesOf(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ id: orderNotes.id, at: orderNotes.at, note: orderNotes.note, authorId: orderNotes.authorId, authorName: users.fullName })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.at), asc(orderNotes.seq));
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    note: row.note,
    // A member of staff whose account is gone since: the note stays, her name does not.
    author: row.authorId ? { _id: row.authorId, name: row.authorName ?? '' } : null,
  }));
}

/** Adds a note of the staff to an order: kept as written, never shown to the shopper. */
export async function addOrderNote(db: DbOrTx, note: { orderId: string; authorId: string; at: Date; note: string }): Promise<void> {
  await db.insert(orderNotes).values(note);
}
