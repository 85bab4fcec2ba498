import type { orderItems, orders } from '../db/schema.ts';
import type { OrderEventWithActor } from '../orders/events.ts';
import { allowedStaffActions } from '../orders/life.ts';
import { toRupees } from '../../shared/money.ts';
import { discountPercent } from '../../shared/price.ts';
import type { OrderStatus, Seller } from '../../shared/contract.ts';
import type { ServerEnv } from '../env.ts';
import { returnByOf } from '../../shared/returns.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type Shopper = { id: string; fullName: string; email: string; phoneNumber: string | null; deletedAt: Date | null };

/** The seller named on invoices, from the operator's settings. */
export const sellerOf = (env: Pick<ServerEnv, 'SHOP_LEGAL_NAME' | 'SHOP_ADDRESS' | 'SHOP_GSTIN'>): Seller => ({
  legalName: env.SHOP_LEGAL_NAME,
  address: env.SHOP_ADDRESS,
  gstin: env.SHOP_GSTIN,
});

/** The running number as shoppers and staff read it: HF-001006. */
export const orderNumber = (n: number) => `HF-${String(n).padStart(6, '0')}`;

const ORDER_EVENT_TYPES_OF_STATUS = new Set(['placed', 'processing', 'shipped', 'delivered', 'cancelled']);

/** An event as the shopper sees it: what, when, by whom (shopper, staff or system, never which staff). */
function eventJson(e: OrderEventWithActor) {
  return {
    _id: e.id,
    type: e.type,
    from: e.fromStatus,
    to: e.toStatus,
    at: e.at.toISOString(),
    by: e.actorRole,
    note: e.note,
    carrier: e.data.carrier ?? null,
    trackingNumber: e.data.trackingNumber ?? null,
  };
}

/** The order as its shopper sees it (docs/api.md, Orders). */
export function orderJson(o: OrderRow, items: OrderItemRow[], events: OrderEventWithActor[]) {
  return {
    _id: o.id,
    orderNumber: orderNumber(o.number),
    status: o.status,
    returnStatus: o.returnStatus ?? null,
    returnReason: o.returnReason ?? null,
    returnNote: o.returnNote ?? null,
    // The last moment a return may be asked, once delivered (decision 142); null before.
    returnBy: o.status === 'delivered' ? returnByOf(events.findLast((e) => e.type === 'delivered')?.at, o.updatedAt).toISOString() : null,
    cancelReason: o.cancelReason ?? null,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    carrier: o.carrier ?? null,
    trackingNumber: o.trackingNumber ?? null,
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({
        productId: i.productId,
        name: i.name,
        image: i.image,
        price: toRupees(i.pricePaise),
        mrp: toRupees(i.mrpPaise),
        discount: discountPercent(i.mrpPaise, i.pricePaise),
        quantity: i.quantity,
        subtotal: toRupees(i.pricePaise * i.quantity),
      })),
    address: o.address,
    subtotal: toRupees(o.subtotalPaise),
    shipping: toRupees(o.shippingPaise),
    taxes: toRupees(o.taxesPaise),
    discount: toRupees(o.discountPaise),
    total: toRupees(o.totalPaise),
    // Derived from the events, the one record (decision 053); the storefront's progress steps read it.
    statusHistory: events
      .filter((e) => ORDER_EVENT_TYPES_OF_STATUS.has(e.type))
      .map((e) => ({ status: e.toStatus as OrderStatus, at: e.at.toISOString() })),
    events: events.map(eventJson),
    createdAt: o.createdAt.toISOString(),
  };
}

/** The shopper who placed an order; `deletedAt` when she has since deleted her account (decision 189). */
const shopperJson = (u: Shopper) => ({ _id: u.id, name: u.fullName, email: u.email, phone: u.phoneNumber, deletedAt: u.deletedAt?.toISOString() ?? null });

/** The order as the staff see it: the shopper's view plus the shopper, who did what, the actions allowed now and the seller. */
export function adminOrderJson(o: OrderRow, items: OrderItemRow[], events: OrderEventWithActor[], shopper: Shopper, seller: Seller) {
  const base = orderJson(o, items, events);
  return {
    ...base,
    shopper: shopperJson(shopper),
    events: base.events.map((e, i) => {
      const row = events[i]!;
      return { ...e, actor: row.actorId ? { _id: row.actorId, name: row.actorName } : null };
    }),
    allowedActions: allowedStaffActions(o),
    seller,
  };
}

/** One line of the back-office's orders list. */
export function orderSummaryJson(o: OrderRow, itemCount: number, shopper: Shopper) {
  return {
    _id: o.id,
    orderNumber: orderNumber(o.number),
    status: o.status,
    returnStatus: o.returnStatus ?? null,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    total: toRupees(o.totalPaise),
    itemCount,
    createdAt: o.createdAt.toISOString(),
    shopper: shopperJson(shopper),
  };
}
