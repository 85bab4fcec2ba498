import { atom, computed, onMount } from 'nanostores';
import { $user } from '@/features/auth/auth.store';
import { api } from '@/lib/api/browser';
import * as cartApi from '@/lib/api/cart';
import type { CartItem } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/client';
import { currentPath, navigate } from '@/lib/navigate';
import { loginUrl } from '@/lib/redirect';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { cartCount, cartSummary, clampQuantity, removesLine } from './cart';

/** A cart line; `mutating` is true while a call on it runs, and the line is locked meanwhile. */
export type CartLine = CartItem & { mutating: boolean };
export type CartState = {
  items: CartLine[];
  /** A fetch is running. */
  loading: boolean;
  /** The cart has been fetched at least once for the signed-in user. */
  loaded: boolean;
};

const EMPTY: CartState = { items: [], loading: false, loaded: false };

export const $cart = atom<CartState>(EMPTY);
/** The header badge's number (shown only above 0). */
export const $cartCount = computed($cart, (cart) => cartCount(cart.items));
/** The summary in rupees, or null when the cart is empty. */
export const $cartSummary = computed($cart, (cart) => cartSummary(cart.items));
/** Products whose add-to-cart call is running (their buttons can show it and refuse a second click). */
export const $addingToCart = atom<readonly string[]>([]);

const lockedLines = new Set<string>();
// Only the newest fetch may land; a reset or a clear also invalidates older answers.
let fetchSeq = 0;
let fetchedForUserId: string | null = null;

const withLocks = (items: readonly CartItem[]): CartLine[] =>
  items.map((line) => ({ ...line, mutating: lockedLines.has(line._id) }));

function setLock(lineId: string, locked: boolean): void {
  if (locked) lockedLines.add(lineId);
  else lockedLines.delete(lineId);
  const cart = $cart.get();
  $cart.set({ ...cart, items: cart.items.map((line) => (line._id === lineId ? { ...line, mutating: locked } : line)) });
}

/** Empties the cart in memory (signed out). */
export function resetCart(): void {
  fetchSeq += 1;
  fetchedForUserId = null;
  lockedLines.clear();
  $addingToCart.set([]);
  $cart.set(EMPTY);
}

/** Fetches the signed-in user's cart; true when it landed. A guest's cart is simply empty. */
export async function fetchCart(): Promise<boolean> {
  const user = $user.get();
  if (!user) {
    resetCart();
    return false;
  }
  const seq = ++fetchSeq;
  fetchedForUserId = user._id;
  $cart.set({ ...$cart.get(), loading: true });
  try {
    const cart = await cartApi.getCart(api);
    if (seq !== fetchSeq) return false;
    $cart.set({ items: withLocks(cart.items), loading: false, loaded: true });
    return true;
  } catch (error) {
    if (seq !== fetchSeq) return false;
    $cart.set({ ...$cart.get(), loading: false });
    toastError(error, 'cartLoadFailed');
    return false;
  }
}

// Whenever something shows the cart, keep it in step with who is signed in.
onMount($cart, () =>
  $user.subscribe((user) => {
    if (!user) {
      if ($cart.get() !== EMPTY) resetCart();
    } else if (user._id !== fetchedForUserId) {
      void fetchCart();
    }
  }),
);
// Signing out empties the cart even when nothing shows it right now.
$user.listen((user) => {
  if (!user) resetCart();
});

function sendGuestToLogin(): void {
  toastErrorText('signInToAddToCart');
  navigate(loginUrl(currentPath()));
}

export type AddToCartOptions = {
  /** 'search': the search dropdown's short 'Added' / 'Failed' toasts (SPEC.md section 8). */
  source?: 'search';
};

/**
 * Adds a product, then refetches the cart. A guest is told to sign in and sent to /login,
 * which brings them back here afterwards.
 */
export async function addToCart(productId: string, quantity = 1, options: AddToCartOptions = {}): Promise<boolean> {
  if (!$user.get()) {
    sendGuestToLogin();
    return false;
  }
  if ($addingToCart.get().includes(productId)) return false;
  $addingToCart.set([...$addingToCart.get(), productId]);
  try {
    await cartApi.addCartItem(api, productId, clampQuantity(quantity));
    toastSuccess(options.source === 'search' ? 'searchAdded' : 'cartAdded');
    await fetchCart();
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) sendGuestToLogin();
    else if (options.source === 'search') toastErrorText('searchAddFailed');
    else toastError(error, 'cartAddFailed');
    return false;
  } finally {
    $addingToCart.set($addingToCart.get().filter((id) => id !== productId));
  }
}

const findLine = (lineId: string): CartLine | undefined => $cart.get().items.find((line) => line._id === lineId);

/** Runs a call on one line, locked, then refetches; false when the line is unknown or already busy. */
async function onLockedLine(lineId: string, run: (line: CartLine) => Promise<void>): Promise<boolean> {
  const line = findLine(lineId);
  if (!line || lockedLines.has(lineId)) return false;
  setLock(lineId, true);
  try {
    await run(line);
    await fetchCart();
    return true;
  } catch {
    return false;
  } finally {
    setLock(lineId, false);
  }
}

/** Removes a line, then refetches. */
export function removeCartLine(lineId: string): Promise<boolean> {
  return onLockedLine(lineId, async () => {
    try {
      await cartApi.deleteCartItem(api, lineId);
    } catch (error) {
      toastError(error, 'cartRemoveFailed');
      throw error;
    }
    toastSuccess('cartItemRemoved');
  });
}

/** Sets a line's quantity, then refetches; below 1 removes the line. */
export function updateCartLine(lineId: string, quantity: number): Promise<boolean> {
  if (removesLine(quantity)) return removeCartLine(lineId);
  return onLockedLine(lineId, async (line) => {
    try {
      await cartApi.updateCartItem(api, lineId, line.productId, Math.floor(quantity));
    } catch (error) {
      toastError(error, 'cartUpdateFailed');
      throw error;
    }
    toastSuccess('cartUpdated');
  });
}

/** The stepper's + and −: one more or one fewer (from 1, one fewer removes the line). */
export function stepCartLine(lineId: string, step: 1 | -1): Promise<boolean> {
  const line = findLine(lineId);
  if (!line) return Promise.resolve(false);
  return updateCartLine(lineId, line.quantity + step);
}

/** Empties the cart on the server, then locally (no refetch). */
export async function clearCart(): Promise<boolean> {
  if (!$user.get()) return false;
  try {
    await cartApi.clearCart(api);
  } catch (error) {
    toastError(error, 'cartClearFailed');
    return false;
  }
  fetchSeq += 1;
  lockedLines.clear();
  $cart.set({ items: [], loading: false, loaded: true });
  toastSuccess('cartCleared');
  return true;
}
