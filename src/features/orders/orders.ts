import type { Order, OrderStatus } from '@/lib/api/orders';

export type OrdersTab = 'current' | 'past';
export type BadgeColour = 'grey' | 'green' | 'yellow';

/** Current Orders: pending, processing, shipped. Past Orders: delivered, cancelled (SPEC.md section 4). */
const PAST: readonly OrderStatus[] = ['delivered', 'cancelled'];

export const ordersTab = (status: OrderStatus): OrdersTab => (PAST.includes(status) ? 'past' : 'current');

export function splitOrdersByTab<O extends Pick<Order, 'status'>>(orders: readonly O[]): Record<OrdersTab, O[]> {
  return {
    current: orders.filter((o) => ordersTab(o.status) === 'current'),
    past: orders.filter((o) => ordersTab(o.status) === 'past'),
  };
}

/** Cancel is offered only for pending or processing orders. */
export const canCancel = (order: Pick<Order, 'status'>): boolean => order.status === 'pending' || order.status === 'processing';

/** Return is offered only for delivered orders whose return is not yet requested. */
export const canReturn = (order: Pick<Order, 'status' | 'returnStatus'>): boolean =>
  order.status === 'delivered' && order.returnStatus !== 'requested';

export const isReturnRequested = (order: Pick<Order, 'returnStatus'>): boolean => order.returnStatus === 'requested';

/** Grey for cancelled, green for delivered, yellow otherwise. */
export function statusBadgeColour(status: OrderStatus): BadgeColour {
  if (status === 'cancelled') return 'grey';
  if (status === 'delivered') return 'green';
  return 'yellow';
}

/** The orders page hides an error text mentioning 403, forbidden or unauthorized (SPEC.md section 6). */
export const isHiddenOrdersError = (text: string): boolean => /403|forbidden|unauthori[sz]ed/i.test(text);
