import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { users } from '../db/schema.ts';
import { orderMail, type OrderMailFacts } from '../mail/messages.ts';
import type { OrderEventRow } from './events.ts';
import type { OrderRow } from './queries.ts';

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
    const orderNumber = `HF-${String(order.number).padStart(6, '0')}`;
    const link = new URL(`/account/orders/viewOrderDetails?id=${encodeURIComponent(order.id)}`, deps.env.SITE_URL).href;
    const facts: OrderMailFacts = {
      orderNumber,
      type: event.type as OrderMailFacts['type'],
      paymentMethod: order.paymentMethod,
      total: rupees.format(order.totalPaise / 100),
      carrier: event.data.carrier,
      trackingNumber: event.data.trackingNumber,
      note: event.note,
    };
    await deps.mailer.send(orderMail(shopper.email, shopper.fullName, facts, link));
  } catch (err) {
    console.error(`[mail] could not send the "${event.type}" mail of order ${order.id}`, err);
  }
}
