import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on the shopper's first focus, pointer or key press
 * inside it, so its JavaScript (and React) is not downloaded with the page: the page's picture,
 * styles and font have the network to themselves (issue 15, first paint). For islands whose
 * server-rendered HTML is already the whole control: the header search (a plain GET form), the
 * product page's gallery and its quantity, Add to Cart and Wishlist buttons.
 *
 * A tap lands before the island's code has arrived (on a slow phone the touch starts the download
 * and the click follows at once): the last click on one of its plain buttons (`type="button"`,
 * which does nothing without the island), or Enter or Space on a control that is a button by role,
 * is kept and made again on the same element once the island has hydrated, so the shopper's first
 * Add to Cart or zoom is not lost. Hydration keeps the server's elements, so the element is the one
 * React now listens on. Clicks with a native action (a link, a submit button) go ahead as they
 * are. Registered in astro.config.mjs.
 *
 * `client:interaction="signed-in"`: for a shopper who may be signed in (the session hint cookie),
 * the island also hydrates once the page has loaded and the browser is idle, because it shows
 * something only they have (the product page's Wishlist button, pressed for a product in their
 * wishlist). A guest's page, the one the bench measures, loads nothing more.
 */
const EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let replay: (() => void) | null = null;
  const keepClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!(button instanceof HTMLButtonElement) || button.type !== 'button') return;
    replay = () => {
      if (button.isConnected && !button.disabled) button.click();
    };
  };
  // Enter or Space on a control that is a button by role (the gallery's zoomable picture): its
  // keydown is what the island listens to, so that is what is made again.
  const keepKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const control = (event.target as Element | null)?.closest?.('[role="button"]');
    if (!(control instanceof HTMLElement)) return;
    if (event.key === ' ') event.preventDefault(); // the island's handler would: no page scroll
    const { key, code } = event;
    replay = () => {
      if (control.isConnected) control.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
    };
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    const hydrate = await load();
    // From here React listens itself (it hydrates at once for a click or a key): stop keeping them.
    el.removeEventListener('click', keepClick, true);
    el.removeEventListener('keydown', keepKey, true);
    await hydrate();
    const again = replay;
    replay = null;
    again?.();
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
  el.addEventListener('click', keepClick, true);
  el.addEventListener('keydown', keepKey, true);
  // The session hint cookie, as src/features/auth/signed-in-hint.ts reads it (lib cannot import a feature).
  if (options.value === 'signed-in' && document.cookie.split(/;\s*/).includes('signedIn=1')) {
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void start());
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }
};

export default interaction;
