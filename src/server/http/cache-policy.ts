// Cache-Control for what the Node server sends. One place, so an operator can read the policy.

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Prerendered pages: always revalidated (cheap with ETag), so a new build shows at once. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Images, fonts and icons under public/: stable names that may still be replaced in a release. */
const PUBLIC_ASSET = 'public, max-age=86400, stale-while-revalidate=604800';
/** Public catalogue answers: a little staleness is fine, and the browser revalidates in the background. */
const CATALOGUE_API = 'public, max-age=10, stale-while-revalidate=60';

/**
 * Cache-Control for the files of the client build folder, as data: the first rule whose pattern
 * matches the URL path wins, else STATIC_CACHE_DEFAULT. The Node server applies it
 * (staticCacheControl); the nginx config and the static host's `_headers` are generated from it
 * (src/build/deploy-config.ts). Patterns stay within what nginx's PCRE reads the same way.
 */
export const STATIC_CACHE_RULES: readonly { pattern: RegExp; cacheControl: string }[] = Object.freeze([
  // Astro's hashed assets (build.assets, `_astro` by default).
  { pattern: /^\/_astro\//, cacheControl: IMMUTABLE },
  { pattern: /(?:\.html|\/)$/, cacheControl: REVALIDATE },
  { pattern: /\.(?:webp|avif|png|jpe?g|gif|svg|ico|woff2?|ttf|otf|mp4|webm|txt|xml|json|webmanifest|pdf)$/i, cacheControl: PUBLIC_ASSET },
]);
export const STATIC_CACHE_DEFAULT = REVALIDATE;

/**
 * Cache-Control for a file served from the client build folder.
 * @param pathname URL path of the file (e.g. /_astro/index.abc123.js, /faq/)
 */
export function staticCacheControl(pathname: string): string {
  return STATIC_CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.cacheControl ?? STATIC_CACHE_DEFAULT;
}

/** The public, identical-for-everyone API reads a browser may cache for a moment. */
const CACHEABLE_API = /^\/api\/v1\/(?:products|categories)(?:\/[^/]+)?\/?$/;

/** What the API cache rule reads of a request and of the answer about to be sent. */
export type ApiAnswer = {
  method?: string;
  pathname: string;
  status: number;
  hasCookie: boolean;
  existing?: unknown;
  setsCookie: boolean;
};

/**
 * Cache-Control to add to an API answer, or null to leave it alone. Only anonymous GETs of the
 * product and category reads qualify; an answer that sets a cookie, already says how to cache,
 * or is not a success is never made cacheable.
 */
export function apiCacheControl(r: ApiAnswer): string | null {
  if (r.method !== 'GET' && r.method !== 'HEAD') return null;
  if (!CACHEABLE_API.test(r.pathname)) return null;
  if (r.existing != null || r.setsCookie || r.status !== 200) return null;
  // A request with cookies may come from a signed-in shopper, whose answers could one day carry
  // personal fields: only that shopper's browser may keep them.
  return r.hasCookie ? CATALOGUE_API.replace('public', 'private') : CATALOGUE_API;
}

/**
 * Server-rendered answers that are the same for every shopper, so the server's micro-cache may
 * keep them for a few seconds (micro-cache.ts). A page listed here must never read the shopper's
 * cookies; if one ever must, it says `Cache-Control: private` and the cache leaves it alone.
 */
const SHARED_PAGES = /^\/(?:product\/[^/]+|productsList|products|category\/[^/]+|sitemap\.xml|robots\.txt)\/?$/;
export const microCacheable = (pathname: string): boolean => SHARED_PAGES.test(pathname) || CACHEABLE_API.test(pathname);

/**
 * Writes that can change what those answers show (prices, stock, ratings, categories): through the
 * API, the staff's API, or a back-office page's form (which calls the API in-process).
 */
const CATALOGUE_WRITES = /^\/(?:api\/v1\/(?:admin\/)?|admin\/)(?:products|categories|reviews|orders)(?:\/|$)/;
export const purgesMicroCache = (_method: string, pathname: string): boolean => CATALOGUE_WRITES.test(pathname);
