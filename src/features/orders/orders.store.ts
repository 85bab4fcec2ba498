import { atom } from 'nanostores';
import { $user } from '@/features/auth/auth.store';
import { fetchCart } from '@/features/cart/cart.store';
import { api } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/client';
import * as ordersApi from '@/lib/api/orders';
import type { Order } from '@/lib/api/orders';
import { errorText, showErrorToast, toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { canCancel, canReturn, isHiddenOrdersError } from './orders';

export type { Order };

export type OrdersState = {
  orders: Order[];
  loading: boolean;
  loaded: boolean;
  /** The error text the orders page shows, or null (403/forbidden/unauthorized texts are hidden). */
  error: string | null;
};
export type OrderDetailState = { order: Order | null; loading: boolean; error: string | null };

const NO_ORDERS: OrdersState = { orders: [], loading: false, loaded: false, error: null };
const NO_ORDER: OrderDetailState = { order: null, loading: false, error: null };

export const $orders = atom<OrdersState>(NO_ORDERS);
export const $orderDetail = atom<OrderDetailState>(NO_ORDER);
/** True while an order is being placed (the continue button is disabled meanwhile). */
export const $placingOrder = atom(false);

$user.listen((user) => {
  if (!user) {
    $orders.set(NO_ORDERS);
    $orderDetail.set(NO_ORDER);
  }
});

/** Shows a failure unless its text is one the orders pages hide; returns the text to show, or null. */
function tellOrdersFailure(error: unknown, fallback: 'ordersLoadFailed' | 'orderLoadFailed'): string | null {
  const text = errorText(error, fallback);
  if (isHiddenOrdersError(text) || (isApiError(error) && (error.status === 401 || error.status === 403))) return null;
  showErrorToast(text);
  return text;
}

export async function loadOrders(): Promise<Order[]> {
  $orders.set({ ...$orders.get(), loading: true, error: null });
  try {
    const { orders } = await ordersApi.listOrders(api);
    $orders.set({ orders, loading: false, loaded: true, error: null });
    return orders;
  } catch (error) {
    $orders.set({ ...$orders.get(), loading: false, error: tellOrdersFailure(error, 'ordersLoadFailed') });
    return $orders.get().orders;
  }
}

/** Loads one order for the detail page. */
export async function loadOrder(id: string): Promise<Order | null> {
  $orderDetail.set({ order: $orderDetail.get().order?._id === id ? $orderDetail.get().order : null, loading: true, error: null });
  try {
    const order = await ordersApi.getOrder(api, id);
    $orderDetail.set({ order, loading: false, error: null });
    return order;
  } catch (error) {
    $orderDetail.set({ order: null, loading: false, error: tellOrdersFailure(error, 'orderLoadFailed') });
    return null;
  }
}

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
    const order = await ordersApi.placeOrder(api, addressId);
    toastSuccess('orderPlaced');
    if (order && $orders.get().loaded) $orders.set({ ...$orders.get(), orders: [order, ...$orders.get().orders] });
    // The server emptied the cart.
    await fetchCart();
    return { ok: true, order };
  } catch (error) {
    return { ok: false, message: toastError(error, 'orderPlaceFailed') };
  } finally {
    $placingOrder.set(false);
  }
}

function patchOrder(id: string, change: Partial<Order>): void {
  const list = $orders.get();
  $orders.set({ ...list, orders: list.orders.map((o) => (o._id === id ? { ...o, ...change } : o)) });
  const detail = $orderDetail.get();
  if (detail.order?._id === id) $orderDetail.set({ ...detail, order: { ...detail.order, ...change } });
}

const known = (id: string): Order | undefined =>
  $orders.get().orders.find((o) => o._id === id) ?? ($orderDetail.get().order?._id === id ? ($orderDetail.get().order ?? undefined) : undefined);

/**
 * Cancels an order (the page asks for confirmation first). Locally its status becomes cancelled.
 * False on failure, so the page can also show 'Failed to cancel order.'.
 */
export async function cancelOrder(id: string): Promise<boolean> {
  const order = known(id);
  if (order && !canCancel(order)) return false;
  try {
    await ordersApi.cancelOrder(api, id);
  } catch (error) {
    toastError(error, 'orderCancelFailed');
    return false;
  }
  patchOrder(id, { status: 'cancelled' });
  toastSuccess('orderCancelled');
  return true;
}

/**
 * Asks to return a delivered order, with an optional reason. Locally its returnStatus becomes
 * 'requested'. False on failure, so the page can also show 'Failed to request return.'.
 */
export async function returnOrder(id: string, reason?: string): Promise<boolean> {
  const order = known(id);
  if (order && !canReturn(order)) return false;
  try {
    await ordersApi.returnOrder(api, id, reason);
  } catch (error) {
    toastError(error, 'orderReturnFailed');
    return false;
  }
  patchOrder(id, { returnStatus: 'requested', returnReason: reason?.trim() ?? '' });
  toastSuccess('returnRequested');
  return true;
}
