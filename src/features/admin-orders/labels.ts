// What the back-office calls each status, method and event: one place, read by every admin page.
import type { OrderEventType, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus } from '@/shared/contract';
import type { OrderEvent } from './admin-orders.api';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const RETURN_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  refunded: 'Refunded',
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = { online: 'Online (simulated)', cod: 'Cash on delivery' };
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: 'Not paid yet', paid: 'Paid', refunded: 'Refunded' };

const EVENT_LABELS: Record<OrderEventType, string> = {
  placed: 'Order placed',
  processing: 'Marked processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-rejected': 'Return rejected',
  refunded: 'Refund recorded',
};

const BY_LABELS = { shopper: 'the shopper', staff: 'the staff', system: 'the shop' } as const;

/** 'Shipped by Shop Admin', 'Order placed by the shopper'. */
export function describeEvent(event: OrderEvent): string {
  const what = EVENT_LABELS[event.type] ?? event.type;
  const who = event.actor?.name ?? BY_LABELS[event.by] ?? '';
  return who ? `${what} by ${who}` : what;
}

/** Badge colours: waiting (turmeric), done (leaf), stopped (stone). */
export function statusTone(status: OrderStatus): 'waiting' | 'done' | 'stopped' {
  if (status === 'delivered') return 'done';
  if (status === 'cancelled') return 'stopped';
  return 'waiting';
}
