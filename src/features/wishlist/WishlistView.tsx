import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import RequireAuth from '@/components/RequireAuth';
import Loading from '@/components/Loading';
import LoadFailed from '@/components/LoadFailed';
import { FormAlert } from '@/components/FormField';
import AddToCartButton from '@/features/catalogue/AddToCartButton';
import ConfirmDialog from '@/components/ConfirmDialog';
import Stars from '@/components/Stars';
import { useFocusAfterRender } from '@/lib/focus-after';
import { productImageSrcset } from '@/lib/images';
import { ratingLabel } from '@/lib/stars';
import { messages } from '@/lib/messages';
import { formatRupees } from '@/lib/money';
import type { Product } from '@/lib/product';
import StockAlertsList from './StockAlertsList';
import { $wishlist, $wishlistBusy, clearWishlist, loadWishlist, removeFromWishlist } from './wishlist.store';

/**
 * /account/wishlist: the guard, then the wishlisted products (SPEC.md section 2, Account area), and
 * under them the products she waits for (decision 198).
 */
export default function WishlistPage() {
  return (
    <RequireAuth>
      <WishlistView />
      <StockAlertsList />
    </RequireAuth>
  );
}

function WishlistView() {
  const wishlist = useStore($wishlist);
  const busy = useStore($wishlistBusy);
  const [alert, setAlert] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const focusAfter = useFocusAfterRender();

  useEffect(() => {
    void loadWishlist();
  }, []);

  // A Remove button takes its own card away, and Clear all the whole list: focus would fall to the
  // page's body, so it moves on to the next product's Remove (the one before at the end of the list),
  // or, when nothing is left, to the empty list's message.
  const remove = async (id: string) => {
    setAlert(null);
    const ids = wishlist.products.map((p) => p._id);
    const at = ids.indexOf(id);
    const next = ids[at + 1] ?? ids[at - 1];
    if (!(await removeFromWishlist(id))) {
      setAlert(messages.alertRemove);
      return;
    }
    focusAfter(() => (next ? document.getElementById(removeButtonId(next)) : document.getElementById('wishlist-empty')));
  };
  const clear = async () => {
    setAlert(null);
    setClearing(true);
    const ok = await clearWishlist();
    setClearing(false);
    setConfirmClear(false);
    if (!ok) setAlert(messages.alertClearWishlist);
    else focusAfter(() => document.getElementById('wishlist-empty'));
  };

  if (!wishlist.loaded) {
    if (wishlist.loading) return <Loading />;
    return <LoadFailed what="your wishlist" onRetry={() => void loadWishlist()} />;
  }

  return (
    <div>
      <FormAlert message={alert} />
      {wishlist.products.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-earth-500 bg-white px-6 py-14 text-center">
          <p id="wishlist-empty" tabIndex={-1} className="font-display text-2xl font-semibold text-earth-800" data-testid="wishlist-empty">
            Your wishlist is empty
          </p>
          <p className="mt-2 max-w-sm text-earth-700">Tap Wishlist on a product you like and it waits for you here.</p>
          <a href="/productsList" className="btn-primary mt-6">
            Browse products
          </a>
        </div>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-earth-700" aria-live="polite">
              {wishlist.products.length} {wishlist.products.length === 1 ? 'product' : 'products'}
            </p>
            <button type="button" className="btn-outline" onClick={() => setConfirmClear(true)} disabled={clearing}>
              Clear all
            </button>
          </div>
          <ConfirmDialog
            open={confirmClear}
            title="Clear your wishlist?"
            text={
              wishlist.products.length === 1
                ? 'The product will be taken off your wishlist.'
                : `All ${wishlist.products.length} products will be taken off your wishlist.`
            }
            keepLabel={wishlist.products.length === 1 ? 'Keep it' : 'Keep them'}
            confirmLabel="Clear wishlist"
            busyLabel="Clearing…"
            busy={clearing}
            onConfirm={() => void clear()}
            onClose={() => setConfirmClear(false)}
          />
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Wishlisted products">
            {wishlist.products.map((product) => (
              <WishlistItem key={product._id} product={product} busy={busy.includes(product._id)} onRemove={() => void remove(product._id)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

const removeButtonId = (productId: string) => `wishlist-remove-${productId}`;

function WishlistItem({ product, busy, onRemove }: { product: Product; busy: boolean; onRemove: () => void }) {
  const href = `/product/${encodeURIComponent(product._id)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white" data-testid="wishlist-item">
      <a href={href} tabIndex={-1} aria-hidden="true" className="block aspect-[4/3] bg-cream-200">
        <img
          src={product.image}
          srcSet={productImageSrcset(product.image)}
          sizes="(min-width: 1280px) 280px, (min-width: 640px) 40vw, 90vw"
          width="640"
          height="480"
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug font-semibold">
          <a href={href} className="hover:text-chilli-700 hover:underline">
            {product.name}
          </a>
        </h2>
        <p className="flex items-center gap-2 text-sm text-earth-700">
          <Stars rating={product.rating} label={ratingLabel(product.rating)} />
          <span data-testid="wishlist-reviews">
            <span className="sr-only">Reviews: </span>({product.reviewCount ?? '-'})
          </span>
        </p>
        <p className="text-lg font-bold tabular-nums">{formatRupees(product.price)}</p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <AddToCartButton productId={product._id} productName={product.name} inStock={product.inStock} className="btn-primary px-3" />
          {/* Locked with aria-disabled while the call runs, not `disabled`: focus stays on it, and a
              failure leaves the shopper where she was (on success it moves on to the next Remove). */}
          <button
            id={removeButtonId(product._id)}
            type="button"
            className="btn-outline px-3"
            onClick={() => !busy && onRemove()}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            aria-label={busy ? `Removing ${product.name} from wishlist…` : `Remove ${product.name} from wishlist`}
          >
            {busy ? 'Removing…' : 'Remove'}
          </button>
        </div>
      </div>
    </li>
  );
}
