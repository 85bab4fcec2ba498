// Build time: the storefront's one script (src/layouts/Layout.astro: the header's category menu,
// account and cart buttons, the cards' Add button, the toaster's loader) and everything it imports
// statically (nanostores, ofetch, the cart and session stores) become one file, the layout script's
// own chunk, instead of the dozen small shared chunks the bundler would otherwise cut the shared
// code into. A page asks for that one file from its <head>: no second round trip for a chunk its
// entry imports (decisions 074 and 085). The React islands import their stores from it; they load
// only on pages whose layout has already run it.
import type { Plugin } from 'vite';

/** The storefront layout's `<script>` as Astro hands it to the bundler. */
const LAYOUT_SCRIPT = /[\\/]src[\\/]layouts[\\/]Layout\.astro\?astro&type=script&index=0&lang\.ts$/;
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
      const scripts = [...this.getModuleIds()].filter((id) => LAYOUT_SCRIPT.test(id));
      if (scripts.length !== 1) this.error(`expected the storefront layout's one script, found ${scripts.length}`);
      // Static imports only: what the script loads lazily (the toaster's React) stays its own chunk.
      // The script itself is in the group, so the group's chunk is the script's own file.
      shop = staticClosure(scripts, (id) => this.getModuleInfo(id)?.importedIds ?? []);
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
