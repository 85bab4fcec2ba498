import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { addressLines } from '@/features/addresses/addresses';
import { Breakable } from '@/components/Breakable';
import Loading from '@/components/Loading';
import LoadFailed from '@/components/LoadFailed';
import RequireAuth from '@/components/RequireAuth';
import OrderSummary from '@/features/cart/OrderSummary';
import BuyAgain from './BuyAgain';
import { PLACEHOLDER_IMAGE, productImageSrcset } from '@/lib/images';
import { formatLongDate } from '@/lib/dates';
import { useFocusAfterRender } from '@/lib/focus-after';
import { codePieces } from '@/lib/line-breaks';
import { formatRupees } from '@/lib/money';
import OrderActions from './OrderActions';
import OrderHistory from './OrderHistory';
import OrderProgressBar from './OrderProgressBar';
import OrderStatusBadge from './OrderStatusBadge';
import { paymentMethodLabel, paymentStatusLabel, paysOnDelivery, returnState } from './orders';
import { $orderDetail, loadOrder, type Order } from './orders.store';

/** /account/orders/viewOrderDetails?id=…: the guard, then the real order (DESIGN.md section 5). */
export default function OrderDetailsPage() {
  return (
    <RequireAuth>
      <OrderDetails />
    </RequireAuth>
  );
}

