import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { flashOnNextPage } from '@/lib/flash';
import type { PaymentMethod } from '@/lib/api/orders';
import { navigate } from '@/lib/navigate';
import { $paymentMethod, $placingOrder, placeOrder, type PlaceOrderRefusal } from './checkout.store';
import { messages } from '@/lib/messages';

/**
 * Where checkout lands once the order is placed: 'Payment Successful' (/payment) for the simulated
 * online payment, the pay-on-delivery confirmation for cash on delivery (decision 054). The query
 * lets the page name the order; `chosen` counts when the answer carried no order.
 */
export function paymentUrl(order: { _id: string; orderNumber: string; paymentMethod?: PaymentMethod } | null, chosen: PaymentMethod = 'online'): string {
  const page = (order?.paymentMethod ?? chosen) === 'cod' ? '/payment/cash-on-delivery' : '/payment';
  if (!order) return page;
  const query = new URLSearchParams({ id: order._id, number: order.orderNumber });
  return `${page}?${query}`;
}

/**
 * The one way checkout places an order (docs/decisions/051-where-checkout-places-the-order.md):
 * both /shippingDetails and /savedAddress call `continueToPayment(addressId)`. On success the
 * shopper goes to /payment (or the cash-on-delivery confirmation); on failure (empty cart, stock
 * conflict, a PIN code the shop does not deliver to) the page keeps the message to explain it
 * beside the toast.
 */
export function useContinueToPayment() {
  const placing = useStore($placingOrder);
  const [failure, setFailure] = useState<{ message: string; refusal: PlaceOrderRefusal } | null>(null);
  const [leaving, setLeaving] = useState(false);

  /** `alsoSay`: success toasts of the step before (e.g. 'Address added') to repeat on /payment. */
  async function continueToPayment(addressId: string | null | undefined, alsoSay: string[] = []): Promise<boolean> {
    setFailure(null);
    const result = await placeOrder(addressId);
    if (!result.ok) {
      if (result.message) setFailure({ message: result.message, refusal: result.refusal });
      return false;
    }
    setLeaving(true);
    const url = paymentUrl(result.order, $paymentMethod.get());
    flashOnNextPage([...alsoSay, messages.orderPlaced], url);
    navigate(url);
    return true;
  }

  return { continueToPayment, placing: placing || leaving, failure, setFailure };
}
