import { useStore } from '@nanostores/react';
import { useState } from 'react';
import ConfirmDialog from '@/components/ConfirmDialog';
import RequireAuth from '@/components/RequireAuth';
import Loading from '@/components/Loading';
import LoadFailed from '@/components/LoadFailed';
import { useFocusAfterRender } from '@/lib/focus-after';
import { formatRupees } from '@/lib/money';
import { productImageSrcset } from '@/lib/images';
import { $addingToCart, $cart, $cartSummary, addToCart, clearCart, fetchCart, removeCartLine, stepCartLine, type CartLine } from './cart.store';
import { keepPlaces, lineSubtotal, type ShownLine } from './cart';
import OrderSummary from './OrderSummary';
import QuantityStepper from './QuantityStepper';

/** /cart: the guard, then the shopper's cart (SPEC.md section 2, Cart). */
export default function CartPage() {
  return (
    <RequireAuth>
      <CartView />
    </RequireAuth>
  );
}

function EmptyCart({ heading = 'Your cart is empty' }: { heading?: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-earth-500 bg-white px-6 py-14 text-center">
      <p id="cart-empty" className="font-display text-2xl font-semibold text-earth-800" data-testid="cart-empty" tabIndex={-1}>
        {heading}
      </p>
      <p className="mt-2 max-w-sm text-earth-700">Our spices, papads, biscuits and pickles are waiting for you.</p>
      <a href="/productsList" className="btn-primary mt-6">
        Continue shopping
      </a>
    </div>
  );
}

function CartView() {
  const cart = useStore($cart);
  const summary = useStore($cartSummary);
  const shown = useKeptPlaces(cart.items);
  const [clearing, setClearing] = useState(false);
  // Clear empties the whole cart at one tap, beside Continue shopping: it asks first.
  const [confirmClear, setConfirmClear] = useState(false);
  // A line removed (Remove, − at 1, or found gone by a refused change) takes its focused button
  // with it: go on from its Undo, in the place where the line was; Clear takes them all: go on from
  // the cart's lines, or from "Your cart is empty" when none is left. A product put back goes on
  // from its line's Remove, where the Undo was.
  const focusAfter = useFocusAfterRender();
  const focusFirst = (...selectors: string[]) =>
    focusAfter(() => selectors.map((selector) => document.querySelector<HTMLElement>(selector)).find((found) => found) ?? null);
  const onLineGone = (lineId?: string) => focusFirst(...(lineId ? [`[data-undo="${lineId}"]`] : []), '#cart-lines', '#cart-empty');
  const onPutBack = (productId: string) => focusFirst(`[data-remove-product="${productId}"]`, '#cart-lines');

  if (!cart.loaded) {
    if (cart.loading) return <Loading />;
    return <LoadFailed what="your cart" onRetry={() => void fetchCart()} />;
  }
  if (cart.items.length === 0 || !summary) return <EmptyCart />;

  const clear = async () => {
    setClearing(true);
    const cleared = await clearCart();
    setClearing(false);
    setConfirmClear(false);
    if (cleared) onLineGone();
  };
  const count = cart.items.length;

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div>
        <table id="cart-lines" role="table" className="w-full border-separate border-spacing-0 text-left max-md:block" aria-label="Items in your cart" tabIndex={-1}>
          <thead role="rowgroup" className="max-md:sr-only">
            <tr role="row" className="text-sm text-earth-700">
              <th role="columnheader" scope="col" className="border-b border-cream-300 pb-3 font-semibold">
                Product
              </th>
              <th role="columnheader" scope="col" className="border-b border-cream-300 pb-3 font-semibold">
                Price
              </th>
              <th role="columnheader" scope="col" className="border-b border-cream-300 pb-3 font-semibold">
                Quantity
              </th>
              <th role="columnheader" scope="col" className="border-b border-cream-300 pb-3 text-right font-semibold">
                Subtotal
              </th>
              <th role="columnheader" scope="col" className="border-b border-cream-300 pb-3">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-md:block max-md:space-y-3">
            {shown.map(({ line, gone }) => (
              <CartRow key={line._id} line={line} gone={gone} onGone={() => onLineGone(line._id)} onPutBack={() => onPutBack(line.productId)} />
            ))}
          </tbody>
        </table>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <a href="/productsList" className="btn-ghost">
            <span aria-hidden="true">←</span> Continue shopping
          </a>
          <button type="button" className="btn-outline btn-stacked" onClick={() => setConfirmClear(true)} disabled={clearing}>
            Clear Shopping Cart
          </button>
        </div>
        <ConfirmDialog
          open={confirmClear}
          title="Empty your cart?"
          text={count === 1 ? 'The item will be taken out of your cart.' : `All ${count} items will be taken out of your cart.`}
          keepLabel={count === 1 ? 'Keep it' : 'Keep them'}
          confirmLabel="Empty cart"
          busyLabel="Emptying…"
          busy={clearing}
          onConfirm={() => void clear()}
          onClose={() => setConfirmClear(false)}
        />
      </div>
      <OrderSummary figures={summary}>
        <CouponForm />
        <a href="/shippingDetails" className="btn-primary btn-stacked mt-5 w-full">
          Continue to Checkout
        </a>
      </OrderSummary>
    </div>
  );
}