function OrderDetails() {
  const detail = useStore($orderDetail);
  const [id, setId] = useState<string | null>(null);
  const focusAfter = useFocusAfterRender();

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
    setId(wanted);
    if (wanted) void loadOrder(wanted);
  }, []);

  const back = (
    <a href="/account/orders" className="btn-ghost px-3">
      <span aria-hidden="true">←</span> Back to My Orders
    </a>
  );

  if (id === null || (detail.loading && !detail.order)) return <Loading />;
  const order = detail.order?._id === id ? detail.order : null;
  // No answer is not "no such order": the shopper's order is most likely there; she may ask again.
  if (!order && detail.unreachable) return <LoadFailed what="this order" reason={detail.error} onRetry={() => void loadOrder(id)} />;
  if (!order) {
    return (
      <div className="rounded-2xl border border-cream-300 bg-white p-6">
        <p className="font-semibold text-earth-900">We could not find this order.</p>
        {detail.error && <p className="mt-1 text-earth-700">{detail.error}</p>}
        <div className="mt-4">{back}</div>
      </div>
    );
  }

  const date = formatLongDate(order.createdAt);
  return (
    <div className="space-y-6">
      <div>{back}</div>
      <section className="rounded-2xl border border-cream-300 bg-white p-[min(1.25rem,6.25vw)] sm:p-6" aria-labelledby="order-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="order-heading" className="text-2xl font-semibold" tabIndex={-1}>
              Order <span data-testid="order-number">{order.orderNumber}</span>
            </h2>
            {date && <p className="text-sm text-earth-700">Placed on {date}</p>}
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="mt-6">
          <OrderProgressBar status={order.status} />
        </div>
        {order.trackingNumber && (
          // The number breaks between its groups, not mid-group, and the box's padding stops growing past 5% of the screen (decision 193).
          <p className="mt-6 rounded-lg border border-leaf-600 bg-leaf-50 px-[min(1rem,5vw)] py-3 text-sm break-words text-earth-900" data-testid="order-tracking">
            Shipped with <span className="font-semibold">{order.carrier}</span> · Tracking number{' '}
            <span className="font-semibold" data-testid="tracking-number">
              <Breakable pieces={codePieces(order.trackingNumber)} />
            </span>
          </p>
        )}
        {order.cancelReason && (
          <p className="mt-4 text-sm text-earth-700">
            <span className="font-semibold text-earth-900">Why the shop cancelled it:</span> {order.cancelReason}
          </p>
        )}
        <div className="mt-6 flex justify-end">
          <OrderActions order={order} onDone={() => focusAfter(() => document.getElementById('order-heading'))} />
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section className="rounded-2xl border border-cream-300 bg-white p-[min(1.25rem,6.25vw)] sm:p-6" aria-labelledby="items-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="items-heading" className="text-xl font-semibold">
              Items
            </h2>
            {/* A cancelled order was never supplied: it has no invoice (decision 109). */}
            {order.status !== 'cancelled' && (
              <a href={`/account/orders/invoice?id=${encodeURIComponent(order._id)}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-chilli-700 underline underline-offset-2">
                View invoice
              </a>
            )}
          </div>
          <ul className="mt-4 divide-y divide-cream-300">
            {order.items.map((item, i) => (
              <li key={`${item.productId}-${i}`} className="flex flex-wrap items-center gap-3 py-3" data-testid="order-item">
                <img
                  src={item.image || PLACEHOLDER_IMAGE}
                  srcSet={productImageSrcset(item.image || PLACEHOLDER_IMAGE)}
                  sizes="64px"
                  alt=""
                  width="64"
                  height="64"
                  loading="lazy"
                  className="size-[min(4rem,20vw)] shrink-0 rounded-lg bg-cream-200 object-cover"
                />
                {/* The line's total under the name, not beside it: beside it, a large amount left a
                    long name a column a few letters wide on a phone. The name goes under the
                    picture when beside it has not 8rem (large text on a phone: it broke mid-word). */}
                <div className="min-w-[min(8rem,100%)] flex-1">
                  <a href={`/product/${encodeURIComponent(item.productId)}`} className="font-semibold text-earth-900 hover:text-chilli-700 hover:underline">
                    {item.name}
                  </a>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="text-sm text-earth-700 tabular-nums">
                      {item.quantity} × {formatRupees(item.price)}
                    </p>
                    <p className="ml-auto font-semibold tabular-nums">{formatRupees(item.subtotal)}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <BuyAgain order={order} />
          {order.address && (
            <div className="mt-6 border-t border-cream-300 pt-4">
              <h3 className="font-sans text-base font-bold text-earth-900">Delivery address</h3>
              <address className="mt-1 text-sm text-earth-700 not-italic" data-testid="order-address">
                {addressLines(order.address).map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          )}
          <ReturnState order={order} />
        </section>
        <OrderSummary figures={order}>
          <Payment order={order} />
        </OrderSummary>
      </div>
      <OrderHistory events={order.events} />
    </div>
  );
}

/** How the order is paid and whether it is paid yet; for cash on delivery, the amount to keep ready. */
function Payment({ order }: { order: Order }) {
  return (
    <div className="mt-4 border-t border-cream-300 pt-4 text-sm">
      <h3 className="font-sans text-base font-bold text-earth-900">Payment</h3>
      <dl className="mt-2 space-y-1 text-earth-800" data-testid="order-payment">
        <div className="flex justify-between gap-4">
          <dt>Method</dt>
          <dd className="font-semibold" data-testid="payment-method">
            {paymentMethodLabel(order.paymentMethod)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Status</dt>
          <dd className="font-semibold" data-testid="payment-status">
            {paymentStatusLabel(order.paymentStatus)}
          </dd>
        </div>
      </dl>
      {paysOnDelivery(order) && <p className="mt-2 text-earth-700">Please keep {formatRupees(order.total)} ready in cash for the delivery.</p>}
    </div>
  );
}

/** Where a return stands: the shopper's reason, and the shop's answer with its note. */
function ReturnState({ order }: { order: Order }) {
  const state = returnState(order);
  if (!state) return null;
  return (
    <div className="mt-6 border-t border-cream-300 pt-4 text-sm text-earth-700" data-testid="order-return">
      <h3 className="font-sans text-base font-bold text-earth-900">Return</h3>
      <p className="mt-1 font-semibold text-earth-900" data-testid="order-return-state">
        {state}
      </p>
      {order.returnReason && (
        <p className="mt-1 break-words">
          <span className="font-semibold text-earth-900">Return reason:</span> {order.returnReason}
        </p>
      )}
      {order.returnNote && (
        <p className="mt-1 break-words">
          <span className="font-semibold text-earth-900">Note from the shop:</span> {order.returnNote}
        </p>
      )}
    </div>
  );
}
