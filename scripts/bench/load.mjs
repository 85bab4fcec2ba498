// Server throughput with autocannon: N connections for D seconds on one URL, after a short
// warm-up (so the figures are the server's steady state, not its first requests).
import autocannon from 'autocannon';

/** What browsers send: compression is part of the cost of an answer. */
const HEADERS = { 'accept-encoding': 'br, gzip' };

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ headers: HEADERS, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * @param {string} url
 * @param {{ connections: number, duration: number, warmup?: number, bypassCache?: boolean }} options
 * @returns {Promise<{ url: string, rps: number, p50: number, p99: number, errors: number, non2xx: number, timeouts: number, requests: number, throughputKBs: number }>}
 */
export async function measureLoad(url, { connections, duration, warmup = 3, bypassCache = false }) {
  // `Cache-Control: no-cache` makes the server render every answer: its cost without the micro-cache.
  const headers = bypassCache ? { ...HEADERS, 'cache-control': 'no-cache' } : HEADERS;
  if (warmup > 0) await run({ url, connections, duration: warmup, headers });
  const r = await run({ url, connections, duration, headers });
  return {
    url,
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
