import { asc, eq, inArray } from 'drizzle-orm';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { AppDeps, UserRow } from '../context.ts';
import { users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { logMailFailure } from '../mail/mailer.ts';
import { staffRightsMail } from '../mail/messages.ts';
import { recordAccountEvent } from './account-events.ts';

export type Role = UserRow['role'];

/**
 * Gives or ends an account's staff rights (decision 184), for a member of staff whose password the
 * route has checked. Nobody changes her own: the shop keeps at least the one who acts, and a
 * mistaken press cannot lock the last coordinator out. The role is read on every request
 * (requireAdmin), so ended rights end at the next page. The person is mailed; a role she has
 * already changes nothing and mails nothing. The change is kept in the account's history (decision 185).
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
    if (account.deletedAt) throw conflict('This account was deleted by its owner: it cannot be given staff rights.');
    if (account.role === role) return null;
    const now = deps.now();
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, accountId));
    await recordAccountEvent(tx, now, { userId: accountId, type: role === 'admin' ? 'staff-rights-given' : 'staff-rights-ended', by: 'staff', actorId: actor.id });
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

/**
 * Ends every sign-in of an account (a lost or shared phone, a coordinator who left), at its next
 * request, and keeps who did it in the account's history. Answers how many sign-ins were open.
 */
export async function signOutEverywhere(deps: AppDeps, actor: Pick<UserRow, 'id'>, accountId: string): Promise<number> {
  if (accountId === actor.id) throw conflict('This is your own account: sign out on your own devices, or change your password on your account page.');
  const ended = await deps.db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId));
    if (!account) throw notFound('That account does not exist.');
    const signIns = await revokeAllSessions({ ...deps, db: tx }, accountId);
    await recordAccountEvent(tx, deps.now(), { userId: accountId, type: 'signed-out-everywhere', by: 'staff', actorId: actor.id, data: { signIns } });
    return signIns;
  });
  console.log(`[staff] account ${accountId} signed out everywhere (${ended} sign-ins), by account ${actor.id}`);
  return ended;
}
