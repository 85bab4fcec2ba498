import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $cart, $cartCount, $cartSummary } from '@/features/cart/cart.store';
import OrderSummary from '@/features/cart/OrderSummary';

/** A checkout step beside the summary of what is being bought (hidden while the cart is empty). */
export default function CheckoutFrame({ children }: { children: ReactNode }) {
  const summary = useStore($cartSummary);
  const count = useStore($cartCount);
  const cart = useStore($cart);
  return (
    <div className={summary ? 'grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start' : 'max-w-4xl'}>
      <div className="min-w-0">{children}</div>
      {summary && (
        <OrderSummary figures={summary} heading="Your order">
          <p className="mt-3 text-sm text-earth-700">
            {count} {count === 1 ? 'item' : 'items'} from {cart.items.length} {cart.items.length === 1 ? 'product' : 'products'}.{' '}
            <a href="/cart" className="font-semibold text-chilli-700 underline underline-offset-2">
              Edit cart
            </a>
          </p>
        </OrderSummary>
      )}
    </div>
  );
}
