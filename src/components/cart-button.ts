// The header's 'My Cart' badge and label (CartButton.astro), on the cart store. Loaded on every
// storefront page by the layout's one script (decision 085).

import { $cartCount } from '@/features/cart/cart.store';
import { cartButtonLabel } from '@/features/cart/cart';

// Over the icon's top-right corner: the link's padding (0.75rem) and 12 px into the 22 px icon, so it
// moves with the icon. As left-6 it doubled with the text, and at 200% on a phone it stood past the
// link and 3 px past the screen's edge: the page scrolled sideways. 24 px at normal text, as before.
const BADGE_CLASS =
  'absolute -top-0.5 left-[calc(0.75rem+12px)] min-w-5 rounded-full bg-chilli-700 px-1.5 text-center text-xs leading-5 font-bold text-white';

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
