// Brings in the storefront's behaviour (./storefront.ts) once the page has painted, or at once when
// the shopper reaches for something first (decision 094). Until then the page's picture, stylesheet
// and font have a slow phone's network to themselves: the 13 KB file came before them and delayed
// the first paint. The header's links, the menus and the search work without it; what needs it
// waits, without losing what the shopper did:
// - the account buttons show My Account at once when the session hint says the shopper is signed
//   in, as the session check will;
// - an Add to Cart tapped before the file arrives says 'Adding…' at once, is kept and made again
//   once it has; if the file cannot come, she is told, and a later tap asks for it again;
// - so is a product page's tab (its in-place switching comes with the file: tabs-in-place.ts),
//   which would otherwise reload the page on that tab.
import { mayHaveSession } from '@/features/auth/signed-in-hint';
import { addToCartText } from '@/features/cart/add-to-cart-text';
import { fillText, shopMessages } from '@/lib/shop-messages';
import { showAccountButtons } from './account-boxes';
import { plainToasts } from './plain-toasts';

/** The first signs that the shopper is about to use the page. */
const REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

if (mayHaveSession()) showAccountButtons(true);

// Where the behaviour stands, on <html data-storefront>: 'waiting' until its files have come (or
// failed to), then 'ready'. A page is settled only once it is ready (e2e/support/settle.ts).
document.documentElement.dataset.storefront = 'waiting';

let storefrontReady = false;
let tabsAsked = false;
let tabsReady = false;
let keptAddToCart: HTMLButtonElement | null = null;
let keptTab: HTMLAnchorElement | null = null;

/** The kept card's words: 'Adding…' while its file comes, as once it has (card-add-to-cart.ts). */
function showKept(button: HTMLButtonElement, kept: boolean): void {
  const label = button.querySelector('[data-label]');
  if (label) label.textContent = addToCartText(true, kept);
}

/** The plain message that says a kept Add to Cart could not be made (the toaster is in the missing file). */
const NOT_ADDED = 'storefront-not-added';
/** As long as an error toast (src/lib/toast.ts): it covers the top of a phone's header meanwhile. */
const NOT_ADDED_FOR_MS = 4000;

/** The storefront's file did not come (a dropped connection): the kept tap is undone, and said so. */
function dropKeptAddToCart(): void {
  if (!keptAddToCart) return;
  showKept(keptAddToCart, false);
  keptAddToCart = null;
  plainToasts.error(fillText(shopMessages.cartAddFailed, { reason: 'Network error' }), {
    id: NOT_ADDED,
    duration: NOT_ADDED_FOR_MS,
  });
}

/** A click on something that needs a file not yet here: kept, and the file asked for at once. */
const keepClick = (event: MouseEvent) => {
  // A tab opened in a new browser tab or window stays a link.
  if (event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as Element | null;
  const tab = target?.closest?.<HTMLAnchorElement>('[data-product-tabs] a[role="tab"]');
  if (tab && !tabsReady) {
    event.preventDefault();
    keptTab = tab;
  }
  const button = target?.closest?.<HTMLButtonElement>('button[data-add-to-cart]');
  if (button && !button.disabled && !storefrontReady) {
    plainToasts.dismiss(NOT_ADDED);
    keptAddToCart = button;
    showKept(button, true);
  }
  if (keptTab || keptAddToCart) start();
};

/** A product page's tabs switch in place (with the storefront's file); a tab tapped before is made again. */
function importTabs(): Promise<void> {
  tabsAsked = true;
  return import('@/features/product/tabs-in-place').then(
    (module) => {
      module.enhanceProductTabs();
      tabsReady = true;
      const again = keptTab;
      keptTab = null;
      if (again?.isConnected) again.click();
    },
    () => {
      // The file did not come (a dropped connection): the tabs are the links they are without it.
      tabsReady = true;
      if (keptTab?.isConnected) location.assign(keptTab.href);
    },
  );
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const name of REACHING) removeEventListener(name, start, true);
  const storefront = import('./storefront').then(
    () => {
      // From here the cards' own listener handles a click (and has set the kept card's words back).
      storefrontReady = true;
      const again = keptAddToCart;
      keptAddToCart = null;
      if (again?.isConnected && !again.disabled) again.click();
    },
    () => {
      // The next tap on an Add to Cart asks for the file again.
      started = false;
      dropKeptAddToCart();
    },
  );
  // Asked for once: a tap after the storefront's file failed asks for that file again, not for these.
  const tabs = tabsAsked || !document.querySelector('[data-product-tabs]') ? null : importTabs();
  void Promise.allSettled([storefront, tabs]).then(() => {
    if (storefrontReady) document.removeEventListener('click', keepClick, true);
    document.documentElement.dataset.storefront = 'ready';
  });
}

// Painted: the load event (the page's pictures and font are in), the pictures that came decoded
// (a picture decoded off the main thread is drawn in a later frame), then the frame after that.
const afterPaint = () => {
  const loaded = [...document.images].filter((image) => image.complete && image.naturalWidth > 0);
  void Promise.allSettled(loaded.map((image) => image.decode())).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))),
  );
};

for (const name of REACHING) addEventListener(name, start, { capture: true, passive: true });
document.addEventListener('click', keepClick, true);
if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
