// Every catalogue page rendered before a shopper asks for it (docs/decisions/099-every-catalogue-page-kept.md).
// The page cache keeps a page until a change drops it, but a page nobody asked for since the last
// change (the long tail of a big catalogue; every page after a start) still costs its first
// shopper, or a search engine's crawler, a render. While no shopper's request is in flight, the
// server asks itself, one page at a time, for each page of its sitemap that is not kept (or will
// soon be too old): after it starts, after each change, and every quarter of the cache's max age.
// A shopper's request arriving meanwhile waits for at most the one render under way.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { WARM_HEADER } from './page-cache.ts';

/** How long after a change the warmer starts again: a burst of writes (an import) is one pass. */
const AFTER_CHANGE_MS = 2_000;

/**
 * How long no shopper's request must have been in flight before the warmer renders: under load the
 * requests in flight touch zero for a moment between one answer and the next request, and a
 * shopper's browser asks for a page's pictures and data a moment after the page. Its renders take
 * the time between a shop's visits, not the time within one.
 */
const QUIET_MS = 250;

/** Counts the requests in flight that are not the warmer's, and says when there have been none for a while. */
export function createActivity({ quietMs = QUIET_MS } = {}) {
  let inFlight = 0;
  let lastEnd = 0;
  return {
    begin() {
      inFlight += 1;
    },
    end() {
      inFlight -= 1;
      lastEnd = performance.now();
    },
    /** Resolves once no request has been in flight for `quietMs`. */
    async idle(): Promise<void> {
      for (;;) {
        const quietFor = performance.now() - lastEnd;
        if (inFlight === 0 && quietFor >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, inFlight === 0 ? quietMs - quietFor : quietMs));
      }
    },
    get inFlight() {
      return inFlight;
    },
  };
}

type Activity = ReturnType<typeof createActivity>;

/** The paths (with query) of a sitemap's URLs. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

export type PageWarmerOptions = {
  /** Where this process answers (http://127.0.0.1:4321). */
  origin: string;
  /** The page cache's token for the warmer's requests (page-cache.ts `warmToken`). */
  token: string;
  /** Whether a path is one the page cache keeps (cache-policy.ts `pageCacheable`). */
  cacheable: (pathname: string) => boolean;
  /** Whether the page cache keeps the page at `path` and it is still fresh `forMs` from now. */
  holds: (path: string, forMs: number) => boolean;
  activity: Activity;
  maxAgeMs: number;
  onChange: (listener: () => void) => () => void;
  log?: (line: string) => void;
};

/** Starts warming; returns the function that stops it (a page being rendered finishes). */
export function startPageWarmer({ origin, token, cacheable, holds, activity, maxAgeMs, onChange, log = console.log }: PageWarmerOptions) {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let first = true;
  const headers = { [WARM_HEADER]: token, 'accept-encoding': 'br, gzip' };

  // Connections of its own, closed when it stops: a kept-alive connection would hold the server's
  // shutdown (it waits for every connection to end).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** Asks this server for a page as a browser would (brotli), reading the answer to its end. */
  const render = (path: string) =>
    new Promise<{ ok: boolean; body: Buffer; encoding: string | undefined }>((resolve, reject) => {
      const req = http.get(new URL(path, origin), { agent, headers, timeout: 60_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${path}: no answer within 60 s`)));
      req.on('error', reject);
    });
  /** The sitemap's text, compressed or not. */
  const sitemapText = ({ body, encoding }: { body: Buffer; encoding: string | undefined }) =>
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

  /** One walk over the sitemap; another follows at once if a change came meanwhile. */
  const pass = async () => {
    const started = performance.now();
    await activity.idle();
    const sitemap = await render('/sitemap.xml');
    if (!sitemap.ok) throw new Error('the sitemap did not answer');
    // A page within a quarter of its max age of expiring is rendered again now, while idle, rather
    // than by a shopper once it has expired (passes come every quarter of the max age).
    const wanted = sitemapPaths(sitemapText(sitemap)).filter((path) => cacheable(new URL(path, origin).pathname));
    const missing = wanted.filter((path) => !holds(path, maxAgeMs / 4));
    // Pages not kept at all (not only soon too old): only then is there something to say.
    const absent = missing.filter((path) => !holds(path, 0)).length;
    if (absent > 0) log(`[pages] rendering ${absent} catalogue page(s) ahead of shoppers`);
    let rendered = 0;
    let failed = 0;
    for (const path of missing) {
      if (stopped || again) break;
      // A shopper may have asked for it meanwhile.
      if (holds(path, maxAgeMs / 4)) continue;
      await activity.idle();
      if (stopped || again) break;
      const answer = await render(path).catch(() => ({ ok: false }));
      if (answer.ok) rendered += 1;
      else failed += 1;
    }
    // A pass cut short by a change says nothing: the next one starts at once.
    if (stopped || again) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (failed > 0) log(`[pages] ${rendered} catalogue page(s) rendered ahead of shoppers in ${seconds} s; ${failed} did not render (the next pass tries again)`);
    else if (absent > 0 || first) log(`[pages] every catalogue page is kept: ${rendered} rendered ahead of shoppers in ${seconds} s, of ${wanted.length} in the sitemap`);
    first = false;
  };

  const run = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      do {
        again = false;
        await pass().catch((error: unknown) => {
          if (!stopped) log(`[pages] rendering ahead stopped: ${error instanceof Error ? error.message : String(error)}`);
        });
      } while (again && !stopped);
    } finally {
      running = false;
      if (!stopped) {
        timer = setTimeout(run, maxAgeMs / 4);
        timer.unref();
      }
    }
  };

  let changeTimer: NodeJS.Timeout | undefined;
  const stopListening = onChange(() => {
    clearTimeout(changeTimer);
    changeTimer = setTimeout(run, AFTER_CHANGE_MS);
    changeTimer.unref();
  });
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(changeTimer);
    stopListening();
    agent.destroy();
  };
}
