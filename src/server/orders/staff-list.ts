import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, ReturnStatus } from '../../shared/contract.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, users } from '../db/schema.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { phoneNumberTerms } from '../phone-search.ts';
import { escapeLike } from '../routes/list-params.ts';
import { orderSummaryJson } from '../views/order.ts';
import { endOfShopDay, startOfShopDay } from '../../shared/shop-day.ts';

export type StaffOrderFilter = {
  status: OrderStatus[];
  returnStatus: ReturnStatus[];
  paymentMethod?: PaymentMethod;
  /** Days in India, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
  limit: number;
};

/** The search box: order number, the shopper's name and email, and the phone numbers of the shopper and the address. */
function matches(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const terms: (SQL | undefined)[] = [ilike(users.fullName, like), ilike(users.email, like), ilike(sql`${orders.address}->>'name'`, like)];
  const number = /^(?:hf-?)?0*(\d{1,9})$/i.exec(q);
  if (number) terms.push(eq(orders.number, Number(number[1])));
  terms.push(...phoneNumberTerms(q, [sql`${users.phoneNumber}`, sql`${orders.address}->>'phoneNumber'`]));
  return or(...terms)!;
}

/** The orders the filters name, for a query joining orders to their shoppers (`users`). */
export function staffOrdersWhere(f: Omit<StaffOrderFilter, 'page' | 'limit'>): SQL | undefined {
  return and(
    f.status.length ? inArray(orders.status, f.status) : undefined,
    f.returnStatus.length ? inArray(orders.returnStatus, f.returnStatus) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.from ? gte(orders.createdAt, startOfShopDay(f.from)) : undefined,
    f.to ? lt(orders.createdAt, endOfShopDay(f.to)) : undefined,
    f.q ? matches(f.q) : undefined,
  );
}

/** The columns of the shopper an order names, as the staff's order views show her. */
export const orderShopper = { id: users.id, fullName: users.fullName, email: users.email, phoneNumber: users.phoneNumber, deletedAt: users.deletedAt };

/** The back-office's orders list: filtered, searched, newest first, one page of it. */
export async function listOrdersForStaff(db: Db, f: StaffOrderFilter) {
  const where = staffOrdersWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: orders, shopper: orderShopper })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const ids = rows.map((r) => r.order.id);
  const counts = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .groupBy(orderItems.orderId)
    : [];
  const itemCount = new Map(counts.map((c) => [c.orderId, Number(c.n)]));
  return {
    orders: rows.map((r) => orderSummaryJson(r.order, itemCount.get(r.order.id) ?? 0, r.shopper)),
    pagination: pagination(f.page, f.limit, total),
  };
}
