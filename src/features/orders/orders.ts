import type { Order, OrderEvent, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus } from '@/lib/api/orders';
import { messages } from '@/lib/messages';

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

/**
 * Return is offered only for delivered orders with no return asked for yet (one return per order),
 * until the time to return has passed (decision 142; a backend that does not say leaves it to its answer).
 */
export const canReturn = (order: Pick<Order, 'status' | 'returnStatus' | 'returnBy'>, now = new Date()): boolean =>
  noReturnYet(order) && !returnTimeOver(order, now);

/** A delivered order with no return asked whose time to return has passed: its shopper is told so. */
export const returnClosed = (order: Pick<Order, 'status' | 'returnStatus' | 'returnBy'>, now = new Date()): boolean =>
  noReturnYet(order) && returnTimeOver(order, now);

const noReturnYet = (order: Pick<Order, 'status' | 'returnStatus'>): boolean => order.status === 'delivered' && !order.returnStatus;

/** The order's time to return has passed. */
export const returnTimeOver = (order: Pick<Order, 'returnBy'>, now = new Date()): boolean =>
  order.returnBy !== '' && new Date(order.returnBy).getTime() < now.getTime();

const RETURN_STATE: Record<ReturnStatus, string> = {
  requested: messages.returnRequested,
  approved: 'Return approved',
  rejected: 'Return not approved',
  refunded: 'Return refunded',
};

/** Where the order's return stands, in words ('Return requested' as SPEC.md section 4 says it); null when none. */
export const returnState = (order: Pick<Order, 'returnStatus'>): string | null => (order.returnStatus ? RETURN_STATE[order.returnStatus] : null);

const PAYMENT_METHOD: Record<PaymentMethod, string> = { online: 'Online payment', cod: 'Cash on delivery' };
const PAYMENT_STATUS: Record<PaymentStatus, string> = { pending: 'Payment pending', paid: 'Paid', refunded: 'Refunded' };

export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHOD[method];
export const paymentStatusLabel = (status: PaymentStatus): string => PAYMENT_STATUS[status];

/** Cash still to be handed over at the door: cash on delivery, not yet paid, order still on its way. */
export const paysOnDelivery = (order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status'>): boolean =>
  order.paymentMethod === 'cod' && order.paymentStatus === 'pending' && order.status !== 'cancelled';

const EVENT_LABEL: Record<OrderEvent['type'], string> = {
  placed: 'Order placed',
  processing: 'Being packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-rejected': 'Return not approved',
  refunded: 'Refunded',
};

/** What an event of the order's history says happened. */
export function eventLabel(event: Pick<OrderEvent, 'type' | 'by'>): string {
  if (event.type === 'cancelled') return event.by === 'shopper' ? 'Cancelled by you' : 'Cancelled by the shop';
  return EVENT_LABEL[event.type];
}

/** Grey for cancelled, green for delivered, yellow otherwise. */
export function statusBadgeColour(status: OrderStatus): BadgeColour {
  if (status === 'cancelled') return 'grey';
  if (status === 'delivered') return 'green';
  return 'yellow';
}

/** The orders page hides an error text mentioning 403, forbidden or unauthorized (SPEC.md section 6). */
export const isHiddenOrdersError = (text: string): boolean => /403|forbidden|unauthori[sz]ed/i.test(text);

/**
 * What Buy again did (decision 197), in one sentence for its status line: how many of the order's
 * products went into the cart, and each that did not, by its name and the shop's reason.
 */
export function boughtAgainSaid(outcome: { added: number; refused: { name: string; reason: string }[] }, lines: number): string {
  const items = (n: number) => (n === 1 ? 'item' : 'items');
  const added =
    outcome.added === 0 ? 'Nothing was added to your cart.' : outcome.added === lines ? `Added to your cart: ${lines} ${items(lines)}.` : `Added to your cart: ${outcome.added} of ${lines} ${items(lines)}.`;
  const refused = outcome.refused.map((r) => `${r.name}: ${r.reason}`).join(' ');
  return refused ? `${added} Not added: ${refused}` : added;
}
