import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { showFlash } from '@/lib/flash';
import { $orderDetail, loadOrder } from '@/features/orders/orders.store';
import { formatRupees } from '@/lib/money';

/**
 * The cash-on-delivery confirmation's order (/payment/cash-on-delivery?id=…&number=…, set by
 * checkout): its number, the amount to keep ready in cash (read from the order itself) and a link
 * to its details.
 */
export default function CashOnDeliveryOrder() {
  const detail = useStore($orderDetail);
  const [placed, setPlaced] = useState<{ id: string; number: string } | null>(null);

  useEffect(() => {
    // 'Order placed' (and 'Address added'), said on the page before, repeated here where it is read.
    showFlash();
    const params = new URLSearchParams(window.location.search);
    const id = params.get('id')?.trim();
    if (!id) return;
    setPlaced({ id, number: params.get('number')?.trim() || id });
    void loadOrder(id);
  }, []);

  if (!placed) return null;
  const order = detail.order?._id === placed.id ? detail.order : null;
  return (
    <div className="mt-4 flex w-full flex-col items-center gap-4">
      <div className="min-h-28 w-full rounded-xl border-2 border-turmeric-500 bg-turmeric-300/30 px-4 py-4" data-testid="cod-amount-box">
        {order ? (
          <>
            <p className="text-sm font-semibold text-earth-800">Amount to pay on delivery</p>
            <p className="mt-1 font-display text-3xl font-semibold text-earth-900 tabular-nums" data-testid="cod-amount">
              {formatRupees(order.total)}
            </p>
            <p className="mt-1 text-sm text-earth-800">Please keep it ready in cash; exact change helps the delivery person.</p>
          </>
        ) : (
          <p className="py-6 text-sm text-earth-800">{detail.loading ? 'Looking up your order total…' : 'Please keep the order total ready in cash.'}</p>
        )}
      </div>
      <p className="text-earth-800">
        Order <strong data-testid="placed-order-number">{order?.orderNumber ?? placed.number}</strong> ·{' '}
        <a
          href={`/account/orders/viewOrderDetails?id=${encodeURIComponent(placed.id)}`}
          className="font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800"
        >
          View order details
        </a>
      </p>
    </div>
  );
}