/**
 * The lines in the places they were shown (keepPlaces, decision 170), carried from one render to
 * the next: a removed line stays where it was, so what was under it does not move up.
 */
function useKeptPlaces(lines: CartLine[]): ShownLine<CartLine>[] {
  const [kept, setKept] = useState(() => ({ lines, shown: keepPlaces([], lines) }));
  if (kept.lines === lines) return kept.shown;
  const shown = keepPlaces(kept.shown, lines);
  setKept({ lines, shown });
  return shown;
}

/**
 * The line has left the cart: removed, or found gone from the server when a change on it was
 * refused (it was removed in another tab, and the cart was fetched again).
 */
const lineGone = (lineId: string): boolean => !$cart.get().items.some((line) => line._id === lineId);

/** 'Removed' where a gone line's contents were; a screen reader hears which. */
function RemovedLabel({ name, className }: { name: string; className: string }) {
  return (
    <span className={`absolute inset-y-0 flex items-center text-sm font-semibold whitespace-nowrap text-earth-800 ${className}`}>
      Removed from your cart<span className="sr-only">: {name}</span>
    </span>
  );
}

/**
 * One line of the cart. A line that has left the cart (`gone`) keeps its box, the same size, until
 * the page is left: its picture and struck-through name stay, its other cells' contents are hidden
 * but still take their room, and 'Removed from your cart' stands under the name on a phone, beside
 * its Remove button's place on a wider screen (decision 170). Undo, in the Remove button's place,
 * puts the product back with the quantity it had (decision 182).
 */
