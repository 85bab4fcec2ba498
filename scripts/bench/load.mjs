// Server throughput with autocannon: N connections for D seconds on one URL, after a short
// warm-up (so the figures are the server's steady state, not its first requests).
import autocannon from 'autocannon';

/** What browsers send: compression is part of the cost of an answer. */
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** A request not answered in this many seconds counts as an error (a timeout). */
const TIMEOUT_S = 10;

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ headers: HEADERS, timeout: TIMEOUT_S, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * Waits until the server answers a trivial request quickly again: requests the load left queued
 * (a client that timed out does not stop the server's work) must not spill into the next figures.
 * Answers how long that took, in ms.
 */
export async function waitUntilIdle(origin, { maxMs = 180_000 } = {}) {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const t = Date.now();
    try {
      const res = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok && Date.now() - t < 100) return Date.now() - started;
    } catch {
      // still busy
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return Date.now() - started;
}

/**
 * `paths` (optional): each request picks one of them at random (the long tail: products nobody
 * asked for a moment ago), instead of asking for `url` again and again.
 * @param {string} url
 * @param {{ connections: number, duration: number, warmup?: number, bypassCache?: boolean, paths?: string[] }} options
 * @returns {Promise<{ recoveryMs: number, url: string, rps: number, p50: number, p99: number, errors: number, non2xx: number, timeouts: number, requests: number, throughputKBs: number, connections: number, duration: number, random: number }>}
 */
export async function measureLoad(url, { connections, duration, warmup = 3, bypassCache = false, paths }) {
  // `Cache-Control: no-cache` makes the server render every answer: its cost without the page cache.
  const headers = bypassCache ? { ...HEADERS, 'cache-control': 'no-cache' } : HEADERS;
  const requests = paths?.length
    ? // The headers again here: a request of its own does not inherit the run's.
      [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }]
    : undefined;
  if (warmup > 0) await run({ url, connections, duration: warmup, headers, requests });
  const r = await run({ url, connections, duration, headers, requests });
  const recoveryMs = await waitUntilIdle(new URL(url).origin);
  return {
    recoveryMs,
    url,
    connections,
    duration,
    random: paths?.length ?? 0,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
    throughputKBs: r.throughput.average / 1024,
  };
}
