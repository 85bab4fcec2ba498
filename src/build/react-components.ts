// Build and dev server: every function a `.tsx` module of the shop exports is tagged, on the server
// only, as a component of Astro's React renderer. Astro otherwise finds the renderer of each
// framework component it meets by asking every renderer's `check()`, and React's check renders the
// component once to see whether it returns React elements: every island and every React part of a
// page (the product page's gallery, purchase box, reviews and stars; the header's search boxes) was
// rendered twice per request. React is the shop's only framework (decision 077).
import type { Plugin } from 'vite';

/** The renderer's name as `@astrojs/react` registers it. */
const REACT_RENDERER = '@astrojs/react';
/** The shop's own React modules; packages and virtual modules are left alone. */
const SHOP_TSX = /[\\/]src[\\/].+\.tsx$/;

/**
 * The code appended to a module: it imports its own namespace (the exports are all bound by the
 * time the module's body has run) and tags each export with `__astro_tag_component__`, the helper
 * Astro's compiled output uses for the same purpose. Exports that are not functions are skipped by
 * the helper itself.
 */
export function tagExports(id: string): string {
  return [
    '',
    `import * as __shopOwnExports from ${JSON.stringify(id)};`,
    `import { __astro_tag_component__ as __shopTagComponent } from 'astro/runtime/server/index.js';`,
    `for (const __shopExport of Object.values(__shopOwnExports)) __shopTagComponent(__shopExport, ${JSON.stringify(REACT_RENDERER)});`,
    '',
  ].join('\n');
}

export function reactComponents(): Plugin {
  return {
    name: 'shop:react-components',
    // The browser's bundles never carry Astro's server runtime.
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform(code, id) {
      if (!SHOP_TSX.test(id)) return null;
      return { code: code + tagExports(id), map: null };
    },
  };
}
