// A shared cache in front of Astro for answers that are the same for every shopper (catalogue
// pages, the home page, public catalogue API reads, sitemap), keyed by URL and tagged by what they
// show (`product:<id>`, `listings`; an answer without tags depends on everything). A catalogue
// write announces what it changed (src/server/catalogue-changes.ts) and the entries tagged with it
// are dropped, so the next request shows the change. Concurrent requests for an entry being
// rendered wait for that one render; an entry older than `maxAgeMs` (the safety net for changes
// made outside the API) is served stale while one request renders its replacement. Bounded by
// bytes (lru-cache), and an entry keeps its body as the render sent it, compressed (decision 098):
// a product page is about 10 KB kept instead of 47. See docs/decisions/063-content-keyed-page-cache.md.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, brotliDecompress, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import onHeaders from 'on-headers';
import type { PageStore } from './page-store.ts';
import { answered, BROTLI_WINDOW } from './rendered-response.ts';

/** The response header a page names its tags in (space- or comma-separated); never sent on. */
const CACHE_TAGS_HEADER = 'x-cache-tags';
/** Headers never stored or replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie']);
/** Kept bodies below this are replayed as they are, as `compression` would send them. */
const MIN_COMPRESSED_BYTES = 1024;
/** Bodies above this are not kept. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

type Header = [string, OutgoingHttpHeader];
type Encoding = 'br' | 'gzip';
/**
 * A rendered answer: its body as the render sent it (`encoding`: compressed by `compression` for
 * the request that rendered it, or as it was), the length and a hash of the body before
 * compression (for ETags: the same content gets the same tag, however it was compressed).
 */
type Captured = { status: number; headers: Header[]; encoding: Encoding | null; body: Buffer; plainLength: number; plainHash: string };
/**
 * `copies`: the body in the other encoding, made at the first request that wants it;
 * `recompressed`: a brotli body has been (or is being) compressed again at the replays' quality.
 */
export type Entry = Omit<Captured, 'plainHash'> & {
  etag: string;
  storedAt: number;
  tags: string[];
  copies: Partial<Record<Encoding, Buffer>>;
  recompressed?: boolean;
};

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
  /** A second tier on disk that every kept answer is also written to (page-store.ts, decision 099). */
  store?: PageStore;
  /**
   * A request carrying this in `x-page-warm` is the server rendering a page ahead of shoppers
   * (page-warmer.ts): it renders and keeps the page even when one is kept, and is never answered
   * from the cache. Secret to the process, so nobody outside can make it render.
   */
  warmToken?: string;
  now?: () => number;
};

/** The request header of the server's own renders ahead of shoppers (page-warmer.ts). */
export const WARM_HEADER = 'x-page-warm';

/** The two steps of a render: `prepare` sets up the response (compression…), `render` writes it. */
export type RenderSteps = { prepare: () => void; render: () => Promise<void> };

const sizeOf = (e: Entry) =>
  e.body.length + (e.copies.br?.length ?? 0) + (e.copies.gzip?.length ?? 0) + e.headers.reduce((n, [k, v]) => n + k.length + String(v).length, 0) + 200;

/**
 * Brotli for kept answers: quality 6 with a 256 KB window, a 40 KB page in about a millisecond and
 * within 0.2 % of brotli 9's size, which took 90 ms a page. (Answers are streamed at 4: cheaper
 * for a render, about 7 % bigger.)
 */
