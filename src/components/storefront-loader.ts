// Brings in the storefront's behaviour (./storefront.ts) once the page has painted, or at once when
// the shopper reaches for something first (decision 094). Until then the page's picture, stylesheet
// and font have a slow phone's network to themselves: the 13 KB file came before them and delayed
// the first paint. The header's links, the menus and the search work without it; what needs it
// waits, without losing what the shopper did:
// - the account buttons show My Account at once when the session hint says the shopper is signed
//   in, as the session check will;
// - an Add to Cart tapped before the file arrives is kept and made again once it has;
// - so is a product page's tab (its in-place switching comes with the file: tabs-in-place.ts),
//   which would otherwise reload the page on that tab.
import { mayHaveSession } from '@/features/auth/signed-in-hint';
import { showAccountButtons } from './account-boxes';

/** The first signs that the shopper is about to use the page. */
const REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

if (mayHaveSession()) showAccountButtons(true);

// Where the behaviour stands, on <html data-storefront>: 'waiting' until its files have come (or
// failed to), then 'ready'. A page is settled only once it is ready (e2e/support/settle.ts).
document.documentElement.dataset.storefront = 'waiting';

let storefrontReady = false;
let tabsReady = false;
let keptAddToCart: HTMLButtonElement | null = null;
let keptTab: HTMLAnchorElement | null = null;

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
  if (button && !storefrontReady) keptAddToCart = button;
  if (keptTab || keptAddToCart) start();
};

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const name of REACHING) removeEventListener(name, start, true);
  const storefront = import('./storefront').then(() => {
    // From here the cards' own listener handles a click.
    storefrontReady = true;
    const again = keptAddToCart;
    keptAddToCart = null;
    if (again?.isConnected && !again.disabled) again.click();
  });
  const tabs = document.querySelector('[data-product-tabs]')
    ? import('@/features/product/tabs-in-place').then(
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
      )
    : null;
  void Promise.allSettled([storefront, tabs]).then(() => {
    document.removeEventListener('click', keepClick, true);
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
