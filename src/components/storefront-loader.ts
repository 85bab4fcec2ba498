// Brings in the storefront's behaviour (./storefront.ts) once the page has painted, or at once when
// the shopper reaches for something first (decision 094). Until then the page's picture, stylesheet
// and font have a slow phone's network to themselves: the 13 KB file came before them and delayed
// the first paint. The header's links, the menus and the search work without it; what needs it
// waits, without losing what the shopper did:
// - the account buttons show My Account at once when the session hint says the shopper is signed
//   in, as the session check will;
// - an Add to Cart tapped before the file arrives is kept and made again once it has.
import { mayHaveSession } from '@/features/auth/signed-in-hint';
import { showAccountButtons } from './account-boxes';

/** The first signs that the shopper is about to use the page. */
const REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

if (mayHaveSession()) showAccountButtons(true);

let kept: HTMLButtonElement | null = null;
const keepAddToCart = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-add-to-cart]');
  if (!button) return;
  kept = button;
  start();
};

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const name of REACHING) removeEventListener(name, start, true);
  void import('./storefront').then(() => {
    // From here the cards' own listener handles a click.
    document.removeEventListener('click', keepAddToCart, true);
    const again = kept;
    kept = null;
    if (again?.isConnected && !again.disabled) again.click();
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
document.addEventListener('click', keepAddToCart, true);
if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
