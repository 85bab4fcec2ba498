import { atom, computed } from 'nanostores';
import { $user } from '@/features/auth/auth.store';
import { api } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/client';
import * as wishlistApi from '@/lib/api/wishlist';
import { currentPath, navigate } from '@/lib/navigate';
import type { Product } from '@/lib/product';
import { loginUrl } from '@/lib/redirect';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';

export type WishlistState = { products: Product[]; loading: boolean; loaded: boolean };
const EMPTY: WishlistState = { products: [], loading: false, loaded: false };

/** The signed-in shopper's wishlist (products default to rating 4, reviews unknown → shown as a dash). */
export const $wishlist = atom<WishlistState>(EMPTY);
/** Ids of the wishlisted products, to mark a product page's button. */
export const $wishlistIds = computed($wishlist, (state) => state.products.map((p) => p._id));
/** Products whose add or remove call is running. */
export const $wishlistBusy = atom<readonly string[]>([]);

let loadSeq = 0;

export function resetWishlist(): void {
  loadSeq += 1;
  $wishlistBusy.set([]);
  $wishlist.set(EMPTY);
}
$user.listen((user) => {
  if (!user) resetWishlist();
});

export async function loadWishlist(): Promise<boolean> {
  if (!$user.get()) return false;
  const seq = ++loadSeq;
  $wishlist.set({ ...$wishlist.get(), loading: true });
  try {
    const products = await wishlistApi.getWishlist(api);
    if (seq !== loadSeq) return false;
    $wishlist.set({ products, loading: false, loaded: true });
    return true;
  } catch (error) {
    if (seq !== loadSeq) return false;
    $wishlist.set({ ...$wishlist.get(), loading: false });
    toastError(error, 'wishlistLoadFailed');
    return false;
  }
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

function sendGuestToLogin(): void {
  toastErrorText('signInToUseWishlist');
  navigate(loginUrl(currentPath()));
}

/** Adds a product (the product page's Wishlist button). A guest is sent to /login and comes back. */
export async function addToWishlist(productId: string): Promise<boolean> {
  if (!$user.get()) {
    sendGuestToLogin();
    return false;
  }
  return busyWith(productId, async () => {
    try {
      await wishlistApi.addToWishlist(api, productId);
    } catch (error) {
      if (isApiError(error) && error.status === 401) sendGuestToLogin();
      else toastError(error, 'wishlistAddFailed');
      return false;
    }
    toastSuccess('wishlistAdded');
    await loadWishlist();
    return true;
  });
}

/** Removes one product. False on failure, so the page can also show 'Failed to remove.'. */
export async function removeFromWishlist(productId: string): Promise<boolean> {
  return busyWith(productId, async () => {
    try {
      await wishlistApi.removeFromWishlist(api, productId);
    } catch (error) {
      toastError(error, 'wishlistRemoveFailed');
      return false;
    }
    const state = $wishlist.get();
    $wishlist.set({ ...state, products: state.products.filter((p) => p._id !== productId) });
    toastSuccess('wishlistRemoved');
    return true;
  });
}

/** Empties the wishlist. False on failure, so the page can also show 'Failed to clear wishlist.'. */
export async function clearWishlist(): Promise<boolean> {
  try {
    await wishlistApi.clearWishlist(api);
  } catch (error) {
    toastError(error, 'wishlistClearFailed');
    return false;
  }
  loadSeq += 1;
  $wishlist.set({ products: [], loading: false, loaded: true });
  toastSuccess('wishlistCleared');
  return true;
}
