import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { flashOnNextPage } from '@/features/auth/flash';
import type { MessageKey } from '@/lib/messages';
import { navigate } from '@/lib/navigate';
import { $placingOrder, placeOrder } from './checkout.store';

/** Where checkout lands once the order is placed; the query lets /payment name the order. */
export function paymentUrl(order: { _id: string; orderNumber: string } | null): string {
  if (!order) return '/payment';
  const query = new URLSearchParams({ id: order._id, number: order.orderNumber });
  return `/payment?${query}`;
}

/**
 * The one way checkout places an order (docs/decisions/051-where-checkout-places-the-order.md):
 * both /shippingDetails and /savedAddress call `continueToPayment(addressId)`. On success the
 * shopper goes to /payment; on failure (empty cart, stock conflict) the page keeps the message
 * to explain it beside the toast.
 */
export function useContinueToPayment() {
  const placing = useStore($placingOrder);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  /** `alsoSay`: success toasts of the step before (e.g. 'Address added') to repeat on /payment. */
  async function continueToPayment(addressId: string | null | undefined, alsoSay: MessageKey[] = []): Promise<boolean> {
    setFailure(null);
    const result = await placeOrder(addressId);
    if (!result.ok) {
      if (result.message) setFailure(result.message);
      return false;
    }
    setLeaving(true);
    const url = paymentUrl(result.order);
    flashOnNextPage([...alsoSay, 'orderPlaced'], url);
    navigate(url);
    return true;
  }

  return { continueToPayment, placing: placing || leaving, failure, setFailure };
}
