// A small shared cache in front of Astro for answers that are the same for every shopper
// (catalogue pages, public catalogue API reads, sitemap): each is rendered at most once per
// few seconds, whatever the traffic. Concurrent requests for an entry being rendered wait for
// it; an expired entry is served (stale) while one request renders its replacement. Any
// successful write to the catalogue, reviews or orders empties it, so this process never shows
// a stale price or stock after a change it made. See docs/decisions/061-micro-cache.md.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** Headers never stored or replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie']);
/** Kept bodies below this are replayed as they are, as `compression` would send them. */
const MIN_COMPRESSED_BYTES = 1024;

type Header = [string, OutgoingHttpHeader];
type Captured = { status: number; headers: Header[]; body: Buffer };
type Entry = Captured & { etag: string; storedAt: number; bytes: number; br?: Buffer; gzip?: Buffer };

export type MicroCacheOptions = {
  ttlMs: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  cacheable: (pathname: string) => boolean;
  purges: (method: string, pathname: string) => boolean;
  now?: () => number;
};

/** The two steps of a render: `prepare` sets up the response (compression…), `render` writes it. */
export type RenderSteps = { prepare: () => void; render: () => Promise<void> };

export function createMicroCache({
  ttlMs,
  staleMs = 30_000,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  cacheable,
  purges,
  now = Date.now,
}: MicroCacheOptions) {
  /** Insertion order = least recently used first. */
  const entries = new Map<string, Entry>();
  /** Renders in flight. */
  const inFlight = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  let generation = 0;
  const stats = { hits: 0, stale: 0, misses: 0, waits: 0, purges: 0 };

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.bytes;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
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
  const applies = (req: IncomingMessage, pathname: string) =>
    ttlMs > 0 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.authorization &&
    !req.headers.range &&
    // A client that asks for a fresh answer (a hard reload) gets one rendered for it.
    !/no-cache|no-store/i.test(String(req.headers['cache-control'] ?? '')) &&
    cacheable(pathname);

  /** Answers from the cache, or prepares and renders; what the render wrote (before compression) is kept. */
  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, { prepare, render: renderOnly }: RenderSteps): Promise<void> {
    const render = () => {
      prepare();
      return renderOnly();
    };
    const isWrite = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (isWrite && purges(req.method ?? '', pathname)) {
      // Empty the cache once the write has succeeded.
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
    let settle = (_value: Entry | null) => {};
    inFlight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    prepare();
    // Watches after compression is set up, so it sees the body as rendered.
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

const headerOf = (headers: Header[], name: string) => headers.find(([k]) => k === name)?.[1];
const varyList = (headers: Header[]) =>
  String(headerOf(headers, 'vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** Only complete, shared answers: 200, no cookie, not private, varying on nothing but encoding and origin (both handled). */
function storable(c: Captured): boolean {
  if (c.status !== 200) return false;
  if (headerOf(c.headers, 'set-cookie') != null) return false;
  const cacheControl = String(headerOf(c.headers, 'cache-control') ?? '');
  if (/no-store|private|no-cache/i.test(cacheControl)) return false;
  return varyList(c.headers).every((v) => v === 'accept-encoding' || v === 'origin');
}

function toEntry(c: Captured, storedAt: number): Entry {
  const headers = c.headers.filter(([k]) => !HOP_BY_HOP.has(k));
  const etag = `"${createHash('sha1').update(c.body).digest('base64url').slice(0, 22)}"`;
  return { status: c.status, headers, body: c.body, etag, storedAt, bytes: c.body.length * 1.3 };
}

/** Watches what is written to `res` (before the compression set up earlier), without changing it. */
function captureResponse(res: ServerResponse) {
  const chunks: Buffer[] = [];
  let size = 0;
  let ok = true;
  const write = res.write;
  const end = res.end;
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    const buf =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > 2 * 1024 * 1024) ok = false; // too big to keep
    else chunks.push(buf);
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  const finished = new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
  });
  return {
    finished,
    // Read at the end: the status and headers Astro gave writeHead, plus those added on the way.
    result: (): Captured | null =>
      ok && res.writableFinished
        ? { status: res.statusCode, headers: Object.entries(res.getHeaders()) as Header[], body: Buffer.concat(chunks) }
        : null,
  };
}

/**
 * The encoding `compression` would pick for this request: brotli, else gzip, by the client's q-values.
 * (negotiator's types lack the `preferred` argument that breaks ties in brotli's favour.)
 */
const negotiate = (req: IncomingMessage) =>
  (new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined }).encoding(
    ['br', 'gzip', 'identity'],
    ['br', 'gzip'],
  );

/** Replays an entry: compressed once per encoding and kept, with an ETag for 304s. */
function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: 'HIT' | 'STALE', now: () => number): void {
  for (const [k, v] of entry.headers) res.setHeader(k, v);
  res.setHeader('x-cache', state);
  res.setHeader('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
  // `compression` added Vary: Accept-Encoding while rendering exactly when the type is worth compressing.
  const compressible = varyList(entry.headers).includes('accept-encoding') && entry.body.length >= MIN_COMPRESSED_BYTES;
  const chosen = compressible ? negotiate(req) : undefined;
  const encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
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
