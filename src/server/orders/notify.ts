import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { orderItems, users } from '../db/schema.ts';
import { logMailFailure } from '../mail/mailer.ts';
import { orderMail, staffOrderMail, type OrderMailFacts, type StaffMailFacts } from '../mail/messages.ts';
import type { OrderEventRow } from './events.ts';
import type { OrderRow } from './queries.ts';
import { orderNumber } from '../views/order.ts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const MAILED = new Set<string>(['placed', 'shipped', 'delivered', 'cancelled', 'return-approved', 'return-rejected', 'refunded']);

/**
 * Mails the shopper about a change of their order, after the change is committed: a mail that
 * cannot be sent is logged and never undoes or fails the change. Processing and the shopper's own
 * return request send nothing (the shopper knows; DESIGN.md section 10 lists the mails).
 */
export async function notifyShopper(deps: AppDeps, order: OrderRow, event: OrderEventRow): Promise<void> {
  if (!MAILED.has(event.type)) return;
  try {
    const [shopper] = await deps.db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, order.userId));
    if (!shopper) return;
    const link = new URL(`/account/orders/viewOrderDetails?id=${encodeURIComponent(order.id)}`, deps.env.SITE_URL).href;
    const facts: OrderMailFacts = {
      orderNumber: orderNumber(order.number),
      type: event.type as OrderMailFacts['type'],
      paymentMethod: order.paymentMethod,
      total: rupees.format(order.totalPaise / 100),
      carrier: event.data.carrier,
      trackingNumber: event.data.trackingNumber,
      note: event.note,
    };
    await deps.mailer.send(orderMail(shopper.email, shopper.fullName, facts, link));
  } catch (err) {
    logMailFailure(`the "${event.type}" mail of order ${order.id}`, err);
  }
}

/** The shopper's changes the staff must hear of: a new order to pack, one not to pack, a return to answer. */
const STAFF_MAILED = new Set<string>(['placed', 'cancelled', 'return-requested']);

/** Who hears of them (STAFF_MAIL_TO): every admin account, a list of addresses, or nobody. */
async function staffRecipients(deps: AppDeps): Promise<string[]> {
  const setting = deps.env.STAFF_MAIL_TO;
  if (setting === 'off') return [];
  if (setting !== 'admins') return setting.split(',').map((address) => address.trim()).filter(Boolean);
  const admins = await deps.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return admins.map((a) => a.email);
}

/**
 * Mails the staff when a shopper places, cancels or asks to return an order (decision 108), after
 * the change is committed; as for the shopper's mail, a mail that cannot be sent is logged and
 * never fails the change. The staff's own changes mail nobody on the staff.
 */
export async function notifyStaff(deps: AppDeps, order: OrderRow, event: OrderEventRow): Promise<void> {
  if (!STAFF_MAILED.has(event.type) || event.actorRole !== 'shopper') return;
  try {
    const recipients = await staffRecipients(deps);
    if (!recipients.length) return;
    const [[shopper], items] = await Promise.all([
      deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, order.userId)),
      deps.db.select({ name: orderItems.name, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    ]);
    const address = order.address;
    const facts: StaffMailFacts = {
      orderNumber: orderNumber(order.number),
      type: event.type as StaffMailFacts['type'],
      shopper: shopper?.fullName ?? address.name,
      paymentMethod: order.paymentMethod,
      total: rupees.format(order.totalPaise / 100),
      items,
      deliverTo: [address.address2 || address.address, address.state, address.zipCode].filter(Boolean).join(', '),
      note: event.note,
    };
    const link = new URL(`/admin/orders/${encodeURIComponent(order.id)}`, deps.env.SITE_URL).href;
    const sent = await Promise.allSettled(recipients.map((to) => deps.mailer.send(staffOrderMail(to, facts, link))));
    for (const result of sent) if (result.status === 'rejected') logMailFailure(`the staff's "${event.type}" mail of order ${order.id}`, result.reason);
  } catch (err) {
    logMailFailure(`the staff's "${event.type}" mail of order ${order.id}`, err);
  }
}
