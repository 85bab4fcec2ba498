import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../context.ts';
import { users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { logMailFailure } from '../mail/mailer.ts';
import { staffRightsMail } from '../mail/messages.ts';

export type Role = UserRow['role'];

/**
 * Gives or ends an account's staff rights (decision 184), for a member of staff whose password the
 * route has checked. Nobody changes her own: the shop keeps at least the one who acts, and a
 * mistaken press cannot lock the last coordinator out. The role is read on every request
 * (requireAdmin), so ended rights end at the next page. The person is mailed; a role she has
 * already changes nothing and mails nothing.
 */
export async function setStaffRights(deps: AppDeps, actor: Pick<UserRow, 'id'>, accountId: string, role: Role): Promise<void> {
  if (accountId === actor.id) throw conflict('You cannot change your own staff rights: ask another member of staff.');
  const changed = await deps.db.transaction(async (tx) => {
    // Both rows locked, in one order: two members of staff ending each other's rights at once must
    // not leave the shop with none. The second waits, then finds she is no longer staff.
    const rows = await tx.select().from(users).where(inArray(users.id, [actor.id, accountId])).orderBy(asc(users.id)).for('update');
    if (rows.find((row) => row.id === actor.id)?.role !== 'admin') throw forbidden('Only shop administrators may do this.');
    const account = rows.find((row) => row.id === accountId);
    if (!account) throw notFound('That account does not exist.');
    if (account.role === role) return null;
    await tx.update(users).set({ role, updatedAt: deps.now() }).where(eq(users.id, accountId));
    return account;
  });
  if (!changed) return;
  console.log(`[staff] account ${accountId} ${role === 'admin' ? 'given staff rights' : 'no longer staff'}, by account ${actor.id}`);
  try {
    await deps.mailer.send(staffRightsMail(changed.email, changed.fullName, role === 'admin', new URL(role === 'admin' ? '/admin' : '/contact', deps.env.SITE_URL).href));
  } catch (err) {
    logMailFailure('the staff rights mail', err);
  }
}
