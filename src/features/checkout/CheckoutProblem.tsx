import type { PlaceOrderRefusal } from './checkout.store';

const link = 'font-semibold underline underline-offset-2';

/** The problem's box, for a page to bring it into view with the focus. */
export const CHECKOUT_PROBLEM_ID = 'checkout-problem';

/**
 * Why the order could not be placed (an empty cart, a product without enough stock, an address the
 * shop does not deliver to, too many of her orders waiting: the server's own message), said on the
 * page beside the toast, with the way to fix it.
 */
export default function CheckoutProblem({
  failure,
  addressJustSaved = false,
}: {
  failure: { message: string; refusal: PlaceOrderRefusal } | null;
  addressJustSaved?: boolean;
}) {
  return (
    <div role="alert" aria-live="assertive">
      {failure && (
        <div
          id={CHECKOUT_PROBLEM_ID}
          tabIndex={-1}
          className="mb-4 scroll-mt-40 rounded-2xl border border-chilli-600 bg-chilli-50 p-4 text-chilli-800"
          data-testid="checkout-problem"
        >
          <p className="font-semibold">We could not place your order.</p>
          <p className="mt-1">{failure.message}</p>
          {failure.refusal === 'orders' ? (
            <p className="mt-2 text-sm">
              Your cart is kept. See{' '}
              <a href="/account/orders" className={link}>
                My Orders
              </a>
              .
            </p>
          ) : failure.refusal === 'delivery' ? (
            <p className="mt-2 text-sm">
              Please{' '}
              <a href="/savedAddress" className={link}>
                choose another saved address
              </a>{' '}
              or{' '}
              <a href="/add-address" className={link}>
                add a new one
              </a>
              .
            </p>
          ) : (
            <p className="mt-2 text-sm">
              {addressJustSaved ? 'Your address is saved and selected. ' : ''}Please{' '}
              <a href="/cart" className={link}>
                check your cart
              </a>
              , then{' '}
              <a href="/savedAddress" className={link}>
                continue from your saved addresses
              </a>
              .
            </p>
          )}
        </div>
      )}
    </div>
  );
}
