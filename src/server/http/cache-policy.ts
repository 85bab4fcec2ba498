// Cache-Control for what the Node server sends. One place, so an operator can read the policy.

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Prerendered pages: always revalidated (cheap with ETag), so a new build shows at once. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Images, fonts and icons under public/: stable names that may still be replaced in a release. */
const PUBLIC_ASSET = 'public, max-age=86400, stale-while-revalidate=604800';
/**
 * Shared catalogue answers (pages and API reads): a browser always revalidates (so a shopper's
 * reload shows a change; the server's page cache answers it from memory), a CDN may hold them
 * for 10 s and serve them stale for a minute while it revalidates (decision 063).
 */
const CATALOGUE_SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** A catalogue read asked with cookies, and everything rendered that is not shared: personal. */
const PERSONAL = 'private, no-store';

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
  return r.hasCookie ? 'private, max-age=0, must-revalidate' : CATALOGUE_SHARED;
}

/**
 * Cache-Control for a rendered page without one of its own: the shared catalogue pages may be
 * held by a CDN briefly; every other rendered page (the back-office, the account, a 404) is
 * personal or an error and is kept by nobody.
 */
export function pageCacheControl(r: Omit<ApiAnswer, 'hasCookie'>): string | null {
  if (r.existing != null) return null;
  const shared = (r.method === 'GET' || r.method === 'HEAD') && r.status === 200 && !r.setsCookie && SHARED_PAGES.test(r.pathname);
  return shared ? CATALOGUE_SHARED : PERSONAL;
}

/**
 * Server-rendered answers that are the same for every shopper, so the server's page cache may
 * keep them until the catalogue changes (page-cache.ts, decision 063). A page listed here must
 * never read the shopper's cookies; if one ever must, it says `Cache-Control: private` and the
 * cache leaves it alone. A page names what it shows in an `x-cache-tags` header (the product page:
 * `product:<id>`); a page that names nothing is dropped by every catalogue change.
 */
const SHARED_PAGES = /^\/(?:|product\/[^/]+|productsList|products|category\/[^/]+|sitemap\.xml|robots\.txt)\/?$/;
export const pageCacheable = (pathname: string): boolean => SHARED_PAGES.test(pathname) || CACHEABLE_API.test(pathname);

/** The tags of the API's cacheable reads: one product's read shows that product; the lists, anything. */
export function apiCacheTags(pathname: string): string[] {
  const product = /^\/api\/v1\/products\/([^/]+)\/?$/.exec(pathname);
  return product ? [`product:${decodeURIComponent(product[1])}`] : [];
}
