import { useStore } from '@nanostores/react';
import { $addingToCart, addToCart } from '@/features/cart/cart.store';

type Props = {
  productId: string;
  /** The product's name, for the button's accessible label. */
  productName: string;
  /** An out-of-stock product cannot be added (the server would refuse it). */
  inStock?: boolean;
  className?: string;
};

/** The card's add-to-cart button; the cart store does the rest (a guest is sent to /login). */
export default function AddToCartButton({ productId, productName, inStock = true, className = 'btn-primary w-full' }: Props) {
  const adding = useStore($addingToCart).includes(productId);
  return (
    <button
      type="button"
      className={className}
      onClick={() => void addToCart(productId, 1)}
      disabled={adding || !inStock}
      aria-label={inStock ? `Add ${productName} to cart` : `${productName} is out of stock`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {inStock ? 'Add to Cart' : 'Out of Stock'}
    </button>
  );
}
