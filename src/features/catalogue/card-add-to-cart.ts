// The product cards' Add to Cart buttons (CardAddToCart.astro): one delegated click listener on
// the cart store. Loaded on every storefront page by the layout's one script (decision 085).

import { $addingToCart, addToCart } from '@/features/cart/cart.store';

const buttons = () => document.querySelectorAll<HTMLButtonElement>('button[data-add-to-cart]');

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-add-to-cart]');
  if (!button || button.disabled) return;
  void addToCart(button.dataset.addToCart ?? '', 1);
});

// A button is disabled while its product is being added, so a second click cannot add it twice.
$addingToCart.subscribe((adding) => {
  for (const button of buttons()) {
    button.disabled = button.dataset.outOfStock !== undefined || adding.includes(button.dataset.addToCart ?? '');
    button.dataset.live = '';
  }
});
