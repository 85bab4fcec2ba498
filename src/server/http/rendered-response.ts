// What happens to an answer Astro renders, decided in one place: compression (the `compression`
// package, the only code that wraps the response's writing) and the cache rules of the API and of
// rendered pages (shared catalogue pages for CDNs, everything else private: decision 063). The
// security headers are set earlier, on every answer (serve.ts); pages and files get theirs from
// Astro's middleware and cache-policy.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import onHeaders from 'on-headers';
import { apiCacheControl, pageCacheControl } from './cache-policy.ts';

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Brotli's window for rendered answers, streamed or kept (page-cache.ts): 256 KB, as below. */
export const BROTLI_WINDOW = { [constants.BROTLI_PARAM_LGWIN]: 18 };

/**
 * Brotli quality 4 (most of brotli's gain for little CPU) or gzip 6, for text of 1 KB or more
 * whose size is known; answers streamed without a Content-Length are compressed whatever their
 * size (decision 062). `Cache-Control: no-transform` opts out. Brotli's window is 256 KB, not its
 * default 4 MB: every rendered answer is smaller than that, so the output is the same byte for
 * byte, and 50 answers compressed at once took 90 MB less memory (decision 069).
 */
// Typed for Express, but it uses nothing beyond Node's own request and response.
const compress = compression({ threshold: 1024, brotli: { params: BROTLI_WINDOW } }) as unknown as NodeMiddleware;

/** Prepares `res` for Astro's handler: call before Astro writes anything. */
export function prepareRenderedResponse(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  compress(req, res, () => {});
  // Runs once Astro has named the status and headers, before compression's own check (on-headers
  // calls the last listener added first), so compression sees the final Cache-Control.
  onHeaders(res, () => {
    const rule = pathname.startsWith('/api/') ? apiCacheControl : pageCacheControl;
    const policy = rule({
      method: req.method,
      pathname,
      status: res.statusCode,
      hasCookie: Boolean(req.headers.cookie),
      existing: res.getHeader('cache-control'),
      setsCookie: res.hasHeader('set-cookie'),
    });
    if (policy) res.setHeader('cache-control', policy);
  });
}

/** Resolves once `res` has sent its last byte to the socket, or been closed before that. */
export function answered(res: ServerResponse): Promise<void> {
  if (res.writableFinished || res.destroyed) return Promise.resolve();
  return new Promise((done) => {
    res.once('finish', done);
    res.once('close', done);
  });
}
