// A shared cache in front of Astro for answers that are the same for every shopper (catalogue
// pages, the home page, public catalogue API reads, sitemap), keyed by URL and tagged by what they
// show (`product:<id>`, `listings`; an answer without tags depends on everything). A catalogue
// write announces what it changed (src/server/catalogue-changes.ts) and the entries tagged with it
// are dropped, so the next request shows the change. Concurrent requests for an entry being
// rendered wait for that one render; an entry older than `maxAgeMs` (the safety net for changes
// made outside the API) is served stale while one request renders its replacement. Bounded by
// bytes (lru-cache). See docs/decisions/063-content-keyed-page-cache.md.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import onHeaders from 'on-headers';

/** The response header a page names its tags in (space- or comma-separated); never sent on. */
const CACHE_TAGS_HEADER = 'x-cache-tags';
/** Headers never stored or replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie']);
/** Kept bodies below this are replayed as they are, as `compression` would send them. */
const MIN_COMPRESSED_BYTES = 1024;
/** Bodies above this are not kept. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

type Header = [string, OutgoingHttpHeader];
type Captured = { status: number; headers: Header[]; body: Buffer };
type Entry = Captured & { etag: string; storedAt: number; tags: string[]; br?: Buffer; gzip?: Buffer };

export type PageCacheOptions = {
  /** The memory bound: bodies, their compressed copies and headers; 0 turns the cache off. */
  maxBytes: number;
  /** After this an entry is served stale while one request renders it again. */
  maxAgeMs?: number;
  /** How long past `maxAgeMs` a stale entry may still be served while it is rendered again. */
  staleMs?: number;
  cacheable: (pathname: string) => boolean;
  /** Tags of an answer that names none (the API's reads: cache-policy.ts). */
  defaultTags?: (pathname: string) => string[];
  now?: () => number;
};

/** The two steps of a render: `prepare` sets up the response (compression…), `render` writes it. */
export type RenderSteps = { prepare: () => void; render: () => Promise<void> };

const sizeOf = (e: Entry) =>
  e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + e.headers.reduce((n, [k, v]) => n + k.length + String(v).length, 0) + 200;

/** Reads the tags header off a response before it is sent, and removes it. */
function takeTags(res: ServerResponse): () => string[] | null {
  let tags: string[] | null = null;
  onHeaders(res, () => {
    const value = res.getHeader(CACHE_TAGS_HEADER);
    if (value == null) return;
    res.removeHeader(CACHE_TAGS_HEADER);
    tags = String(value).split(/[\s,]+/).filter(Boolean);
  });
  return () => tags;
}

export function createPageCache({
  maxBytes,
  maxAgeMs = 5 * 60_000,
  staleMs = 60_000,
  cacheable,
  defaultTags = () => [],
  now = Date.now,
}: PageCacheOptions) {
  const enabled = maxBytes > 0;
  const entries = new LRUCache<string, Entry>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (e) => Math.max(1, sizeOf(e)) });
  /** Renders in flight. */
  const inFlight = new Map<string, Promise<Entry | null>>();
  /** Bumped by every change: a render that started before one is not kept (it may show the old state). */
  let generation = 0;
  const stats = { hits: 0, stale: 0, misses: 0, waits: 0, dropped: 0 };

  /**
   * Drops the entries showing what changed: those carrying one of `tags`, and those without tags
   * (they may show anything). `*` drops everything.
   */
  const drop = (tags: readonly string[]) => {
    generation += 1;
    const all = tags.includes('*');
    const wanted = new Set(tags);
    // Collected first: the LRU's order is not changed while it is walked.
    const gone = [...entries.entries()].filter(([, entry]) => all || entry.tags.length === 0 || entry.tags.some((t) => wanted.has(t)));
    for (const [key] of gone) entries.delete(key);
    stats.dropped += gone.length;
  };

  /** Whether a request may be answered from (and fill) the cache. */
  const applies = (req: IncomingMessage, pathname: string) =>
    enabled &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.authorization &&
    !req.headers.range &&
    // A client that asks for a fresh answer (a hard reload, the bench's "rendered" figures) gets one rendered for it.
    !/no-cache|no-store/i.test(String(req.headers['cache-control'] ?? '')) &&
    cacheable(pathname);

  /**
   * Compresses an entry once per encoding, at its first replay, on the request's turn; the LRU's
   * size is brought up to date. Brotli 6 with a 256 KB window: a 40 KB page in under a millisecond
   * and within 0.2 % of brotli 9's size, which took 90 ms a page (the long tail of a big catalogue
   * is mostly first replays).
   */
  const compressed = (key: string, entry: Entry, encoding: 'br' | 'gzip') => {
    let body = entry[encoding];
    if (body) return body;
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 6,
              [constants.BROTLI_PARAM_LGWIN]: 18,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipSync(entry.body, { level: 9 });
    entry[encoding] = body;
    if (entries.peek(key) === entry) entries.set(key, entry);
    return body;
  };

  /** Answers from the cache, or prepares and renders; what the render wrote (before compression) is kept. */
  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, { prepare, render: renderOnly }: RenderSteps): Promise<void> {
    // Whatever happens to this request, the tags header never leaves the server.
    const tagsOf = takeTags(res);
    const render = () => {
      prepare();
      return renderOnly();
    };
    if (!applies(req, pathname)) return render();

    // The API varies on Origin (CORS): each origin gets its own entry.
    const key = `${req.url ?? pathname}\n${req.headers.origin ?? ''}`;
    const replay = (entry: Entry, state: 'HIT' | 'STALE') => send(req, res, entry, state, now, (encoding) => compressed(key, entry, encoding));
    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < maxAgeMs) {
      stats.hits += 1;
      return replay(entry, 'HIT');
    }
    const pending = inFlight.get(key);
    if (entry && age < maxAgeMs + staleMs && pending) {
      stats.stale += 1;
      return replay(entry, 'STALE');
    }
    if (pending) {
      stats.waits += 1;
      const rendered = await pending;
      if (rendered) return replay(rendered, 'HIT');
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
      const stored =
        captured && generation === started && storable(captured) ? toEntry(captured, now(), tagsOf() ?? defaultTags(pathname)) : null;
      if (stored) entries.set(key, stored);
      settle(stored);
    }
  }

  return { handle, drop, stats, size: () => entries.size, bytes: () => entries.calculatedSize };
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

function toEntry(c: Captured, storedAt: number, tags: string[]): Entry {
  const headers = c.headers.filter(([k]) => !HOP_BY_HOP.has(k));
  const etag = `"${createHash('sha1').update(c.body).digest('base64url').slice(0, 22)}"`;
  return { status: c.status, headers, body: c.body, etag, storedAt, tags };
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
    if (size > MAX_BODY_BYTES) ok = false; // too big to keep
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
function send(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  state: 'HIT' | 'STALE',
  now: () => number,
  compressed: (encoding: 'br' | 'gzip') => Buffer,
): void {
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
  const body = encoding ? compressed(encoding) : entry.body;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.statusCode = entry.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}
