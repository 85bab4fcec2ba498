import { atom } from 'nanostores';
import { fetchCart } from '@/features/cart/cart.store';
import { $orders } from '@/features/orders/orders.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import * as ordersApi from '@/lib/api/orders';
import type { Order } from '@/lib/api/orders';
import { toastErrorText } from '@/lib/toast';

/** True while an order is being placed (the continue button is disabled meanwhile). */
export const $placingOrder = atom(false);

export type PlaceOrderResult = { ok: true; order: Order | null } | { ok: false; message: string };

/**
 * Places the order from the cart and the chosen address (DESIGN.md section 5, decision 051).
 * A second call while one runs is refused. On failure the message (the server's, e.g. a stock
 * conflict, else the fallback) is toasted and returned for the page's alert.
 */
export async function placeOrder(addressId: string | null | undefined): Promise<PlaceOrderResult> {
  if (!addressId) return { ok: false, message: toastErrorText('selectAddressToContinue') };
  if ($placingOrder.get()) return { ok: false, message: '' };
  $placingOrder.set(true);
  try {
    const placed = await runAction({ run: () => ordersApi.placeOrder(api, addressId), success: 'orderPlaced', failure: 'orderPlaceFailed' });
    if (!placed.ok) return { ok: false, message: placed.message ?? '' };
    const order = placed.value;
    if (order && $orders.get().loaded) $orders.set({ ...$orders.get(), orders: [order, ...$orders.get().orders] });
    // The server emptied the cart.
    await fetchCart();
    return { ok: true, order };
  } finally {
    $placingOrder.set(false);
  }
}
