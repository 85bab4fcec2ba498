import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $addingToCart, addToCart } from '@/features/cart/cart.store';
import { addToCartText } from '@/features/cart/add-to-cart-text';
import { $user } from '@/features/auth/session.store';
import { $wishlistBusy, $wishlistIds, ensureWishlistLoaded, toggleWishlist } from '@/features/wishlist/wishlist.store';
import StockAlertButton from './StockAlertButton';

type Props = { productId: string; inStock: boolean };

/** A whole number from 1 up; anything else is 1. */
function parseQuantity(value: string): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/**
 * Quantity stepper (from 1, minimum 1, no maximum), Add to Cart and Wishlist. A button the shopper
 * has just pressed is locked with aria-disabled, not `disabled` (− at 1, Add to Cart and Wishlist
 * while their calls run), which would take the focus off it and leave it on the page's body (the
 * cart's QuantityStepper and the wishlist's AddToCartButton do the same). The field holds what
 * the shopper types, empty included, and is made a whole number from 1 when she leaves it: put
 * back to 1 the moment it was emptied, it turned a 4 typed over the 1 into 14.
 */
export default function ProductPurchase({ productId, inStock }: Props) {
  const [typed, setTyped] = useState('1');
  // Said under the buttons once the product is in the cart, until the quantity is changed: the
  // toast (SPEC.md section 8) is gone after 2 seconds, before a slow reader has read it.
  const [added, setAdded] = useState(false);
  const quantity = parseQuantity(typed);
  const setQuantity = (next: number) => {
    setTyped(String(next));
    setAdded(false);
  };
  const input = useRef<HTMLInputElement>(null);
  const adding = useStore($addingToCart).includes(productId);
  const wishing = useStore($wishlistBusy).includes(productId);
  // Pressed while the product is in the signed-in shopper's wishlist; pressing it again takes it out.
  const wished = useStore($wishlistIds).includes(productId);
  const userId = useStore($user)?._id;
  useEffect(() => {
    if (userId) ensureWishlistLoaded();
  }, [userId]);

  const setFromInput = (value: string) => {
    setTyped(value);
    setAdded(false);
  };
  // The island hydrates when the shopper reaches for it (client:interaction): a quantity typed into
  // the server's field while its code was on the way is taken, not put back to 1. The field is
  // what Add to Cart reads: the state once hydrated, and the typed number in the moment before.
  useEffect(() => {
    const early = input.current?.value;
    if (early !== undefined && early !== '1') setFromInput(early);
  }, []);
  const chosenQuantity = () => (input.current ? parseQuantity(input.current.value) : quantity);
  const add = async () => {
    if (adding) return;
    setAdded(false);
    setAdded(await addToCart(productId, chosenQuantity()));
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center rounded-full border border-earth-500 bg-white" role="group" aria-label="Quantity">
          <button
            type="button"
            className="quantity-step rounded-l-full aria-disabled:cursor-not-allowed aria-disabled:text-earth-500 aria-disabled:hover:bg-transparent"
            // Locked at 1 (aria-disabled still lets the press through): it changes nothing, the Added note included.
            onClick={() => quantity > 1 && setQuantity(quantity - 1)}
            aria-disabled={quantity <= 1}
            aria-label="Decrease quantity"
          >
            −
          </button>
          <label htmlFor={`qty-${productId}`} className="sr-only">
            Quantity
          </label>
          <input
            id={`qty-${productId}`}
            ref={input}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={typed}
            onChange={(e) => setFromInput(e.currentTarget.value)}
            onBlur={() => setQuantity(quantity)}
            className="quantity-input"
            data-testid="quantity"
          />
          <button
            type="button"
            className="quantity-step rounded-r-full"
            onClick={() => setQuantity(quantity + 1)}
            aria-label="Increase quantity"
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="btn-primary min-w-[min(10rem,100%)] flex-1 sm:flex-none"
          onClick={() => void add()}
          disabled={!inStock}
          aria-disabled={adding || undefined}
          aria-busy={adding || undefined}
        >
          {addToCartText(inStock, adding)}
        </button>
        <button
          type="button"
          className="btn-outline aria-pressed:border-chilli-700 aria-pressed:bg-chilli-50 aria-pressed:text-chilli-800"
          onClick={() => !wishing && void toggleWishlist(productId)}
          aria-disabled={wishing || undefined}
          aria-busy={wishing || undefined}
          aria-pressed={wished}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill={wished ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
          </svg>
          Wishlist
        </button>
      </div>
      {!inStock && <StockAlertButton productId={productId} />}
      {/* Out of the buttons' row, whose gap kept 12 px of blank under them while the note was empty:
          its space comes with its words. The live region itself is always there, to be announced. */}
      <p role="status" className="text-sm font-semibold text-leaf-700 not-empty:mt-3" data-testid="added-note">
        {added && (
          <>
            Added to your cart.{' '}
            <a href="/cart" className="text-chilli-700 underline underline-offset-2 hover:text-chilli-800">
              View cart
            </a>
          </>
        )}
      </p>
    </div>
  );
}