function CartRow({ line, gone, onGone, onPutBack }: { line: CartLine; gone: boolean; onGone: () => void; onPutBack: () => void }) {
  const name = line.product?.name || 'Product';
  const image = line.product?.image;
  const href = `/product/${encodeURIComponent(line.productId)}`;
  const cell = 'border-b border-cream-300 py-4 align-middle max-md:border-0 max-md:py-0';
  // What is hidden still takes its room; a cell's border stays.
  const hidden = gone ? '[&>*]:invisible' : '';
  // On a phone the cells wrap as a card: name, price, then stepper and subtotal on one row, the
  // subtotal on a row of its own under the stepper when both do not fit (at 200% text on a 320 px
  // phone, a grid kept them side by side: the subtotal over the + button and past the card).
  return (
    <tr
      role="row"
      data-testid={gone ? 'cart-line-gone' : 'cart-line'}
      aria-busy={!gone && line.mutating}
      className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:border-cream-300 max-md:bg-white max-md:p-3"
    >
      <td role="cell" className={`${cell} max-md:basis-full ${gone ? '[&_a]:line-through [&_img]:opacity-40' : ''}`} inert={gone}>
        {/* The name goes under the picture when beside it has not 8rem (large text on a phone: it broke mid-word). */}
        <div className="flex flex-wrap items-center gap-3 md:pr-4">
          {image && (
            <img
              src={image}
              srcSet={productImageSrcset(image)}
              sizes="72px"
              width="72"
              height="72"
              alt=""
              loading="lazy"
              className="size-[min(4.5rem,22.5vw)] shrink-0 rounded-xl bg-cream-200 object-cover"
            />
          )}
          <a href={href} className="min-w-[min(8rem,100%)] font-semibold text-earth-900 hover:text-chilli-700 hover:underline" data-testid="line-name">
            {name}
          </a>
        </div>
      </td>
      <td role="cell" className={`${cell} ${hidden} relative tabular-nums max-md:basis-full max-md:text-sm max-md:text-earth-700`}>
        <span className="md:sr-only">Price: </span>
        <span data-testid="line-price">{formatRupees(line.price)}</span>
        {/* On a phone the word comes first in the empty box, under the name, so the box reads as meant. */}
        {gone && <RemovedLabel name={name} className="visible! left-0 md:hidden" />}
      </td>
      <td role="cell" className={`${cell} ${hidden}`}>
        <QuantityStepper
          quantity={line.quantity}
          productName={name}
          locked={line.mutating}
          onStep={(step) => void stepCartLine(line._id, step).then(() => lineGone(line._id) && onGone())}
        />
      </td>
      <td role="cell" className={`${cell} ${hidden} text-right font-semibold tabular-nums max-md:ml-auto`}>
        <span className="sr-only">Subtotal: </span>
        <span data-testid="line-subtotal">{formatRupees(lineSubtotal(line))}</span>
      </td>
      <td role="cell" className={`${cell} relative text-right max-md:basis-full max-md:text-left`}>
        {gone && <RemovedLabel name={name} className="right-full max-md:hidden" />}
        {/* Remove and Undo share one place, so the column keeps Remove's width when every line is gone. */}
        <div className="inline-grid [&>*]:col-start-1 [&>*]:row-start-1">
          <button
            type="button"
            className={`btn-ghost min-h-11 px-3 text-chilli-700 ${gone ? 'invisible' : ''}`}
            aria-disabled={line.mutating}
            onClick={() => !line.mutating && void removeCartLine(line._id).then(() => lineGone(line._id) && onGone())}
            aria-label={`Remove ${name} from cart`}
            data-remove-product={line.productId}
          >
            Remove
          </button>
          {gone && <UndoButton line={line} name={name} onPutBack={onPutBack} />}
        </div>
      </td>
    </tr>
  );
}

/** A gone line's Undo: its product back in the cart with the quantity it had, in the same place (keepPlaces). */
function UndoButton({ line, name, onPutBack }: { line: CartLine; name: string; onPutBack: () => void }) {
  const adding = useStore($addingToCart).includes(line.productId);
  return (
    <button
      type="button"
      className="btn-ghost min-h-11 px-3 font-semibold text-chilli-700 underline underline-offset-2"
      aria-disabled={adding}
      onClick={() => !adding && void addToCart(line.productId, line.quantity).then((added) => added && onPutBack())}
      aria-label={`Undo removing ${name}`}
      data-undo={line._id}
    >
      {adding ? 'Adding…' : 'Undo'}
    </button>
  );
}

/** The coupon box of the specification: the Apply button does nothing, the fixed discount is already in the summary. */
function CouponForm() {
  return (
    <form className="mt-5" onSubmit={(event) => event.preventDefault()} aria-label="Coupon">
      <label htmlFor="coupon" className="field-label">
        Coupon code
      </label>
      {/* Apply goes under the box when both do not fit (large text on a phone), not the box shrunk to a sliver. */}
      <div className="flex flex-wrap gap-2">
        <input id="coupon" name="coupon" className="field-input min-w-0 flex-[1_1_8rem]" autoComplete="off" autoCapitalize="characters" />
        <button type="submit" className="btn-outline shrink-0">
          Apply
        </button>
      </div>
    </form>
  );
}
