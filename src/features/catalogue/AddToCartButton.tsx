import { useState } from 'react';
import * as cartStore from '@/features/cart/cart.store';

type Props = {
  productId: string;
  /** The product's name, for the button's accessible label. */
  productName: string;
  quantity?: number;
  className?: string;
};

// The cart store's addToCart lands with the storefront core; until then the button stays inert.
type AddToCart = (productId: string, quantity?: number) => Promise<unknown>;
const addToCart = (cartStore as unknown as { addToCart?: AddToCart }).addToCart;

/** The card's add-to-cart button: the cart store does the rest (guests are sent to /login). */
export default function AddToCartButton({ productId, productName, quantity = 1, className = 'btn-primary w-full' }: Props) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!addToCart) return;
    setBusy(true);
    await addToCart(productId, quantity).finally(() => setBusy(false));
  };
  return (
    <button type="button" className={className} onClick={add} disabled={busy} aria-label={`Add ${productName} to cart`}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Add to Cart
    </button>
  );
}