const keptBrotli = (length: number) => ({
  params: { ...BROTLI_WINDOW, [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: length },
});

/** An entry's body before compression: kept as it is, or decompressed for this answer (a client that takes neither encoding). */
const plainBody = (e: Entry) => (e.encoding === 'br' ? brotliDecompressSync(e.body) : e.encoding === 'gzip' ? gunzipSync(e.body) : e.body);

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
  store,
  warmToken,
  now = Date.now,
}: PageCacheOptions) {
  const enabled = maxBytes > 0;
  const entries = new LRUCache<string, Entry>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (e) => Math.max(1, sizeOf(e)) });
  /** Entries rendered ahead of shoppers that memory had no room for, while their file is written. */
  const writing = new Map<string, Entry>();
  /** Renders in flight. */
  const inFlight = new Map<string, Promise<Entry | null>>();
  /** Bumped by every change: a render that started before one is not kept (it may show the old state). */
  let generation = 0;
  const stats = { hits: 0, fromDisk: 0, stale: 0, misses: 0, waits: 0, dropped: 0, warmed: 0 };

  /**
   * Drops the entries showing what changed: those carrying one of `tags`, and those without tags
   * (they may show anything). `*` drops everything.
   */
  const drop = (tags: readonly string[]) => {
    generation += 1;
    const all = tags.includes('*');
    const wanted = new Set(tags);
    // Collected first: the LRU's order is not changed while it is walked.
    const shows = (entryTags: string[]) => all || entryTags.length === 0 || entryTags.some((t) => wanted.has(t));
    const gone = [...entries.entries()].filter(([, entry]) => shows(entry.tags));
    for (const [key] of gone) entries.delete(key);
    for (const [key, entry] of writing) if (shows(entry.tags)) writing.delete(key);
    stats.dropped += gone.length;
    store?.drop(shows);
  };

  /**
   * Keeps a rendered entry in memory and, when there is a store, on disk: unless a change came, or
   * a newer render of the same page was kept, while the file was written. A page rendered ahead of
   * shoppers is made as small as a page asked for again first (`recompress`), in the idle time.
   */
  const keep = (key: string, entry: Entry, started: number, ahead: boolean) => {
    // Ahead of shoppers, memory is filled only where it is free: pages shoppers asked for stay.
    if (!ahead || !store || entries.calculatedSize + sizeOf(entry) <= maxBytes) entries.set(key, entry);
    else {
      entries.delete(key);
      writing.set(key, entry);
    }
    const current = () => generation === started && (entries.peek(key) ?? writing.get(key) ?? entry) === entry;
    const toDisk = () => {
      if (!store) return;
      store
        .put(key, entry, current)
        .catch(() => {})
        .finally(() => {
          if (writing.get(key) === entry) writing.delete(key);
        });
    };
    if (ahead) recompress(key, entry, toDisk);
    else toDisk();
  };

  /** A fresh entry from the disk tier, brought back into memory (null when there is none). */
  const fromStore = async (key: string): Promise<Entry | null> => {
    const storedAt = store?.storedAt(key);
    if (!store || storedAt === undefined || now() - storedAt >= maxAgeMs) return null;
    const started = generation;
    const entry = await store.get(key);
    // A change while the file was read may have dropped it.
    if (!entry || generation !== started) return null;
    if (!entries.has(key)) entries.set(key, entry);
    return entry;
  };

  /**
   * Whether the page at `url` (a path and query, as a request names it, without Origin) is kept
   * in memory or on disk, and will still be fresh `forMs` from now.
   */
  const holds = (url: string, forMs = 0) => {
    const key = `${url}\n`;
    const storedAt = Math.max(entries.peek(key)?.storedAt ?? writing.get(key)?.storedAt ?? -Infinity, store?.storedAt(key) ?? -Infinity);
    return now() + forMs - storedAt < maxAgeMs;
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
   * An entry's body in `encoding`: as kept when the render sent it so (what most browsers get:
   * nothing to do), else compressed once, at the first replay that asks for it, on the request's
   * turn, and kept; the LRU's size is brought up to date.
   */
  const compressed = (key: string, entry: Entry, encoding: Encoding) => {
    if (entry.encoding === encoding) return entry.body;
    let body = entry.copies[encoding];
    if (body) return body;
    const plain = plainBody(entry);
    body = ownCopy([encoding === 'br' ? brotliCompressSync(plain, keptBrotli(plain.length)) : gzipSync(plain, { level: 9 })]);
    entry.copies[encoding] = body;
    if (entries.peek(key) === entry) entries.set(key, entry);
    return body;
  };

  /**
   * A page asked for again is worth smaller bytes: a brotli body as it was streamed (quality 4) is
   * compressed again at 6, once, in the thread pool, while the entry keeps answering; same content,
   * same ETag. A page asked for once (the long tail of a big catalogue) never pays for it, unless
   * it was rendered ahead of shoppers (page-warmer.ts: idle time). `then` runs when it is done.
   */
  const recompress = (key: string, entry: Entry, then = () => {}) => {
    if (entry.encoding !== 'br' || entry.recompressed) return then();
    entry.recompressed = true;
    brotliDecompress(entry.body, (error, plain) => {
      if (error) return then();
      brotliCompress(plain, keptBrotli(plain.length), (failed, body) => {
        if (!failed && body.length < entry.body.length) {
          entry.body = ownCopy([body]);
          if (entries.peek(key) === entry) entries.set(key, entry);
        }
        then();
      });
    });
  };

  /** Answers from the cache, or prepares and renders; the answer is kept as it left (compressed or not). */
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
    const warming = warmToken !== undefined && req.headers[WARM_HEADER] === warmToken;
    let entry = warming ? undefined : (entries.get(key) ?? writing.get(key));
    if (!warming && !(entry && now() - entry.storedAt < maxAgeMs)) {
      const stored = await fromStore(key);
      if (stored) {
        stats.fromDisk += 1;
        entry = stored;
      }
    }
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < maxAgeMs) {
      stats.hits += 1;
      replay(entry, 'HIT');
      return recompress(key, entry);
    }
    const pending = inFlight.get(key);
    if (warming && pending) {
      // Being rendered for a shopper already: that render is kept.
      await pending;
      res.statusCode = 204;
      res.end();
      return;
    }
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

    if (warming) stats.warmed += 1;
    else stats.misses += 1;
    const started = generation;
    let settle = (_value: Entry | null) => {};
    inFlight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    // Two watches on what is written: the first, set before compression, sees what leaves (the
    // body kept); the second, set after, sees the body as rendered (its length and hash).
    const capture = captureResponse(res);
    prepare();
    const plain = watchPlainBody(res);
    res.setHeader('x-cache', 'MISS');
    try {
      await renderOnly();
      await capture.finished;
    } finally {
      inFlight.delete(key);
      const captured = capture.result(plain.result());
      const stored =
        captured && generation === started && storable(captured) ? toEntry(captured, now(), tagsOf() ?? defaultTags(pathname)) : null;
      if (stored) keep(key, stored, started, warming);
      settle(stored);
    }
  }

  return { handle, drop, holds, stats, size: () => entries.size, bytes: () => entries.calculatedSize, store };
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
  // HTTP/2's `:status` is in an HTTP/2 answer's headers (http-server.ts): the status is kept apart.
  const headers = c.headers.filter(([k]) => !HOP_BY_HOP.has(k) && !k.startsWith(':'));
  const { plainHash, ...kept } = c;
  return { ...kept, headers, etag: `"${plainHash}"`, storedAt, tags, copies: {} };
}

