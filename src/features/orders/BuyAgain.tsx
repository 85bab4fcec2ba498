import { useRef, useState } from 'react';
import { addManyToCart } from '@/features/cart/cart.store';
import { useBusyWork } from '@/lib/focus-after';
import { boughtAgainSaid } from './orders';
import type { Order } from './orders.store';

/**
 * Buy again (decision 197): the order's products, in its quantities, put in the cart at today's
 * prices, for the shopper who orders the same masala every month. What went in and what did not is
 * said beside the button, with the way to the cart; nothing is bought until she checks out.
 */
export default function BuyAgain({ order }: { order: Order }) {
  const { busy, work } = useBusyWork();
  const [said, setSaid] = useState<{ text: string; added: boolean } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buy = () =>
    work(
      async () => {
        setSaid(null);
        const outcome = await addManyToCart(order.items);
        setSaid({ text: boughtAgainSaid(outcome, order.items.length), added: outcome.added > 0 });
      },
      () => buttonRef.current,
    );
  return (
    <div className="mt-4">
      <button ref={buttonRef} type="button" className="btn-outline w-full sm:w-auto" onClick={buy} disabled={busy} aria-busy={busy}>
        {busy ? 'Adding to your cart…' : 'Buy again'}
      </button>
      <div role="status" className="text-sm">
        {said && (
          <p className={`mt-3 rounded-lg border px-4 py-3 font-medium ${said.added ? 'border-leaf-600 bg-leaf-50 text-leaf-700' : 'border-chilli-600 bg-chilli-50 text-chilli-800'}`} data-testid="bought-again">
            {said.text}{' '}
            {said.added && (
              <a href="/cart" className="font-semibold underline underline-offset-2">
                Go to your cart
              </a>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
