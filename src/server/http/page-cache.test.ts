import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

// The cache on its own, in front of a render that counts itself: tags, the bound in bytes.
// (serve.test.ts tests it inside the server: collapsing, compression, ETags, stale answers.)
let renders = 0;
const cache = createPageCache({ maxBytes: 64 * 1024, cacheable: (p) => p.startsWith('/c/') });
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    void cache.handle(req, res, url.pathname, {
      prepare: () => {},
      render: async () => {
        renders += 1;
        const headers: Record<string, string> = { 'content-type': 'text/html' };
        const tags = url.searchParams.get('tags');
        if (tags) headers['x-cache-tags'] = tags;
        res.writeHead(200, headers);
        res.end('x'.repeat(Number(url.searchParams.get('size') ?? 100)));
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string) => {
  const res = await fetch(base + path);
  await res.arrayBuffer();
  return { cache: res.headers.get('x-cache'), tags: res.headers.get('x-cache-tags') };
};

describe('the page cache', () => {
  it('drops by tag: the tagged entries, and those without tags', async () => {
    await get('/c/a?tags=product:a');
    await get('/c/b?tags=product:b listings');
    await get('/c/none');
    cache.drop(['product:a']);
    expect((await get('/c/a?tags=product:a')).cache).toBe('MISS');
    expect((await get('/c/b?tags=product:b listings')).cache).toBe('HIT');
    expect((await get('/c/none')).cache).toBe('MISS');
    cache.drop(['listings']);
    expect((await get('/c/b?tags=product:b listings')).cache).toBe('MISS');
    expect((await get('/c/a?tags=product:a')).cache).toBe('HIT');
    cache.drop(['*']);
    expect((await get('/c/a?tags=product:a')).cache).toBe('MISS');
  });

  it('never sends the tags header on', async () => {
    expect((await get('/c/t?tags=product:t')).tags).toBeNull();
    expect((await get('/c/t?tags=product:t')).tags).toBeNull();
  });

  it('stays within its bytes, forgetting the least recently used first', async () => {
    cache.drop(['*']);
    for (let i = 0; i < 10; i++) await get(`/c/big${i}?size=10000&tags=product:${i}`);
    expect(cache.bytes()).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size()).toBeLessThan(10);
    expect((await get('/c/big9?size=10000&tags=product:9')).cache).toBe('HIT');
    const before = renders;
    expect((await get('/c/big0?size=10000&tags=product:0')).cache).toBe('MISS');
    expect(renders - before).toBe(1);
  });

  it('leaves what is not cacheable alone, and keeps nothing when its bound is 0', async () => {
    expect((await get('/other')).cache).toBeNull();
    const off = createPageCache({ maxBytes: 0, cacheable: () => true });
    expect(off.size()).toBe(0);
  });
});

describe('the page cache, behind compression', () => {
  // As the server runs it: `prepare` sets up compression, so an answer leaves compressed for a
  // client that takes it, and that is what the cache keeps (decision 098).
  // A page's worth of text that is not one line repeated (brotli's qualities differ on it).
  const words = ['Kolhapuri', 'masala', 'papad', 'pickle', 'jaggery', 'turmeric', 'Sangli', 'roasted', 'hand-pounded', 'mango'];
  const text = Array.from({ length: 400 }, (_, i) => `<p>${words[(i * 7) % 10]} ${words[(i * i) % 10]} batch ${(i * 7919) % 1009}, ₹${(i * 37) % 500}</p>`).join('\n');
  const compressed = createPageCache({ maxBytes: 1024 * 1024, cacheable: () => true });
  let compressedServer: http.Server;
  let compressedBase: string;
  const compress = compression({ threshold: 1024 }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  let rendered = 0;

  beforeAll(async () => {
    compressedServer = http.createServer((req, res) => {
      void compressed.handle(req, res, '/page', {
        prepare: () => compress(req, res, () => {}),
        render: async () => {
          rendered += 1;
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(text);
        },
      });
    });
    await new Promise<void>((resolve) => compressedServer.listen(0, '127.0.0.1', resolve));
    compressedBase = `http://127.0.0.1:${(compressedServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => compressedServer.close(resolve)));

  /** The raw answer: its headers and the body as sent (undici's fetch would decode it). */
  const raw = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(compressedBase + path, { headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  const decoded = ({ headers, body }: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
    (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();

  it('keeps the page as it left, compressed, and replays it to every kind of client', async () => {
    const first = await raw('/page?a', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('br');
    // What is kept is the compressed answer, not the 14 KB page.
    expect(compressed.bytes()).toBeLessThan(first.body.length + 1024);
    expect(compressed.bytes()).toBeLessThan(Buffer.byteLength(text) / 4);

    const hit = await raw('/page?a', { 'accept-encoding': 'br' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.body.equals(first.body)).toBe(true);
    const gzipOnly = await raw('/page?a', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly)).toBe(text);
    const identity = await raw('/page?a', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(text);
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(text));
    const head = await raw('/page?a', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(head.headers.etag).toBe(identity.headers.etag);
    expect(head.body.length).toBe(0);
    expect(rendered).toBe(1);
    // One content, one tag, whatever the encoding.
    const base = String(hit.headers.etag).replace(/-br"$/, '"');
    expect(String(gzipOnly.headers.etag)).toBe(base.replace(/"$/, '-gzip"'));
    expect(identity.headers.etag).toBe(base);
  });

  it('compresses a page asked for again more tightly, once, without a change a browser could see', async () => {
    const first = await raw('/page?c', { 'accept-encoding': 'br' });
    const second = await raw('/page?c', { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    // The second request set off brotli 6 in the thread pool; the entry answers with it once done.
    let later = second;
    for (let i = 0; i < 50 && later.body.length === first.body.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await raw('/page?c', { 'accept-encoding': 'br' });
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(decoded(later)).toBe(text);
    expect(later.headers.etag).toBe(second.headers.etag);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
  });

  it('keeps a page rendered for a client that took no compression as it was, and compresses it for the next', async () => {
    const first = await raw('/page?b', { 'accept-encoding': 'identity' });
    expect(first.headers['content-encoding']).toBeUndefined();
    const hit = await raw('/page?b', { 'accept-encoding': 'br' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(decoded(hit)).toBe(text);
  });
});
