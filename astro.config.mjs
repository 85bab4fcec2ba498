// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { deployConfig } from './src/build/deploy-config.ts';
import { precompress } from './src/build/precompress.ts';
import { recordSite } from './src/build/record-site.ts';
import { reactComponents } from './src/build/react-components.ts';
import { reactIslandIds } from './src/build/react-island-ids.ts';
import { storefrontChunk } from './src/build/storefront-chunk.ts';
import { parseServerEnv } from './src/server/env.ts';

// Settings come through the server's one validated env module, like everywhere else.
const env = parseServerEnv(process.env);

/**
 * `client:interaction`: hydrate an island on the shopper's first focus or touch inside it.
 * @type {import('astro').AstroIntegration}
 */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'interaction', entrypoint: new URL('./src/lib/directives/interaction.ts', import.meta.url).pathname }),
  },
};

/**
 * The shop's public address as an `allowedDomains` pattern: its protocol, host name and port.
 * @param {string} siteUrl
 */
function siteDomain(siteUrl) {
  const url = new URL(siteUrl);
  return { protocol: url.protocol.slice(0, -1), hostname: url.hostname, ...(url.port && { port: url.port }) };
}

// Static-first: every page is prerendered unless it opts out with
// `export const prerender = false` (catalogue pages, the API endpoint).
export default defineConfig({
  site: env.SITE_URL,
  output: 'static',
  // Parallel builds (helpers, bench) may each use their own folder.
  outDir: env.ASTRO_OUT_DIR,
  // Middleware mode: our own Node server (src/server/http/serve.ts) serves the static files
  // precompressed and compresses what Astro renders (docs/decisions/060-node-http-server.md).
  // Pages are rendered whole and sent with their length, not streamed in pieces (decision 078).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // deployConfig: `_headers` for static hosts, from the server's header list (deploy/, decision 072).
  // React renders each island's HTML in one call (renderToString) rather than through a web stream:
  // no island suspends, and the stream's set-up cost more than the render (decision 077).
  // recordSite: the SITE_URL this build was made for, which the server checks at start (src/server/http/built-site.ts).
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective, precompress(), deployConfig(), recordSite()],
  server: { port: env.PORT },
  trailingSlash: 'ignore',
  // Forged form posts are refused by the shop's own Origin checks, not Astro's `checkOrigin`,
  // which would answer the API's bodiless and multipart requests with text/plain before the API's
  // JSON check: src/middleware.ts for pages, src/server/middleware/origin-check.ts for /api/v1.
  // `allowedDomains`: Astro takes X-Forwarded-Proto/-Host for `Astro.url` when they name the shop's
  // own address. It would take them from anybody; the Node server (src/server/http/serve.ts) lets
  // through only what TRUST_PROXY's hops vouch for (docs/decisions/072-behind-a-proxy.md).
  // A Content-Security-Policy <meta> on every page: Astro hashes its own inline scripts, so
  // script-src needs no 'unsafe-inline'. Styles keep 'unsafe-inline' (React style attributes,
  // the toaster's injected styles); frame-ancestors goes in a header (src/middleware.ts).
  security: {
    checkOrigin: false,
    allowedDomains: [siteDomain(env.SITE_URL)],
    csp: {
      algorithm: 'SHA-256',
      directives: ["object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  build: { inlineStylesheets: 'auto' },
  vite: {
    // reactComponents: the server knows the shop's .tsx components are React's without rendering
    // them once to ask (decision 077). reactIslandIds: an island's useId ids are the same on the
    // server and in the browser, so a field's error is tied to it (src/build/react-island-ids.ts).
    plugins: [tailwindcss(), storefrontChunk(), reactComponents(), reactIslandIds()],
    // Astro writes a component's <script> into the HTML of every page that uses it when it is smaller
    // than this limit (4 KB by default). For scripts, 512 bytes: above that, a file the browser keeps
    // costs less than the same bytes in every page's HTML (the product tabs' 0.9 KB, issue 15); below
    // it (the header's dropdowns, 0.3 KB) a request would cost more than it saves. Stylesheets up to
    // 8 KB go into the page too (Astro's `inlineStylesheets: 'auto'`): the content pages' Markdown
    // styles (4.9 KB, 1 KB compressed) would otherwise be a second render-blocking request beside
    // the layout's stylesheet. Other assets keep Vite's default (undefined).
    build: {
      assetsInlineLimit: (file, content) => (file.endsWith('.js') ? content.length <= 512 : file.endsWith('.css') ? content.length <= 8 * 1024 : undefined),
    },
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    // Native and WebAssembly packages of the API load from node_modules at run time, unbundled.
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
