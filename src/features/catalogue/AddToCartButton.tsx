import { useStore } from '@nanostores/react';
import { $addingToCart, addToCart } from '@/features/cart/cart.store';
import { addToCartText } from '@/features/cart/add-to-cart-text';

type Props = {
  productId: string;
  /** The product's name, for the button's accessible label. */
  productName: string;
  /** An out-of-stock product cannot be added (the server would refuse it). */
  inStock?: boolean;
  className?: string;
};

/**
 * The wishlist's add-to-cart button; the cart store does the rest (a guest is sent to /login).
 * While the call runs it says 'Adding…' and is locked with aria-disabled, not `disabled`, which
 * would take the focus off the button just pressed (as the cart's QuantityStepper does).
 */
export default function AddToCartButton({ productId, productName, inStock = true, className = 'btn-primary w-full' }: Props) {
  const adding = useStore($addingToCart).includes(productId);
  return (
    <button
      type="button"
      className={className}
      onClick={() => !adding && void addToCart(productId, 1)}
      disabled={!inStock}
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      aria-label={!inStock ? `${productName} is out of stock` : adding ? `Adding ${productName} to cart…` : `Add ${productName} to cart`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {addToCartText(inStock, adding)}
    </button>
  );
}
