import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pinProblem } from '../../shared/pincode.ts';
import type { DbOrTx } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';

/**
 * An address in India needs a 6-digit PIN code (src/shared/pincode.ts, the storefront's rule too);
 * one in another country only the general zip code rule. For an address schema's `superRefine`:
 * the issue is the zipCode's.
 */
export function requireIndianPin(address: { zipCode?: string; country?: string }, ctx: z.RefinementCtx): void {
  const problem = address.zipCode === undefined ? null : pinProblem(address.zipCode, address.country);
  if (problem) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: problem });
}

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
