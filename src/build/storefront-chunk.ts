// Build time: the code the storefront's component scripts load on every page (the header's
// category menu, account and cart buttons, the cards' Add button, the toaster's loader: nanostores,
// ofetch, the cart and session stores) goes into one chunk, `shop-[hash].js`, instead of the dozen
// small shared chunks the bundler would otherwise cut it into. On a cheap phone every extra
// response costs the browser's main thread time before the first paint, and the chunks' imports
// were three levels deep (decision 074).
import type { Plugin } from 'vite';

/** A component's `<script>` as Astro hands it to the bundler. */
const COMPONENT_SCRIPT = /\.astro\?astro&type=script&index=\d+&lang\.ts$/;
/** Never in the storefront's chunk: pages' own scripts and the back-office (decision 055). */
const NOT_SHOP = /[\\/]src[\\/](pages|features[\\/]admin[^\\/]*)[\\/]/;

/** The modules reachable by static imports from `entries` (packages included), never entering `NOT_SHOP`. */
function staticClosure(entries: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || NOT_SHOP.test(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

export function storefrontChunk(): Plugin {
  let shop = new Set<string>();
  return {
    name: 'shop:storefront-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const scripts = [...this.getModuleIds()].filter((id) => COMPONENT_SCRIPT.test(id) && !NOT_SHOP.test(id));
      // Static imports only: what a script loads lazily (the toaster's React) stays its own chunk.
      shop = staticClosure(scripts, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      // The scripts themselves stay entries (Astro names one per component on the page).
      for (const id of scripts) shop.delete(id);
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...codeSplitting,
          groups: [...(codeSplitting.groups ?? []), { name: 'shop', test: (id: string) => shop.has(id) }],
        },
      };
    },
  };
}
