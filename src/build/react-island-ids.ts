// Build and dev server: `@astrojs/react` renders each island on the server with `renderToString`
// when streaming is off (decision 077), and passes it no options, so the island's `identifierPrefix`
// (which the browser's `hydrateRoot` gets from the island's `prefix` attribute) is lost. Every
// `useId` then differs between the server's HTML and the hydrated island: hydration keeps the
// server's `id`s, and a field's error added later is named in `aria-describedby` by the browser's
// id, which no element has, so screen readers never hear it. This passes the options the renderer
// already builds for its streaming calls to `renderToString` as well.
import type { Plugin } from 'vite';

/** The renderer's server module, as it is installed. */
const RENDERER_SERVER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
const UNPREFIXED = 'ReactDOM.renderToString(vnode)';
const PREFIXED = 'ReactDOM.renderToString(vnode, renderOptions)';

/** The renderer's code with the options passed to `renderToString`; throws when it no longer has that call. */
export function prefixedRenderToString(code: string): string {
  if (code.includes(PREFIXED)) return code;
  if (!code.includes(UNPREFIXED) || !code.includes('const renderOptions = {')) {
    throw new Error(
      `shop:react-island-ids: @astrojs/react's server.js no longer calls ${UNPREFIXED}: check that its renderToString passes identifierPrefix, then drop src/build/react-island-ids.ts`,
    );
  }
  return code.replace(UNPREFIXED, PREFIXED);
}

export function reactIslandIds(): Plugin {
  return {
    name: 'shop:react-island-ids',
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform(code, id) {
      if (!RENDERER_SERVER.test(id)) return null;
      return { code: prefixedRenderToString(code), map: null };
    },
  };
}
