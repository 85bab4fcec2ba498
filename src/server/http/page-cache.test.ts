import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
