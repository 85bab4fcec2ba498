import { atom, computed, onMount } from 'nanostores';
import { sendGuestToLogin as signInFirst } from '@/lib/flash';
import { $user, signedInUser } from '@/features/auth/session.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import * as cartApi from '@/lib/api/cart';
import type { CartItem } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/client';
import { eachInTurn, type InTurn } from '@/lib/in-turn';
import { toastError, toastErrorText } from '@/lib/toast';
import { cartCount, cartSummary, clampQuantity, removesLine } from './cart';
import { shopMessages } from '@/lib/shop-messages';

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
function resetCart(): void {
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
  const cart = await runAction({
    run: () => cartApi.getCart(api),
    // An answer overtaken by a newer fetch (or a reset) is dropped, its failure too.
    failure: (error) => (seq === fetchSeq ? toastError(error, shopMessages.cartLoadFailed) : null),
  });
  if (seq !== fetchSeq) return false;
  if (!cart.ok) {
    $cart.set({ ...$cart.get(), loading: false });
    return false;
  }
  $cart.set({ items: withLocks(cart.value.items), loading: false, loaded: true });
  return true;
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

/** 'Please sign in to add items to cart', then /login (which brings the shopper back); returns the text shown. */
const sendGuestToLogin = (): string => signInFirst(shopMessages.signInToAddToCart);

/**
 * A change refused because this tab's cart is out of date: the line is gone (404, removed in
 * another tab) or the stock or the line moved (409). The cart is fetched again, so the tab shows
 * what the server holds rather than the stale line the shopper just pressed.
 */
const cartWasStale = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 409);

export type AddToCartOptions = {
  /** 'search': the search dropdown's short 'Added' / 'Failed' toasts (SPEC.md section 8). */
  source?: 'search';
};

/**
 * Adds a product, then refetches the cart. A guest is told to sign in and sent to /login,
 * which brings them back here afterwards.
 */
export async function addToCart(productId: string, quantity = 1, options: AddToCartOptions = {}): Promise<boolean> {
  // Marked at the tap, before anything is awaited: the button shows it, and a second tap is refused.
  if ($addingToCart.get().includes(productId)) return false;
  $addingToCart.set([...$addingToCart.get(), productId]);
  try {
    // A tap can come before the page's session check has answered (an Add to Cart kept while the
    // storefront's script was arriving, decision 094): a signed-in shopper is never sent to sign in.
    if (!(await signedInUser())) {
      sendGuestToLogin();
      return false;
    }
    const added = await runAction({
      run: () => cartApi.addCartItem(api, productId, clampQuantity(quantity)),
      success: options.source === 'search' ? shopMessages.searchAdded : shopMessages.cartAdded,
      failure: (error) => {
        if (isApiError(error) && error.status === 401) return sendGuestToLogin();
        return options.source === 'search' ? toastErrorText(shopMessages.searchAddFailed) : toastError(error, shopMessages.cartAddFailed);
      },
    });
    if (added.ok || cartWasStale(added.error)) await fetchCart();
    return added.ok;
  } finally {
    $addingToCart.set($addingToCart.get().filter((id) => id !== productId));
  }
}

/** What adding several products came to: how many went in, and each refused one by its name with the server's sentence. */
export type ManyAdded = { added: number; refused: { name: string; reason: string }[] };

/**
 * Adds several products at once (an order bought again, decision 197), one after another, each
 * in its quantity; one refused (out of stock, fewer left, no longer sold) is kept with its reason
 * while the others still go. Then the cart is fetched once. Told by the caller, not by toasts.
 */
export async function addManyToCart(lines: readonly { productId: string; name: string; quantity: number }[]): Promise<ManyAdded> {
  let batch: InTurn<(typeof lines)[number]>;
  try {
    batch = await eachInTurn(
      lines,
      (line) => cartApi.addCartItem(api, line.productId, clampQuantity(line.quantity)),
      (error) => (isApiError(error) && error.status === 401 ? null : (isApiError(error) && error.serverMessage) || 'It could not be added.'),
    );
  } catch {
    // Only a 401 ends the batch: signed out meanwhile, she signs in again and comes back here.
    sendGuestToLogin();
    return { added: 0, refused: [] };
  }
  await fetchCart();
  return { added: batch.done.length, refused: batch.refused.map(({ item, reason }) => ({ name: item.name, reason })) };
}

const findLine = (lineId: string): CartLine | undefined => $cart.get().items.find((line) => line._id === lineId);

type LineChange = { run: () => Promise<unknown>; success: string; failure: string };

/**
 * Runs a change on one line, locked, then refetches; false when the line is unknown, busy, or the
 * change failed. A change refused on a stale cart refetches too.
 */
async function onLockedLine(lineId: string, change: (line: CartLine) => LineChange): Promise<boolean> {
  const line = findLine(lineId);
  if (!line || lockedLines.has(lineId)) return false;
  setLock(lineId, true);
  try {
    const outcome = await runAction(change(line));
    if (outcome.ok || cartWasStale(outcome.error)) await fetchCart();
    return outcome.ok;
  } finally {
    setLock(lineId, false);
  }
}

/** Removes a line, then refetches. */
export function removeCartLine(lineId: string): Promise<boolean> {
  return onLockedLine(lineId, () => ({ run: () => cartApi.deleteCartItem(api, lineId), success: shopMessages.cartItemRemoved, failure: shopMessages.cartRemoveFailed }));
}

/** Sets a line's quantity, then refetches; below 1 removes the line. */
export function updateCartLine(lineId: string, quantity: number): Promise<boolean> {
  if (removesLine(quantity)) return removeCartLine(lineId);
  return onLockedLine(lineId, (line) => ({
    run: () => cartApi.updateCartItem(api, lineId, line.productId, Math.floor(quantity)),
    success: shopMessages.cartUpdated,
    failure: shopMessages.cartUpdateFailed,
  }));
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
  const cleared = await runAction({ run: () => cartApi.clearCart(api), success: shopMessages.cartCleared, failure: shopMessages.cartClearFailed });
  if (!cleared.ok) return false;
  fetchSeq += 1;
  lockedLines.clear();
  $cart.set({ items: [], loading: false, loaded: true });
  return true;
}
