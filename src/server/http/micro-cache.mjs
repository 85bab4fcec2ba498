// A small shared cache in front of Astro for answers that are the same for every shopper
// (catalogue pages, public catalogue API reads, sitemap): each is rendered at most once per
// few seconds, whatever the traffic. Concurrent requests for an entry being rendered wait for
// it; an expired entry is served (stale) while one request renders its replacement. Any
// successful write to the catalogue, reviews or orders empties it, so this process never shows
// a stale price or stock after a change it made. See docs/decisions/061-micro-cache.md.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { appendVary, negotiateEncoding } from './compress.mjs';

/** Headers never stored or replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie']);
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/i;

/**
 * @typedef {{ status: number, headers: Array<[string, string | string[]]>, body: Buffer, etag: string,
 *   storedAt: number, br?: Buffer, gzip?: Buffer, bytes: number }} Entry
 */

/**
 * @param {{ ttlMs: number, staleMs?: number, maxEntries?: number, maxBytes?: number,
 *   cacheable: (pathname: string) => boolean, purges: (method: string, pathname: string) => boolean, now?: () => number }} options
 */
export function createMicroCache({ ttlMs, staleMs = 30_000, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, cacheable, purges, now = Date.now }) {
  /** @type {Map<string, Entry>} insertion order = least recently used first */
  const entries = new Map();
  /** @type {Map<string, Promise<Entry | null>>} renders in flight */
  const inFlight = new Map();
  let bytes = 0;
  let generation = 0;
  const stats = { hits: 0, stale: 0, misses: 0, waits: 0, purges: 0 };

  const drop = (key) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.bytes;
    entries.delete(key);
  };
  const store = (key, entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(k);
    }
  };
  const purge = () => {
    entries.clear();
    bytes = 0;
    generation += 1;
    stats.purges += 1;
  };

  /** Whether a request may be answered from (and fill) the cache. */
  const applies = (req, pathname) =>
    ttlMs > 0 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.authorization &&
    !req.headers.range &&
    // A client that asks for a fresh answer (a hard reload) gets one rendered for it.
    !/no-cache|no-store/i.test(String(req.headers['cache-control'] ?? '')) &&
    cacheable(pathname);

  /**
   * Answers from the cache, or renders: `prepare` installs the response's own wrappers
   * (compression…), then `render` writes the answer, and what it wrote (before compression) is kept.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   * @param {{ prepare: () => void, render: () => Promise<void> }} steps
   */
  async function handle(req, res, pathname, { prepare, render: renderOnly }) {
    const render = () => {
      prepare();
      return renderOnly();
    };
    const isWrite = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (isWrite && purges(req.method ?? '', pathname)) {
      // Empty the cache once the write has succeeded (and again if it was slow, in case a render
      // that started before it finished stored the old state meanwhile).
      res.once('finish', () => {
        if (res.statusCode < 400) purge();
      });
      return render();
    }
    if (!applies(req, pathname)) return render();

    // The API varies on Origin (CORS): each origin gets its own entry.
    const key = `${req.url ?? pathname}\n${req.headers.origin ?? ''}`;
    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < ttlMs) {
      stats.hits += 1;
      entries.delete(key); // refresh its place in the LRU order
      entries.set(key, entry);
      return send(req, res, entry, 'HIT', now);
    }
    const pending = inFlight.get(key);
    if (entry && age < ttlMs + staleMs && pending) {
      stats.stale += 1;
      return send(req, res, entry, 'STALE', now);
    }
    if (pending) {
      stats.waits += 1;
      const rendered = await pending;
      if (rendered) return send(req, res, rendered, 'HIT', now);
      return render();
    }
    // Only a GET renders a full body worth keeping.
    if (req.method !== 'GET') return render();

    stats.misses += 1;
    const started = generation;
    let settle = (/** @type {Entry | null} */ _value) => {};
    const promise = new Promise((resolve) => (settle = resolve));
    inFlight.set(key, promise);
    prepare();
    // Installed after the compression wrapper, so it sees the body as rendered.
    const capture = captureResponse(res);
    res.setHeader('x-cache', 'MISS');
    try {
      await renderOnly();
      await capture.finished;
    } finally {
      inFlight.delete(key);
      const captured = capture.result();
      const stored = captured && generation === started && storable(captured) ? toEntry(captured, now()) : null;
      if (stored) store(key, stored);
      settle(stored);
    }
  }

  return { handle, purge, stats, size: () => entries.size };
}

/** Only complete, shared answers: 200, no cookie, not private, varying on nothing but encoding and origin (both handled). */
function storable(c) {
  if (c.status !== 200) return false;
  const header = (name) => c.headers.find(([k]) => k === name)?.[1];
  if (header('set-cookie') != null) return false;
  const cacheControl = String(header('cache-control') ?? '');
  if (/no-store|private|no-cache/i.test(cacheControl)) return false;
  const vary = String(header('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((v) => v === 'accept-encoding' || v === 'origin');
}

function toEntry(c, storedAt) {
  const headers = c.headers.filter(([k]) => !HOP_BY_HOP.has(k));
  const etag = `"${createHash('sha1').update(c.body).digest('base64url').slice(0, 22)}"`;
  return { status: c.status, headers, body: c.body, etag, storedAt, bytes: c.body.length * 1.3 };
}

/**
 * Watches what is written to `res` (before any compression wrapper below it), without changing it.
 * @param {import('node:http').ServerResponse} res
 */
function captureResponse(res) {
  const chunks = [];
  let size = 0;
  let status = 200;
  let ok = true;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const take = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return;
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    size += buf.length;
    if (size > 2 * 1024 * 1024) ok = false; // too big to keep
    else chunks.push(buf);
  };
  res.writeHead = function (code, ...rest) {
    const hs = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (hs && !Array.isArray(hs)) for (const [k, v] of Object.entries(hs)) if (v !== undefined) res.setHeader(k, v);
    status = code;
    return writeHead.call(res, code, ...(typeof rest[0] === 'string' ? [rest[0]] : []));
  };
  res.write = function (chunk, ...rest) {
    take(chunk, rest[0]);
    return write.call(res, chunk, ...rest);
  };
  res.end = function (chunk, ...rest) {
    take(chunk, rest[0]);
    status = res.statusCode || status;
    return end.call(res, chunk, ...rest);
  };
  const finished = new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
  });
  return {
    finished,
    // Headers are read at the end: wrappers below (compression, API caching) add theirs late.
    result: () =>
      ok && res.writableFinished
        ? { status, headers: Object.entries(res.getHeaders()).map(([k, v]) => [k, v]), body: Buffer.concat(chunks) }
        : null,
  };
}

/** Replays an entry: compressed once per encoding and kept, with an ETag for 304s. */
function send(req, res, entry, state, now = Date.now) {
  for (const [k, v] of entry.headers) res.setHeader(k, v);
  res.setHeader('x-cache', state);
  res.setHeader('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
  const type = String(entry.headers.find(([k]) => k === 'content-type')?.[1] ?? '');
  const compressible = COMPRESSIBLE_TYPE.test(type) && entry.body.length >= 1024;
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
  if (compressible) appendVary(res, 'Accept-Encoding');
  const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  let body = entry.body;
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    body = entry.br;
  } else if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    body = entry.gzip;
  }
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.statusCode = entry.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}
