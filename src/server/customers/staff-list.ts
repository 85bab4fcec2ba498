import { and, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, users } from '../db/schema.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { phoneNumberTerms } from '../phone-search.ts';
import { escapeLike } from '../routes/list-params.ts';

export type StaffCustomerFilter = {
  /** Words of the name or email, or a phone number. */
  q?: string;
  role?: 'user' | 'admin';
  page: number;
  limit: number;
};

/** The search box: the name, the user name, the email, the phone number. */
function matches(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  return or(ilike(users.fullName, like), ilike(users.userName, like), ilike(users.email, like), ...phoneNumberTerms(q, [sql`${users.phoneNumber}`]))!;
}

/**
 * The back-office's customers list: accounts, newest first, one page of them, each with how many
 * orders it placed and when it last did (for the staff answering a shopper's call: who she is, and
 * whether she has ordered before). Never the password's hash, the address book or the avatar.
 */
export async function listCustomersForStaff(db: Db, f: StaffCustomerFilter) {
  const where = and(f.role ? eq(users.role, f.role) : undefined, f.q ? matches(f.q) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        userName: users.userName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  // The page's accounts' orders (20 accounts at most), by the orders' (user, created) index.
  const ids = rows.map((r) => r.id);
  const placed = ids.length
    ? await db
        .select({ userId: orders.userId, n: count(), last: max(orders.createdAt) })
        .from(orders)
        .where(inArray(orders.userId, ids))
        .groupBy(orders.userId)
    : [];
  const ordersOf = new Map(placed.map((p) => [p.userId, p]));
  return {
    customers: rows.map((r) => ({
      _id: r.id,
      name: r.fullName || r.userName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      role: r.role,
      isEmailVerified: r.emailVerifiedAt !== null,
      createdAt: r.createdAt.toISOString(),
      orderCount: Number(ordersOf.get(r.id)?.n ?? 0),
      lastOrderAt: ordersOf.get(r.id)?.last?.toISOString() ?? null,
    })),
    pagination: pagination(f.page, f.limit, total),
  };
}
