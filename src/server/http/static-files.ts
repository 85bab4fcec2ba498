// The built client folder (prerendered pages, hashed assets, public/ files), served by sirv: the
// folder is indexed once at start, so a request can only reach a file the build wrote (no dot-files
// but /.well-known/, no climbing out); the .br / .gz copies written at build time
// (src/build/precompress.ts) go to browsers that accept them; ETags answer revalidations with 304.
import sirv from 'sirv';
import { staticCacheControl } from './cache-policy.ts';

/**
 * A request handler for `clientDir` that calls `next` when no built file matches.
 * Cache-Control comes from cache-policy.ts rather than sirv's own `maxAge`/`immutable`,
 * which apply one value to every file: hashed assets, pages and images each need their own.
 */
export function createStaticFiles(clientDir: string) {
  return sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('cache-control', staticCacheControl(pathname)),
  });
}
