import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on the shopper's first focus, pointer or key press
 * inside it, so its JavaScript (and React) is not downloaded with the page: the page's picture,
 * styles and font have the network to themselves (issue 15, first paint). For islands whose
 * server-rendered HTML is already the whole control: the header search (a plain GET form), the
 * product page's gallery and its quantity, Add to Cart and Wishlist buttons.
 *
 * A tap lands before the island's code has arrived (on a slow phone the touch starts the download
 * and the click follows at once): a click on one of its plain buttons (`type="button"`, which does
 * nothing without the island) is kept and made again on the same button once the island has
 * hydrated, so the shopper's first Add to Cart is not lost. Hydration keeps the server's elements,
 * so the button is the one React now listens on. Clicks with a native action (a link, a submit
 * button) go ahead as they are. Registered in astro.config.mjs.
 */
const EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let pending: HTMLButtonElement | null = null;
  const keep = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button instanceof HTMLButtonElement && button.type === 'button' && el.contains(button)) pending = button;
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    const hydrate = await load();
    // From here React listens itself (it hydrates at once for a click): stop keeping clicks.
    el.removeEventListener('click', keep, true);
    await hydrate();
    const button = pending;
    pending = null;
    if (button?.isConnected && !button.disabled) button.click();
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
  el.addEventListener('click', keep, true);
};

export default interaction;
