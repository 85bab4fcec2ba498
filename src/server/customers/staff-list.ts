import { and, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { UserRow } from '../context.ts';
import type { Db } from '../db/client.ts';
import { orders, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';
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

/** What the back-office reads of an account: never the password's hash, the address book or the avatar. */
const customerColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
};
type CustomerRow = Pick<UserRow, keyof typeof customerColumns>;

/** The search box: the name, the user name, the email, the phone number. */
function matches(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  return or(ilike(users.fullName, like), ilike(users.userName, like), ilike(users.email, like), ...phoneNumberTerms(q, [sql`${users.phoneNumber}`]))!;
}

/** Accounts as the back-office shows them, each with how many orders it placed and when it last did. */
async function withOrders(db: Db, rows: CustomerRow[]) {
  // The accounts' orders (a page's, 20 at most), by the orders' (user, created) index.
  const ids = rows.map((r) => r.id);
  const placed = ids.length
    ? await db
        .select({ userId: orders.userId, n: count(), last: max(orders.createdAt) })
        .from(orders)
        .where(inArray(orders.userId, ids))
        .groupBy(orders.userId)
    : [];
  const ordersOf = new Map(placed.map((p) => [p.userId, p]));
  return rows.map((r) => ({
    _id: r.id,
    name: r.fullName || r.userName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    role: r.role,
    isEmailVerified: r.emailVerifiedAt !== null,
    createdAt: r.createdAt.toISOString(),
    orderCount: Number(ordersOf.get(r.id)?.n ?? 0),
    lastOrderAt: ordersOf.get(r.id)?.last?.toISOString() ?? null,
    deletedAt: r.deletedAt?.toISOString() ?? null,
  }));
}

/**
 * The back-office's customers list: accounts, newest first, one page of them, each with how many
 * orders it placed and when it last did (for the staff answering a shopper's call: who she is, and
 * whether she has ordered before).
 */
export async function listCustomersForStaff(db: Db, f: StaffCustomerFilter) {
  const where = and(f.role ? eq(users.role, f.role) : undefined, f.q ? matches(f.q) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { customers: await withOrders(db, rows), pagination: pagination(f.page, f.limit, total) };
}

/** One account as the customers list shows it; 404 when there is none. */
export async function customerForStaff(db: Db, id: string) {
  const rows = await db.select(customerColumns).from(users).where(eq(users.id, id));
  if (rows.length === 0) throw notFound('That account does not exist.');
  return (await withOrders(db, rows))[0]!;
}
