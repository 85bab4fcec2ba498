import type { DeliveryAddress, OrderEventType, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus } from '@/shared/contract';

/**
 * What an invoice reads of an order: the staff's order (/admin/orders/{id}) and the shopper's
 * (/orders/{id}) both have it, so the one Invoice.astro prints either (decision 148).
 */
export type InvoiceOrder = {
  orderNumber: string;
  status: OrderStatus;
  returnStatus: ReturnStatus | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  items: { name: string; quantity: number; mrp: number; price: number; subtotal: number }[];
  address: DeliveryAddress | null;
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  total: number;
  events: { type: OrderEventType; at: string }[];
  createdAt: string;
};

const METHOD: Record<PaymentMethod, string> = { online: 'Online', cod: 'Cash on delivery' };
const STATUS: Record<PaymentStatus, string> = { pending: 'not paid yet', paid: 'paid', refunded: 'refunded' };

/** The invoice's payment line: 'Payment: Cash on delivery, paid.'; a cancelled cash order collected nothing. */
export function invoicePayment(order: Pick<InvoiceOrder, 'status' | 'paymentMethod' | 'paymentStatus'>): string {
  const status = order.status === 'cancelled' && order.paymentStatus === 'pending' ? 'nothing collected (cancelled)' : STATUS[order.paymentStatus];
  return `Payment: ${METHOD[order.paymentMethod]}, ${status}.`;
}
