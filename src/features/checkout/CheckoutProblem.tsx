/**
 * Why the order could not be placed (an empty cart, a product without enough stock: the server's
 * own message), said on the page beside the toast, with the way to fix it.
 */
export default function CheckoutProblem({ message, addressJustSaved = false }: { message: string | null; addressJustSaved?: boolean }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <div className="mb-4 rounded-2xl border border-chilli-600 bg-chilli-50 p-4 text-chilli-800" data-testid="checkout-problem">
          <p className="font-semibold">We could not place your order.</p>
          <p className="mt-1">{message}</p>
          <p className="mt-2 text-sm">
            {addressJustSaved ? 'Your address is saved and selected. ' : ''}Please{' '}
            <a href="/cart" className="font-semibold underline underline-offset-2">
              check your cart
            </a>
            , then{' '}
            <a href="/savedAddress" className="font-semibold underline underline-offset-2">
              continue from your saved addresses
            </a>
            .
          </p>
        </div>
      )}
    </div>
  );
}
