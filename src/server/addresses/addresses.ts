import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';

/** The signed-in user's address by id; another user's answers 404 like an unknown one. */
export async function ownAddress(db: DbOrTx, userId: string, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound('Address not found');
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound('Address not found');
  return row;
}
