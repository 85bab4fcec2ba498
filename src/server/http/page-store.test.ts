import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, WARM_HEADER, type Entry } from './page-cache.ts';
import { createPageStore } from './page-store.ts';

const root = mkdtempSync(path.join(tmpdir(), 'page-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const entry = (body: string, tags: string[] = []): Entry => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  encoding: null,
  body: Buffer.from(body),
  plainLength: body.length,
  etag: '"e"',
  storedAt: Date.now(),
  tags,
  copies: {},
});

describe('the page store (the page cache on disk)', () => {
  it('keeps an entry in a file and gives it back whole; a change drops what shows it', async () => {
    const store = createPageStore({ root: path.join(root, 'a'), maxBytes: 1024 * 1024 });
    await store.put('/p/1\n', entry('one', ['product:1']), () => true);
    await store.put('/p/2\n', entry('two', ['product:2']), () => true);
    const back = await store.get('/p/1\n');
    expect(back?.body.toString()).toBe('one');
    expect(back?.headers).toEqual([['content-type', 'text/html']]);
    expect(back?.tags).toEqual(['product:1']);
    expect(store.drop((tags) => tags.includes('product:1'))).toBe(1);
    expect(await store.get('/p/1\n')).toBeNull();
    expect((await store.get('/p/2\n'))?.body.toString()).toBe('two');
    store.close();
  });

  it('does not keep what a change dropped while it was written', async () => {
    const store = createPageStore({ root: path.join(root, 'b'), maxBytes: 1024 * 1024 });
    await store.put('/p/1\n', entry('old'), () => false);
    expect(await store.get('/p/1\n')).toBeNull();
    expect(store.size()).toBe(0);
    store.close();
  });

  it('stays within its bytes, the oldest written going first, and removes its files when closed', async () => {
    const store = createPageStore({ root: path.join(root, 'c'), maxBytes: 3000 });
    for (let i = 0; i < 5; i++) await store.put(`/p/${i}\n`, entry('x'.repeat(900)), () => true);
    expect(store.bytes()).toBeLessThanOrEqual(3000);
    expect(await store.get('/p/0\n')).toBeNull();
    expect(await store.get('/p/4\n')).not.toBeNull();
    const dir = path.join(root, 'c', String(process.pid));
    expect(readdirSync(dir).length).toBe(store.size());
    store.close();
    expect(existsSync(dir)).toBe(false);
  });

  it('removes the folders of processes that no longer run', async () => {
    const first = createPageStore({ root: path.join(root, 'd'), maxBytes: 1024 });
    // A process id no process has (above Linux's pid_max).
    const dead = path.join(root, 'd', '99999999');
    rmSync(dead, { recursive: true, force: true });
    await import('node:fs').then((fs) => fs.mkdirSync(dead));
    first.close();
    createPageStore({ root: path.join(root, 'd'), maxBytes: 1024 }).close();
    expect(existsSync(dead)).toBe(false);
  });
});

describe('the page cache with its store', () => {
  let renders = 0;
  const token = 'test-token';
  const store = createPageStore({ root: path.join(root, 'cache'), maxBytes: 1024 * 1024 });
  // Memory for about two 10 KB pages: the rest lives on disk.
  const cache = createPageCache({ maxBytes: 24 * 1024, cacheable: (p) => p.startsWith('/c/'), store, warmToken: token });
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      void cache.handle(req, res, url.pathname, {
        prepare: () => {},
        render: async () => {
          renders += 1;
          res.writeHead(200, { 'content-type': 'text/html', 'x-cache-tags': `product:${url.pathname.slice(3)}` });
          res.end(`${url.pathname} render ${renders} `.padEnd(10_000, '.'));
        },
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    store.close();
  });

  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + p, { headers });
    return { cache: res.headers.get('x-cache'), status: res.status, body: await res.text() };
  };
  /** Files are written in the background: wait until the store holds `count`. */
  const stored = async (count: number) => {
    for (let i = 0; i < 100 && store.size() < count; i++) await new Promise((r) => setTimeout(r, 10));
    return store.size();
  };

  it('answers a page memory no longer holds from disk, without rendering it again', async () => {
    for (let i = 0; i < 6; i++) await get(`/c/${i}`);
    expect(cache.size()).toBeLessThan(6);
    expect(await stored(6)).toBe(6);
    const before = renders;
    const first = await get('/c/0');
    expect(first.cache).toBe('HIT');
    expect(first.body).toMatch(/^\/c\/0 render \d+ /);
    expect(renders).toBe(before);
    expect(cache.stats.fromDisk).toBeGreaterThan(0);
    expect(cache.holds('/c/0')).toBe(true);
    expect(cache.holds('/c/never')).toBe(false);
  });

  it('drops a changed page on disk too', async () => {
    cache.drop(['product:1']);
    expect(cache.holds('/c/1')).toBe(false);
    const before = renders;
    expect((await get('/c/1')).cache).toBe('MISS');
    expect(renders).toBe(before + 1);
    expect((await get('/c/2')).cache).toBe('HIT');
  });

  it("renders and keeps a page for the server's own request ahead of shoppers, even when one is kept", async () => {
    const before = renders;
    const ahead = await get('/c/2', { [WARM_HEADER]: token });
    expect(ahead.cache).toBe('MISS');
    expect(renders).toBe(before + 1);
    const after = await get('/c/2');
    expect(after.cache).toBe('HIT');
    expect(after.body).toContain(`render ${before + 1} `);
    // Anyone else's header is an ordinary request: answered from the cache.
    expect((await get('/c/2', { [WARM_HEADER]: 'guess' })).cache).toBe('HIT');
    expect(renders).toBe(before + 1);
  });

  it('keeps pages shoppers asked for in memory when pages are rendered ahead', async () => {
    cache.drop(['*']);
    await get('/c/hot');
    await get('/c/hot2');
    for (let i = 10; i < 16; i++) await get(`/c/${i}`, { [WARM_HEADER]: token });
    const fromDisk = cache.stats.fromDisk;
    const before = renders;
    expect((await get('/c/hot')).cache).toBe('HIT');
    expect((await get('/c/hot2')).cache).toBe('HIT');
    expect(cache.stats.fromDisk).toBe(fromDisk);
    // The pages rendered ahead are all there, on disk.
    for (let i = 10; i < 16; i++) expect((await get(`/c/${i}`)).cache).toBe('HIT');
    expect(renders).toBe(before);
  });
});
