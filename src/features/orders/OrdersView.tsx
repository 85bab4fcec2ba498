import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Loading from '@/components/Loading';
import LoadFailed from '@/components/LoadFailed';
import RequireAuth from '@/components/RequireAuth';
import { PLACEHOLDER_IMAGE, productImageSrcset } from '@/lib/images';
import { formatLongDate } from '@/lib/dates';
import { useFocusAfterRender } from '@/lib/focus-after';
import { formatRupees } from '@/lib/money';
import OrderActions from './OrderActions';
import OrderStatusBadge from './OrderStatusBadge';
import { ordersTab, splitOrdersByTab, type OrdersTab } from './orders';
import { $orders, loadOrders, type Order } from './orders.store';

/** /account/orders: the guard, then the orders in two tabs, Current and Past (SPEC.md sections 2 and 4). */
export default function OrdersPage() {
  return (
    <RequireAuth>
      <OrdersView />
    </RequireAuth>
  );
}

const TABS: { key: OrdersTab; label: string; empty: string }[] = [
  { key: 'current', label: 'Current Orders', empty: 'You have no orders on their way.' },
  { key: 'past', label: 'Past Orders', empty: 'You have no delivered or cancelled orders yet.' },
];

const MOVED_ID = 'orders-moved';

function OrdersView() {
  const state = useStore($orders);
  const [tab, setTab] = useState<OrdersTab>('current');
  // The order just cancelled from the Current tab: it left the shopper's sight for Past, and is said so where she acted.
  const [moved, setMoved] = useState<Pick<Order, '_id' | 'orderNumber'> | null>(null);
  const tabRefs = useRef<Record<OrdersTab, HTMLButtonElement | null>>({ current: null, past: null });
  const focusAfter = useFocusAfterRender();

  useEffect(() => {
    void loadOrders();
  }, []);

  // Before a list has loaded: the spinner, or, when the load failed, that failure with Try again
  // (the tabs would say "You have no orders" to a shopper who has some).
  if (!state.loaded) return state.failed ? <LoadFailed what="your orders" reason={state.error} onRetry={() => void loadOrders()} /> : <Loading />;

  const split = splitOrdersByTab(state.orders);
  const showTab = (next: OrdersTab) => {
    setTab(next);
    setMoved(null);
  };
  /**
   * After a cancel or a return request on a card. An order cancelled from Current is now in Past:
   * the sentence saying so takes the focus (its card and button are gone from this tab). Otherwise
   * the order stayed: focus goes on from its heading.
   */
  const afterAction = (order: Order, from: OrdersTab) => {
    const now = $orders.get().orders.find((o) => o._id === order._id);
    if (now && ordersTab(now.status) !== from) {
      setMoved({ _id: order._id, orderNumber: order.orderNumber });
      focusAfter(() => document.getElementById(MOVED_ID));
    } else {
      focusAfter(() => document.getElementById(headingId(order._id)) ?? document.getElementById(`orders-panel-${from}`));
    }
  };
  const showMoved = (orderId: string) => {
    showTab('past');
    focusAfter(() => document.getElementById(headingId(orderId)));
  };
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); the active tab alone is in the Tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: OrdersTab = event.key === 'Home' ? 'current' : event.key === 'End' ? 'past' : tab === 'current' ? 'past' : 'current';
    showTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      {state.error && (
        <p role="alert" className="mb-4 rounded-lg border border-chilli-600 bg-chilli-50 px-4 py-3 text-sm font-medium text-chilli-800">
          {state.error}
        </p>
      )}
      <div role="tablist" aria-label="Orders" className="flex flex-wrap gap-x-2 border-b border-cream-300">
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${key}`}
            aria-controls={`orders-panel-${key}`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => showTab(key)}
            onKeyDown={onKeyDown}
            className="-mb-px min-h-11 border-b-3 border-transparent px-3 text-sm font-semibold text-earth-700 hover:text-earth-900 aria-selected:border-chilli-700 aria-selected:text-earth-900 sm:px-4 sm:text-base"
          >
            {label} <span className="ml-1 rounded-full bg-cream-200 px-2 text-xs">{split[key].length}</span>
          </button>
        ))}
      </div>
      {TABS.map(({ key, empty }) => (
        <div
          key={key}
          role="tabpanel"
          id={`orders-panel-${key}`}
          aria-labelledby={`orders-tab-${key}`}
          hidden={tab !== key}
          tabIndex={0}
          className="pt-5"
        >
          {key === 'current' && moved && (
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-leaf-600 bg-leaf-50 px-4 py-3" data-testid="order-moved">
              <p id={MOVED_ID} tabIndex={-1} className="text-sm font-medium text-leaf-700">
                Order {moved.orderNumber} is cancelled. You will find it under Past Orders.
              </p>
              <button type="button" className="btn-outline bg-white" onClick={() => showMoved(moved._id)}>
                Show Past Orders
              </button>
            </div>
          )}
          {split[key].length === 0 ? (
            <div className="rounded-2xl border border-dashed border-earth-500 bg-white px-6 py-10 text-center">
              <p className="text-earth-800">{empty}</p>
              <a href="/productsList" className="btn-primary mt-4">
                Browse products
              </a>
            </div>
          ) : (
            <ul className="space-y-4">
              {split[key].map((order) => (
                <OrderCard key={order._id} order={order} onDone={() => afterAction(order, key)} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

const headingId = (orderId: string) => `order-${orderId}-heading`;

function OrderCard({ order, onDone }: { order: Order; onDone: () => void }) {
  const count = order.items.reduce((n, item) => n + item.quantity, 0);
  const detailsHref = `/account/orders/viewOrderDetails?id=${encodeURIComponent(order._id)}`;
  return (
    <li className="rounded-2xl border border-cream-300 bg-white p-4 sm:p-5" data-testid="order-card" data-order-id={order._id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId(order._id)} className="font-sans text-base font-bold text-earth-900" tabIndex={-1}>
            Order <span data-testid="order-number">{order.orderNumber}</span>
          </h2>
          <p className="text-sm text-earth-700">
            {formatLongDate(order.createdAt) && <>Placed on {formatLongDate(order.createdAt)} · </>}
            {count} {count === 1 ? 'item' : 'items'} · <span className="font-semibold text-earth-900">{formatRupees(order.total)}</span>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={`Items in order ${order.orderNumber}`}>
        {order.items.map((item, i) => (
          <li key={`${item.productId}-${i}`} className="shrink-0">
            <img
              src={item.image || PLACEHOLDER_IMAGE}
              srcSet={productImageSrcset(item.image || PLACEHOLDER_IMAGE)}
              sizes="56px"
              alt={`${item.name} × ${item.quantity}`}
              title={`${item.name} × ${item.quantity}`}
              width="56"
              height="56"
              loading="lazy"
              className="size-14 rounded-lg bg-cream-200 object-cover"
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        {/* Its words start on the line of the card's own text; the padding that makes the target
            44 px tall reaches into the card's margin instead. */}
        <a href={detailsHref} className="btn-ghost -ml-3 self-start px-3 text-chilli-700" aria-label={`View details of order ${order.orderNumber}`}>
          View details <span aria-hidden="true">→</span>
        </a>
        <OrderActions order={order} onDone={onDone} />
      </div>
    </li>
  );
}
