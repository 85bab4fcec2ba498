import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import { ORDERS_CSV_MAX_ROWS } from '../../shared/contract.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orderItems, orders, users } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { csvFile, rupees, shield } from '../spreadsheet.ts';
import { orderNumber } from '../views/order.ts';
import { shopDateTime } from '../../shared/shop-day.ts';
import { orderShopper, staffOrdersWhere, type StaffOrderFilter } from './staff-list.ts';

// The orders list as a spreadsheet (decision 188): the orders its filters show, for the accounts,
// the carrier's cash-on-delivery settlement and the self-help groups' own books.

const COLUMNS = [
  'order_number',
  'placed_at_ist',
  'status',
  'return_status',
  'payment_method',
  'payment_status',
  'shopper_name',
  'shopper_email',
  'shopper_phone',
  'ship_to_name',
  'ship_to_phone',
  'ship_to_address',
  'pincode',
  'state',
  'items',
  'item_count',
  'subtotal',
  'delivery',
  'taxes',
  'discount',
  'total',
  'carrier',
  'tracking_number',
  'delivered_at_ist',
  'cancel_reason',
] as const;

export type OrdersCsvFilter = Omit<StaffOrderFilter, 'page' | 'limit'>;

/** The orders the filters name, newest first as the list shows them: UTF-8 with a BOM, amounts in rupees, times in India. */
export async function exportOrdersCsv(db: Db, f: OrdersCsvFilter): Promise<string> {
  const where = staffOrdersWhere(f);
  const [{ total }] = await db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  if (total > ORDERS_CSV_MAX_ROWS) {
    throw badRequest(`${total} orders match: a file holds at most ${ORDERS_CSV_MAX_ROWS.toLocaleString('en-IN')}. Choose a shorter time with From and To, then download again.`);
  }
  const rows = await db
    .select({ order: orders, shopper: orderShopper })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number));
  const ids = rows.map((r) => r.order.id);
  // In slices: a statement has at most 65,535 parameters, and PGlite's are held in one message.
  const items: (typeof orderItems.$inferSelect)[] = [];
  const delivered = new Map<string, Date>();
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    items.push(...(await db.select().from(orderItems).where(inArray(orderItems.orderId, slice)).orderBy(orderItems.orderId, orderItems.position)));
    const deliveries = await db
      .select({ orderId: orderEvents.orderId, at: max(orderEvents.at) })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, slice), eq(orderEvents.type, 'delivered')))
      .groupBy(orderEvents.orderId);
    for (const d of deliveries) if (d.at) delivered.set(d.orderId, d.at);
  }
  const itemsOf = Map.groupBy(items, (item) => item.orderId);
  return csvFile(
    rows.map(({ order: o, shopper }) => {
      const lines = itemsOf.get(o.id) ?? [];
      const at = delivered.get(o.id);
      return {
        order_number: orderNumber(o.number),
        placed_at_ist: shopDateTime(o.createdAt),
        status: o.status,
        return_status: o.returnStatus ?? '',
        payment_method: o.paymentMethod,
        payment_status: o.paymentStatus,
        shopper_name: shield(shopper.fullName),
        // A deleted account's stand-in address reaches no one: its cell is empty, as its name is.
        shopper_email: shopper.deletedAt ? '' : shield(shopper.email),
        shopper_phone: shield(shopper.phoneNumber ?? ''),
        ship_to_name: shield(o.address.name),
        ship_to_phone: shield(o.address.phoneNumber),
        ship_to_address: shield([o.address.address, o.address.address2, o.address.landmark].filter(Boolean).join(', ')),
        pincode: o.address.zipCode,
        state: shield(o.address.state),
        items: shield(lines.map((line) => `${line.quantity} × ${line.name}`).join('; ')),
        item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
        subtotal: rupees(o.subtotalPaise),
        delivery: rupees(o.shippingPaise),
        taxes: rupees(o.taxesPaise),
        discount: rupees(o.discountPaise),
        total: rupees(o.totalPaise),
        carrier: shield(o.carrier ?? ''),
        tracking_number: shield(o.trackingNumber ?? ''),
        delivered_at_ist: at ? shopDateTime(at) : '',
        cancel_reason: shield(o.cancelReason ?? ''),
      };
    }),
    COLUMNS,
  );
}
