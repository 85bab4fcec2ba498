/** Checkout with nothing to buy: said before the shopper fills anything in. */
export function EmptyCartNotice() {
  return (
    <div role="status" className="mb-4 rounded-2xl border border-turmeric-500 bg-turmeric-300/30 p-4 text-earth-900" data-testid="checkout-empty-cart">
      <p className="font-semibold">Your cart is empty</p>
      <p className="mt-1 text-sm">
        Add something to your cart before you continue to payment.{' '}
        <a href="/productsList" className="font-semibold text-chilli-700 underline underline-offset-2">
          Continue shopping
        </a>
      </p>
    </div>
  );
}
