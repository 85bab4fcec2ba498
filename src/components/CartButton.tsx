import { useStore } from '@nanostores/react';
import { $cartCount } from '@/features/cart/cart.store';

/** 'My Cart' with a badge of the summed quantity, hidden at 0. */
export default function CartButton() {
  const count = useStore($cartCount);
  const label = count > 0 ? `My Cart, ${count} item${count === 1 ? '' : 's'}` : 'My Cart';
  return (
    <a
      href="/cart"
      aria-label={label}
      className="relative inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-earth-800 hover:bg-cream-200"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="hidden sm:inline">My Cart</span>
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 left-6 min-w-5 rounded-full bg-chilli-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </a>
  );
}
