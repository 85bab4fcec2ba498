// Build time: the storefront's behaviour (src/components/storefront.ts: the header's category menu,
// account and cart buttons, the cards' Add button, the toaster's loader) and everything it imports
// statically (nanostores, ofetch, the cart and session stores) become one file, instead of the dozen
// small shared chunks the bundler would otherwise cut the shared code into: one request, once the
// page has painted (decisions 074, 085 and 094). The layout's script, which imports it then
// (src/components/storefront-loader.ts), is a file of its own with the bundler's dynamic-import
// helper, so that fetching the loader never fetches the storefront's file with it. The React
// islands import their stores from the storefront's file.
import type { Plugin } from 'vite';

/** The storefront layout's `<script>` as Astro hands it to the bundler. */
const LAYOUT_SCRIPT = /[\\/]src[\\/]layouts[\\/]Layout\.astro\?astro&type=script&index=0&lang\.ts$/;
/** The storefront's code, which the layout's script (./storefront-loader.ts) imports once the page has painted. */
const STOREFRONT = /[\\/]src[\\/]components[\\/]storefront\.ts$/;
/** The bundler's helper for dynamic imports: in the layout script's file, not in the storefront's. */
const PRELOAD_HELPER = /preload-helper/;
/** Never in the storefront's chunk: pages' own scripts and the back-office (decision 055). */
const NOT_SHOP = /[\\/]src[\\/](pages|features[\\/]admin[^\\/]*)[\\/]/;

/** The modules reachable by static imports from `entries` (packages included), never entering `NOT_SHOP`. */
function staticClosure(entries: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || NOT_SHOP.test(id) || PRELOAD_HELPER.test(id)) continue;
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
      const scripts = [...this.getModuleIds()].filter((id) => STOREFRONT.test(id));
      if (scripts.length !== 1) this.error(`expected the storefront's one module, found ${scripts.length}`);
      // Static imports only: what it loads lazily (the toaster's React) stays its own chunk. The
      // module itself is in the group, so the loader's dynamic import of it fetches the one file.
      shop = staticClosure(scripts, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...codeSplitting,
          groups: [
            ...(codeSplitting.groups ?? []),
            { name: 'loader', test: (id: string) => LAYOUT_SCRIPT.test(id) || PRELOAD_HELPER.test(id) },
            { name: 'shop', test: (id: string) => shop.has(id) },
          ],
        },
      };
    },
  };
}
