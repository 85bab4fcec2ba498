// The product cards' Add to Cart buttons (CardAddToCart.astro): one delegated click listener on
// the cart store. Loaded on every storefront page by the layout's one script (decision 085).

import { $addingToCart, addToCart } from '@/features/cart/cart.store';
import { addToCartText } from '@/features/cart/add-to-cart-text';

const buttons = () => document.querySelectorAll<HTMLButtonElement>('button[data-add-to-cart]');

/**
 * How long a card's button says 'Added'. The toast that says it too may take seconds to
 * come on a slow phone (the toaster is downloaded at the first one), and a button back at 'Add to
 * Cart' meanwhile looked like a tap that did nothing, and was tapped again: two in the cart.
 */
const ADDED_FOR_MS = 3000;

/** The button's words (the label announced stays its aria-label, "Add … to cart"). */
function showState(button: HTMLButtonElement, adding: boolean): void {
  const words = addToCartText(button.dataset.outOfStock === undefined, adding, button.dataset.added !== undefined);
  const label = button.querySelector('[data-label]');
  if (label && label.textContent !== words) label.textContent = words;
}

/** Says 'Added' on the button pressed, for a moment. */
function showAdded(button: HTMLButtonElement): void {
  button.dataset.added = '';
  showState(button, false);
  setTimeout(() => {
    delete button.dataset.added;
    showState(button, false);
  }, ADDED_FOR_MS);
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-add-to-cart]');
  if (!button || button.disabled) return;
  void addToCart(button.dataset.addToCart ?? '', 1).then((added) => added && showAdded(button));
});

// A button is disabled while its product is being added, so a second click cannot add it twice,
// and says 'Adding…', as the product page's and the wishlist's do.
$addingToCart.subscribe((adding) => {
  for (const button of buttons()) {
    const busy = adding.includes(button.dataset.addToCart ?? '');
    button.disabled = button.dataset.outOfStock !== undefined || busy;
    showState(button, busy);
    button.dataset.live = '';
  }
});
