import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_HEADER } from './page-cache.ts';
import { createActivity, sitemapPaths, startPageWarmer } from './page-warmer.ts';

describe('sitemapPaths', () => {
  it("reads the path and query of each URL, whatever the sitemap's origin", () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://shop.example/</loc></url>' +
      '<url><loc>https://shop.example/product/p%201</loc></url><url><loc>https://shop.example/x?a=1&amp;b=2</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/product/p%201', '/x?a=1&b=2']);
  });
});

describe('createActivity', () => {
  it('says the server is idle only once no request has been in flight for a while', async () => {
    const activity = createActivity({ quietMs: 30 });
    activity.begin();
    activity.begin();
    let idleAt = 0;
    const started = performance.now();
    const waiting = activity.idle().then(() => (idleAt = performance.now()));
    activity.end();
    await new Promise((r) => setTimeout(r, 40));
    expect(idleAt).toBe(0);
    activity.end();
    const ended = performance.now();
    await waiting;
    expect(idleAt - ended).toBeGreaterThanOrEqual(25);
    expect(idleAt - started).toBeGreaterThan(60);
    expect(activity.inFlight).toBe(0);
  });
});

describe('startPageWarmer', () => {
  const requests: { path: string; token: unknown; encoding: unknown }[] = [];
  const kept = new Set<string>();
  /** Pages kept but soon too old. */
  const aging = new Set<string>();
  let products = ['a', 'b', 'c'];
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ path: req.url ?? '', token: req.headers[WARM_HEADER], encoding: req.headers['accept-encoding'] });
      if (req.url === '/sitemap.xml') {
        const locs = ['/', '/aboutUs', ...products.map((p) => `/product/${p}`)].map((p) => `<url><loc>https://shop.example${p}</loc></url>`);
        res.end(`<urlset>${locs.join('')}</urlset>`);
        return;
      }
      kept.add(req.url ?? '');
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
    return done();
  };

  it('renders each cacheable page of the sitemap not kept, while no shopper is waiting, and again after a change', async () => {
    const activity = createActivity();
    const lines: string[] = [];
    const listeners: (() => void)[] = [];
    kept.add('/product/b');
    // A shopper's request is in flight: nothing is rendered until it ends.
    activity.begin();
    const stop = startPageWarmer({
      origin,
      token: 'secret',
      cacheable: (p) => p !== '/aboutUs',
      holds: (p, forMs) => kept.has(p) && !(forMs > 0 && aging.has(p)),
      activity,
      maxAgeMs: 60_000,
      onChange: (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      log: (line) => lines.push(line),
    });
    try {
      await new Promise((r) => setTimeout(r, 50));
      expect(requests).toEqual([]);
      activity.end();
      expect(await until(() => lines.length === 2)).toBe(true);
      expect(requests.map((r) => r.path)).toEqual(['/sitemap.xml', '/', '/product/a', '/product/c']);
      expect(requests.every((r) => r.token === 'secret' && String(r.encoding).includes('br'))).toBe(true);
      expect(lines[0]).toBe('[pages] rendering 3 catalogue page(s) ahead of shoppers');
      expect(lines[1]).toMatch(/^\[pages\] every catalogue page is kept: 3 rendered ahead of shoppers in [\d.]+ s, of 4 in the sitemap$/);

      // A change: a new product, and the product c page dropped.
      requests.length = 0;
      products = [...products, 'd'];
      kept.delete('/product/c');
      for (const listener of listeners) listener();
      expect(await until(() => lines.length === 4)).toBe(true);
      expect(requests.map((r) => r.path)).toEqual(['/sitemap.xml', '/product/c', '/product/d']);
      expect(lines[2]).toBe('[pages] rendering 2 catalogue page(s) ahead of shoppers');

      // A page kept but soon too old is rendered again, quietly: every page is still kept.
      requests.length = 0;
      aging.add('/product/a');
      for (const listener of listeners) listener();
      expect(await until(() => requests.length === 2)).toBe(true);
      expect(requests.map((r) => r.path)).toEqual(['/sitemap.xml', '/product/a']);
      await new Promise((r) => setTimeout(r, 50));
      expect(lines).toHaveLength(4);
    } finally {
      stop();
    }
    expect(listeners).toEqual([]);
    // Its connection is closed with it: a kept-alive one would hold the server's shutdown.
    const open = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
    let count = await open();
    for (let i = 0; i < 50 && count > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
      count = await open();
    }
    expect(count).toBe(0);
  }, 10_000);
});
