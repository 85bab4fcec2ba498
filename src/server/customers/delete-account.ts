import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { UNUSABLE_PASSWORD_HASH } from '../auth/password.ts';
import { refreshProductRating } from '../catalogue/reviews.ts';
import { publishCatalogueChange } from '../catalogue-changes.ts';
import type { AppDeps, UserRow } from '../context.ts';
import { accountEvents, addresses, carts, mailTokens, orders, refreshTokens, reviews, stockAlerts, users, wishlistItems } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { logMailFailure } from '../mail/mailer.ts';
import { accountDeletedMail } from '../mail/messages.ts';
import { orderNumber } from '../views/order.ts';
import { recordAccountEvent } from './account-events.ts';

/**
 * A deleted account's email: `deleted-<id>@deleted.invalid`, an address nobody can have (RFC 2606),
 * so the owner's own is free again. The staff's views tell a deleted account by its `deletedAt`.
 */
const deletedAccountEmail = (id: string) => `deleted-${id}@deleted.invalid`;

/** Orders the shop still owes something on: a parcel on its way, or a return not refunded yet. */
const unfinished = or(inArray(orders.status, ['pending', 'processing', 'shipped']), inArray(orders.returnStatus, ['requested', 'approved']));

/**
 * Deletes a shopper's account at her request (decision 189), for a route that has checked her
 * password: everything of hers goes (her name, email, phone, addresses, cart, wishlist, reviews,
 * picture, sign-ins, mailed links, the old addresses in her history) except her orders, which the
 * shop must keep for its accounts and taxes, with the delivery address each was sent to. The row
 * stays, emptied, so those orders keep their owner. Refused while an order is on its way or a
 * refund is due (she would lose the way to follow it), and for staff (another member of staff ends
 * their rights first, so the shop is never left without one).
 */
export async function deleteAccount(deps: AppDeps, user: Pick<UserRow, 'id'>): Promise<void> {
  const now = deps.now();
  const gone = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!row || row.deletedAt) return null;
    if (row.role === 'admin') throw conflict('Staff accounts cannot be deleted here: ask another member of staff to end your staff rights first.');
    const open = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.userId, row.id), unfinished))
      .orderBy(orders.number);
    if (open.length) {
      const numbers = open.map((o) => orderNumber(o.number)).join(', ');
      throw conflict(`Your account cannot be deleted while an order is on its way or a refund is due (${numbers}). Please try again once ${open.length === 1 ? 'it is' : 'they are'} delivered, cancelled or refunded.`);
    }
    const reviewed = await tx.delete(reviews).where(eq(reviews.userId, row.id)).returning({ productId: reviews.productId });
    const reviewedProducts = new Set(reviewed.map((r) => r.productId));
    for (const productId of reviewedProducts) await refreshProductRating(tx, productId);
    await tx.delete(addresses).where(eq(addresses.userId, row.id));
    await tx.delete(carts).where(eq(carts.userId, row.id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, row.id));
    await tx.delete(stockAlerts).where(eq(stockAlerts.userId, row.id));
    await tx.delete(mailTokens).where(eq(mailTokens.userId, row.id));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, row.id));
    // Her history keeps what the staff did and when, not the addresses she once had.
    await tx.update(accountEvents).set({ data: sql`${accountEvents.data} - 'previousEmail'` }).where(eq(accountEvents.userId, row.id));
    const [{ kept }] = await tx.select({ kept: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, row.id));
    await tx
      .update(users)
      .set({
        fullName: 'Deleted account',
        userName: `deleted-${row.id}`,
        email: deletedAccountEmail(row.id),
        phoneNumber: null,
        address: null,
        avatarKey: null,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, row.id));
    await recordAccountEvent(tx, now, { userId: row.id, type: 'account-deleted', by: 'owner', actorId: row.id, data: { ordersKept: Number(kept) } });
    return { ...row, reviewedProducts: [...reviewedProducts] };
  });
  if (!gone) return;
  // Her reviews left their products' pages, ratings and the listings' cards: kept pages of them go.
  if (gone.reviewedProducts.length) publishCatalogueChange({ products: gone.reviewedProducts });
  if (gone.avatarKey) await deps.storage.removeItem(`avatars:${gone.avatarKey}`).catch(() => {});
  console.log(`[account] account ${gone.id} deleted by its owner`);
  try {
    await deps.mailer.send(accountDeletedMail(gone.email, gone.fullName, new URL('/contact', deps.env.SITE_URL).href));
  } catch (err) {
    logMailFailure('the account-deleted mail', err);
  }
}
