import { atom } from 'nanostores';
import { $user } from '@/features/auth/session.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/client';
import * as ordersApi from '@/lib/api/orders';
import type { Order } from '@/lib/api/orders';
import { errorText, showErrorToast } from '@/lib/toast';
import { canCancel, canReturn, isHiddenOrdersError } from './orders';
import { messages } from '@/lib/messages';

export type { Order };

export type OrdersState = {
  orders: Order[];
  loading: boolean;
  loaded: boolean;
  /** The error text the orders page shows, or null (403/forbidden/unauthorized texts are hidden). */
  error: string | null;
  /** The last load failed, whatever its text: before any list has loaded, the page says so with Try again. */
  failed: boolean;
};
export type OrderDetailState = {
  order: Order | null;
  loading: boolean;
  error: string | null;
  /** The load got no answer or a server failure (not a refusal): the order may well be there, so try again. */
  unreachable: boolean;
};

const NO_ORDERS: OrdersState = { orders: [], loading: false, loaded: false, error: null, failed: false };
const NO_ORDER: OrderDetailState = { order: null, loading: false, error: null, unreachable: false };

/** No answer came (a dropped call on a slow network) or the server failed: asking again may work. */
const unreachable = (error: unknown): boolean => !isApiError(error) || error.status === 0 || error.status >= 500;

export const $orders = atom<OrdersState>(NO_ORDERS);
export const $orderDetail = atom<OrderDetailState>(NO_ORDER);

$user.listen((user) => {
  if (!user) {
    $orders.set(NO_ORDERS);
    $orderDetail.set(NO_ORDER);
  }
});

/** Shows a failure unless its text is one the orders pages hide; returns the text to show, or null. */
function tellOrdersFailure(error: unknown, fallback: string): string | null {
  const text = errorText(error, fallback);
  if (isHiddenOrdersError(text) || (isApiError(error) && (error.status === 401 || error.status === 403))) return null;
  showErrorToast(text);
  return text;
}

export async function loadOrders(): Promise<Order[]> {
  $orders.set({ ...$orders.get(), loading: true, error: null, failed: false });
  const list = await runAction({ run: () => ordersApi.listOrders(api), failure: (error) => tellOrdersFailure(error, messages.ordersLoadFailed) });
  if (!list.ok) {
    $orders.set({ ...$orders.get(), loading: false, error: list.message, failed: true });
    return $orders.get().orders;
  }
  const { orders } = list.value;
  $orders.set({ orders, loading: false, loaded: true, error: null, failed: false });
  return orders;
}

/** Loads one order for the detail page. */
export async function loadOrder(id: string): Promise<Order | null> {
  $orderDetail.set({ order: $orderDetail.get().order?._id === id ? $orderDetail.get().order : null, loading: true, error: null, unreachable: false });
  const order = await runAction({ run: () => ordersApi.getOrder(api, id), failure: (error) => tellOrdersFailure(error, messages.orderLoadFailed) });
  $orderDetail.set(
    order.ok
      ? { order: order.value, loading: false, error: null, unreachable: false }
      : { order: null, loading: false, error: order.message, unreachable: unreachable(order.error) },
  );
  return order.ok ? order.value : null;
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
  const cancelled = await runAction({ run: () => ordersApi.cancelOrder(api, id), success: messages.orderCancelled, failure: messages.orderCancelFailed });
  // The order as the server now has it: its payment refunded, its 'cancelled' event.
  if (cancelled.ok) patchOrder(id, cancelled.value ?? { status: 'cancelled' });
  return cancelled.ok;
}

/**
 * Asks to return a delivered order, with an optional reason. Locally its returnStatus becomes
 * 'requested'. False on failure, so the page can also show 'Failed to request return.'.
 */
export async function returnOrder(id: string, reason?: string): Promise<boolean> {
  const order = known(id);
  if (order && !canReturn(order)) return false;
  const requested = await runAction({ run: () => ordersApi.returnOrder(api, id, reason), success: messages.returnRequested, failure: messages.orderReturnFailed });
  if (requested.ok) patchOrder(id, requested.value ?? { returnStatus: 'requested', returnReason: reason?.trim() ?? '' });
  return requested.ok;
}
