import type { OrderStatus } from '@/lib/api/orders';
import { statusBadgeColour } from './orders';

const COLOURS = {
  grey: 'bg-stone-200 text-stone-800 border-stone-400',
  green: 'bg-leaf-50 text-leaf-700 border-leaf-600',
  yellow: 'bg-turmeric-300/50 text-earth-900 border-turmeric-500',
} as const;

const LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The order's status as a word on a coloured badge (grey cancelled, green delivered, yellow otherwise). */
export default function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const colour = statusBadgeColour(status);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${COLOURS[colour]}`}
      data-testid="order-status"
      data-colour={colour}
    >
      <span className="sr-only">Status: </span>
      {LABEL[status] ?? status}
    </span>
  );
}
