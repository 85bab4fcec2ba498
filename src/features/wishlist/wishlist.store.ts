import { atom, computed } from 'nanostores';
import { sendGuestToLogin as signInFirst } from '@/lib/flash';
import { $user, signedInUser } from '@/features/auth/session.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/client';
import * as wishlistApi from '@/lib/api/wishlist';
import type { Product } from '@/lib/product';
import { toastError } from '@/lib/toast';
import { messages } from '@/lib/messages';

export type WishlistState = { products: Product[]; loading: boolean; loaded: boolean };
const EMPTY: WishlistState = { products: [], loading: false, loaded: false };

/** The signed-in shopper's wishlist (products default to rating 4, reviews unknown → shown as a dash). */
export const $wishlist = atom<WishlistState>(EMPTY);
/** Ids of the wishlisted products, to mark a product page's button. */
export const $wishlistIds = computed($wishlist, (state) => state.products.map((p) => p._id));
/** Products whose add or remove call is running. */
export const $wishlistBusy = atom<readonly string[]>([]);

let loadSeq = 0;

function resetWishlist(): void {
  loadSeq += 1;
  $wishlistBusy.set([]);
  $wishlist.set(EMPTY);
}
$user.listen((user) => {
  if (!user) resetWishlist();
});

/** Loads the wishlist; `quiet`: a failure says nothing (a page that only marks what is wishlisted). */
export async function loadWishlist({ quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
  if (!$user.get()) return false;
  const seq = ++loadSeq;
  $wishlist.set({ ...$wishlist.get(), loading: true });
  const fetched = await runAction({
    run: () => wishlistApi.getWishlist(api),
    // An answer overtaken by a newer load (or a reset) is dropped, its failure too.
    failure: (error) => (seq === loadSeq && !quiet ? toastError(error, messages.wishlistLoadFailed) : null),
  });
  if (seq !== loadSeq) return false;
  if (!fetched.ok) {
    $wishlist.set({ ...$wishlist.get(), loading: false });
    return false;
  }
  $wishlist.set({ products: fetched.value, loading: false, loaded: true });
  return true;
}

async function busyWith<T>(productId: string, run: () => Promise<T>): Promise<T | false> {
  if ($wishlistBusy.get().includes(productId)) return false;
  $wishlistBusy.set([...$wishlistBusy.get(), productId]);
  try {
    return await run();
  } finally {
    $wishlistBusy.set($wishlistBusy.get().filter((id) => id !== productId));
  }
}

/** 'Please sign in to use the wishlist', then /login (which brings the shopper back); returns the text shown. */
const sendGuestToLogin = (): string => signInFirst(messages.signInToUseWishlist);

/** Adds a product (the product page's Wishlist button). A guest is sent to /login and comes back. */
export async function addToWishlist(productId: string): Promise<boolean> {
  return busyWith(productId, async () => {
    // A tap before the page's session check has answered: a signed-in shopper is never sent to sign in.
    if (!(await signedInUser())) {
      sendGuestToLogin();
      return false;
    }
    const added = await runAction({
      run: () => wishlistApi.addToWishlist(api, productId),
      success: messages.wishlistAdded,
      failure: (error) => (isApiError(error) && error.status === 401 ? sendGuestToLogin() : toastError(error, messages.wishlistAddFailed)),
    });
    if (!added.ok) return false;
    await loadWishlist();
    return true;
  });
}

/**
 * Loads the signed-in shopper's wishlist unless it is loaded or on its way: the product page's
 * Wishlist button shows whether the product is in it. Quiet: the button simply stays unpressed.
 */
export function ensureWishlistLoaded(): void {
  const state = $wishlist.get();
  if (state.loaded || state.loading || !$user.get()) return;
  void loadWishlist({ quiet: true });
}

/** The product page's Wishlist button: removes a product already in the wishlist, else adds it. */
export function toggleWishlist(productId: string): Promise<boolean> {
  return $wishlistIds.get().includes(productId) ? removeFromWishlist(productId) : addToWishlist(productId);
}

/** Removes one product. False on failure, so the page can also show 'Failed to remove.'. */
export async function removeFromWishlist(productId: string): Promise<boolean> {
  return busyWith(productId, async () => {
    const removed = await runAction({ run: () => wishlistApi.removeFromWishlist(api, productId), success: messages.wishlistRemoved, failure: messages.wishlistRemoveFailed });
    if (!removed.ok) return false;
    const state = $wishlist.get();
    $wishlist.set({ ...state, products: state.products.filter((p) => p._id !== productId) });
    return true;
  });
}

/** Empties the wishlist. False on failure, so the page can also show 'Failed to clear wishlist.'. */
export async function clearWishlist(): Promise<boolean> {
  const cleared = await runAction({ run: () => wishlistApi.clearWishlist(api), success: messages.wishlistCleared, failure: messages.wishlistClearFailed });
  if (!cleared.ok) return false;
  loadSeq += 1;
  $wishlist.set({ products: [], loading: false, loaded: true });
  return true;
}
