import { atom, computed } from 'nanostores';

// Stub for the layout; the storefront core (issue 4) replaces it, keeping these names.
export type CartLine = { _id: string; productId: string; quantity: number; price: number };
export const $cart = atom<{ items: CartLine[] }>({ items: [] });
export const $cartCount = computed($cart, (cart) => cart.items.reduce((n, line) => n + line.quantity, 0));
