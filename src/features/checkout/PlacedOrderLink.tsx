import { useEffect, useState } from 'react';
import { showFlash } from '@/lib/flash';

/** Names the order just placed (and repeats checkout's success toasts) (/payment?id=…&number=…, set by checkout) with a link to its details. */
export default function PlacedOrderLink() {
  const [order, setOrder] = useState<{ id: string; number: string } | null>(null);
  useEffect(() => {
    // 'Order placed' (and 'Address added'), said on the page before, repeated here where it is read.
    showFlash();
    const params = new URLSearchParams(window.location.search);
    const id = params.get('id')?.trim();
    if (id) setOrder({ id, number: params.get('number')?.trim() || id });
  }, []);
  if (!order) return null;
  return (
    <p className="text-earth-800">
      Order <strong data-testid="placed-order-number">{order.number}</strong> ·{' '}
      <a
        href={`/account/orders/viewOrderDetails?id=${encodeURIComponent(order.id)}`}
        className="font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800"
      >
        View order details
      </a>
    </p>
  );
}
