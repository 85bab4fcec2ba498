// The header's 'My Cart' badge and label (CartButton.astro), on the cart store. Loaded on every
// storefront page by the layout's one script (decision 085).

import { $cartCount } from '@/features/cart/cart.store';
import { cartButtonLabel } from '@/features/cart/cart';

const BADGE_CLASS =
  'absolute -top-0.5 left-6 min-w-5 rounded-full bg-chilli-700 px-1.5 text-center text-xs leading-5 font-bold text-white';

// Subscribing also loads a signed-in shopper's cart (the store fetches it when first watched).
$cartCount.subscribe((count) => {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-cart-button]')) {
    link.setAttribute('aria-label', cartButtonLabel(count));
    let badge = link.querySelector<HTMLElement>('[data-testid="cart-badge"]');
    if (count > 0) {
      if (!badge) {
        badge = document.createElement('span');
        badge.dataset.testid = 'cart-badge';
        badge.className = BADGE_CLASS;
        link.append(badge);
      }
      badge.textContent = String(count);
    } else {
      badge?.remove();
    }
    link.dataset.live = '';
  }
});
