import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on the shopper's first focus, pointer or key press
 * inside it, so its JavaScript (and React) is not downloaded with the page. For islands whose
 * server-rendered HTML already works on its own, like the header search (a plain GET form).
 * Registered in astro.config.mjs.
 */
const EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
};

export default interaction;
