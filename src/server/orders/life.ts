import type { OrderStatus } from '../../shared/contract.ts';

// The rules of an order's life (DESIGN.md section 10), pure: what may happen from which status,
// and the words for a refusal. Every change of an order goes through src/server/orders/.

/** Statuses an order may still be cancelled from: before it leaves the shop. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing'];

export const canCancel = (status: OrderStatus): boolean => CANCELLABLE.includes(status);

/** Why an order in this status cannot be cancelled, said to the shopper. */
export function refusalToCancel(status: OrderStatus): string {
  if (status === 'cancelled') return 'This order is already cancelled.';
  if (status === 'delivered') return 'This order has been delivered and can no longer be cancelled. You can request a return instead.';
  return 'This order has already been shipped and can no longer be cancelled.';
}

/** A return may be asked for once the order has arrived. */
export const canRequestReturn = (status: OrderStatus): boolean => status === 'delivered';
