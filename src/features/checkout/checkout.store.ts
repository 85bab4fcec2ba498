import { atom } from 'nanostores';
import { fetchCart } from '@/features/cart/cart.store';
import { $orders } from '@/features/orders/orders.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import { fieldErrors, isApiError } from '@/lib/api/client';
import * as ordersApi from '@/lib/api/orders';
import type { Order, PaymentMethod } from '@/lib/api/orders';
import { toastErrorText } from '@/lib/toast';
import { messages } from '@/lib/messages';

/** True while an order is being placed (the continue button is disabled meanwhile). */
export const $placingOrder = atom(false);

/** How the shopper will pay: the simulated online payment (the specification's flow) unless they choose cash on delivery. */
export const $paymentMethod = atom<PaymentMethod>('online');

export function choosePaymentMethod(method: PaymentMethod): void {
  $paymentMethod.set(method);
}

/** Why an order was not placed: the delivery address (the shop does not deliver to its PIN code), or anything else. */
/** What the page offers to fix a refusal: another address, her orders (too many waiting), or her cart. */
export type PlaceOrderRefusal = 'delivery' | 'orders' | 'other';
export type PlaceOrderResult = { ok: true; order: Order | null } | { ok: false; message: string; refusal: PlaceOrderRefusal };

function refusalOf(error: unknown): PlaceOrderRefusal {
  if (!isApiError(error)) return 'other';
  if (error.status === 422) return 'delivery';
  return fieldErrors(error.data).orders ? 'orders' : 'other';
}

/**
 * Places the order from the cart and the chosen address, paid the chosen way (DESIGN.md sections 5
 * and 10, decision 051). A second call while one runs is refused. On failure the message (the
 * server's, e.g. a stock conflict or a PIN code the shop does not deliver to, else the fallback)
 * is toasted and returned for the page's alert.
 */
export async function placeOrder(addressId: string | null | undefined): Promise<PlaceOrderResult> {
  if (!addressId) return { ok: false, message: toastErrorText(messages.selectAddressToContinue), refusal: 'other' };
  if ($placingOrder.get()) return { ok: false, message: '', refusal: 'other' };
  $placingOrder.set(true);
  try {
    const placed = await runAction({
      run: () => ordersApi.placeOrder(api, addressId, $paymentMethod.get()),
      success: messages.orderPlaced,
      failure: messages.orderPlaceFailed,
    });
    if (!placed.ok) {
      // 422: the address's PIN code is not one the shop delivers to; a 409 at `orders`: too many of
      // her orders wait for the shop (docs/api.md, Orders).
      const refusal = refusalOf(placed.error);
      return { ok: false, message: placed.message ?? '', refusal };
    }
    const order = placed.value;
    if (order && $orders.get().loaded) $orders.set({ ...$orders.get(), orders: [order, ...$orders.get().orders] });
    // The server emptied the cart.
    await fetchCart();
    return { ok: true, order };
  } finally {
    $placingOrder.set(false);
  }
}