/**
 * A copy in memory of its own. Node hands out small buffers as slices of shared blocks (its pool,
 * zlib's output): a kept slice keeps its whole block (a 9 KB page held 64 KB), which the cache's
 * count of bytes would not see.
 */
function ownCopy(parts: readonly Uint8Array[]): Buffer {
  const copy = Buffer.allocUnsafeSlow(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    copy.set(part, at);
    at += part.length;
  }
  return copy;
}

/**
 * Calls `take` with each chunk written to `res` from now on (under whatever wraps it later),
 * without changing what is written. The chunk is the writer's own: read it, copy what is kept.
 */
function watchWrites(res: ServerResponse, take: (chunk: Uint8Array) => void) {
  const write = res.write;
  const end = res.end;
  const taken = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    take(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : (chunk as Uint8Array));
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    taken(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    taken(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}

/** The body as rendered, before compression: its length and hash, nothing kept. */
function watchPlainBody(res: ServerResponse) {
  const hash = createHash('sha1');
  let length = 0;
  watchWrites(res, (chunk) => {
    length += chunk.length;
    hash.update(chunk);
  });
  return { result: () => ({ length, hash: hash.digest('base64url').slice(0, 22) }) };
}

/** What leaves for the client (compressed or not), kept up to MAX_BODY_BYTES. */
function captureResponse(res: ServerResponse) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  watchWrites(res, (chunk) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  const finished = answered(res);
  return {
    finished,
    // Read at the end: the status and headers Astro gave writeHead, plus those added on the way
    // (compression's Content-Encoding).
    result: (plain: { length: number; hash: string }): Captured | null => {
      if (!res.writableFinished || size > MAX_BODY_BYTES || plain.length > MAX_BODY_BYTES) return null;
      const sent = String(res.getHeader('content-encoding') ?? '');
      if (sent !== '' && sent !== 'br' && sent !== 'gzip') return null; // an encoding the cache cannot undo
      const encoding: Encoding | null = sent === 'br' || sent === 'gzip' ? sent : null;
      return { status: res.statusCode, headers: Object.entries(res.getHeaders()) as Header[], encoding, body: ownCopy(chunks), plainLength: plain.length, plainHash: plain.hash };
    },
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
  compressed: (encoding: Encoding) => Buffer,
): void {
  for (const [k, v] of entry.headers) res.setHeader(k, v);
  res.setHeader('x-cache', state);
  res.setHeader('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
  // `compression` added Vary: Accept-Encoding while rendering exactly when the type is worth compressing.
  const compressible = varyList(entry.headers).includes('accept-encoding') && entry.plainLength >= MIN_COMPRESSED_BYTES;
  const chosen = compressible ? negotiate(req) : undefined;
  const encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
  const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = entry.status;
  if (!encoding && req.method === 'HEAD') {
    // The length is known without undoing the compression of what is kept.
    res.setHeader('content-length', entry.plainLength);
    res.end();
    return;
  }
  const body = encoding ? compressed(encoding) : plainBody(entry);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
