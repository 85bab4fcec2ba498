import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeLocalCertificate } from '../../../scripts/local-certificate.mjs';
import { precompressDir } from '../../build/precompress.ts';
import { startShopServer } from './serve.ts';

// A stand-in for Astro's middleware-mode build: the server only needs `handler` and `options`. Like
// the real build, it holds its own copy of the API, which announces catalogue writes on the
// channel by name (src/server/catalogue-changes.ts).
const FAKE_ENTRY = `
import diagnosticsChannel from 'node:diagnostics_channel';
export const options = { mode: 'middleware' };
export async function handler(req, res) {
  const url = new URL(req.url, 'http://localhost');
  if (url.searchParams.has('fail')) throw new Error('the render failed');
  if (url.pathname === '/slow') {
    await new Promise((r) => setTimeout(r, 400));
    res.writeHead(200, { 'content-type': 'text/plain' });
    return res.end('finished');
  }
  if (url.pathname === '/gated') {
    globalThis.rendering = (globalThis.rendering ?? 0) + 1;
    globalThis.mostAtOnce = Math.max(globalThis.mostAtOnce ?? 0, globalThis.rendering);
    await new Promise((r) => setTimeout(r, 150));
    globalThis.rendering -= 1;
    res.writeHead(200, { 'content-type': 'text/plain' });
    return res.end('rendered');
  }
  if (url.pathname === '/headers') {
    // As Astro builds a request: a Fetch API Headers from every header, which refuses pseudo-headers.
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) for (const v of [].concat(value)) headers.append(name, v);
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ method: req.method, url: req.url, host: headers.get('host'), proto: headers.get('x-forwarded-proto') }));
  }
  if (url.pathname === '/page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write('<!doctype html><title>page</title>');
    res.write('<p>rendered on the server</p>'.repeat(200));
    return res.end();
  }
  if (url.pathname === '/product/counted' || url.pathname === '/product/other' || url.pathname === '/productsList' || url.pathname === '/category/private') {
    globalThis.renders = (globalThis.renders ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 50));
    const headers = { 'content-type': 'text/html; charset=utf-8' };
    if (url.pathname === '/category/private') headers['cache-control'] = 'private';
    if (url.pathname.startsWith('/product/')) headers['x-cache-tags'] = 'product:' + url.pathname.slice(9);
    res.writeHead(200, headers);
    return res.end('<p>render ' + globalThis.renders + '</p>' + ' '.repeat(2000));
  }
  if (url.pathname === '/sitemap.xml') {
    const locs = ['/', '/faq', '/product/counted', '/product/other'].map((p) => '<url><loc>https://shop.example' + p + '</loc></url>');
    res.writeHead(200, { 'content-type': 'application/xml' });
    return res.end('<urlset>' + locs.join('') + '</urlset>');
  }
  if (req.method === 'POST' && url.pathname.startsWith('/api/v1/')) {
    const failed = url.pathname.endsWith('/fail');
    if (!failed) diagnosticsChannel.channel('shop:catalogue-change').publish(JSON.parse(url.searchParams.get('change') ?? '{}'));
    res.writeHead(failed ? 400 : 201, { 'content-type': 'application/json' });
    return res.end('{}');
  }
  if (url.pathname.startsWith('/api/v1/')) {
    globalThis.apiRenders = (globalThis.apiRenders ?? 0) + 1;
    const headers = { 'content-type': 'application/json', vary: 'Origin' };
    if (req.headers.origin) headers['access-control-allow-origin'] = req.headers.origin;
    if (url.searchParams.has('cookie')) headers['set-cookie'] = 'a=b';
    const body = JSON.stringify({ data: 'x'.repeat(url.searchParams.has('small') ? 10 : 4000) });
    if (url.searchParams.has('small')) headers['content-length'] = String(Buffer.byteLength(body));
    res.writeHead(200, headers);
    return res.end(body);
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found by astro');
}
`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let outDir: string;
let server: Awaited<ReturnType<typeof startShopServer>>;
let port: number;

function request(path: string, headers: Record<string, string> = {}, method = 'GET', at = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port: at, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (a: Answer) =>
  (a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body
  ).toString();

const CSS = `body{color:red}${'.a{margin:0}'.repeat(300)}`;
const FAQ = `<!doctype html><title>FAQ</title>${'<p>question</p>'.repeat(200)}`;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'shop-serve-'));
  const client = join(outDir, 'client');
  await mkdir(join(outDir, 'server'), { recursive: true });
  await mkdir(join(client, '_astro'), { recursive: true });
  await mkdir(join(client, 'faq'), { recursive: true });
  await mkdir(join(client, 'images'), { recursive: true });
  await mkdir(join(client, '400'), { recursive: true });
  await writeFile(join(client, '400', 'index.html'), '<!doctype html><title>This link is not valid</title>');
  await writeFile(join(outDir, 'server', 'entry.mjs'), FAKE_ENTRY);
  await writeFile(join(client, '_astro', 'Layout.abc123.css'), CSS);
  await writeFile(join(client, 'faq', 'index.html'), FAQ);
  await writeFile(join(client, 'images', 'hero-640.webp'), Buffer.alloc(3000, 7));
  await writeFile(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(client, '.secret'), 'never served');
  await writeFile(join(client, 'removed-after-start.txt'), 'here at start');
  await precompressDir(client);
  server = await startShopServer({ outDir, port: 0, host: 'localhost', graceMs: 5000 });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await server?.stop('test end');
  await rm(outDir, { recursive: true, force: true });
});

describe('precompressing the build', () => {
  it('writes brotli and gzip copies of text files of 1 KB or more, and none of images or tiny files', async () => {
    const names = await readdir(join(outDir, 'client', '_astro'));
    expect(names).toEqual(expect.arrayContaining(['Layout.abc123.css.br', 'Layout.abc123.css.gz']));
    const images = await readdir(join(outDir, 'client', 'images'));
    expect(images).toEqual(['hero-640.webp']);
    const root = await readdir(join(outDir, 'client'));
    expect(root).not.toContain('favicon.svg.br');
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and sends the body as it is when nothing fits', async () => {
    const encodingFor = async (accept?: string) =>
      (await request('/page', accept === undefined ? {} : { 'accept-encoding': accept })).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor(undefined)).toBeUndefined();
  });

  it('sends only the precompressed copies a file has', async () => {
    // hero-640.webp has none: whatever the browser accepts, it gets the file as it is.
    const a = await request('/images/hero-640.webp', { 'accept-encoding': 'gzip, br' });
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.body.length).toBe(3000);
  });
});

describe('serving built files', () => {
  it('sends the brotli copy of a hashed asset with a year-long immutable cache', async () => {
    const a = await request('/_astro/Layout.abc123.css', { 'accept-encoding': 'gzip, br' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.headers['content-type']).toMatch(/^text\/css/);
    expect(a.headers.vary).toBe('Accept-Encoding');
    expect(decode(a)).toBe(CSS);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gz = await request('/_astro/Layout.abc123.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(CSS);
    const plain = await request('/_astro/Layout.abc123.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(CSS.length);
  });

  it('answers a prerendered page at /faq and /faq/, revalidated on every visit', async () => {
    for (const path of ['/faq', '/faq/', '/faq/index.html']) {
      const a = await request(path, { 'accept-encoding': 'br' });
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(decode(a)).toBe(FAQ);
    }
  });

  it('answers 304 when the browser already holds the same version', async () => {
    const first = await request('/faq', { 'accept-encoding': 'br' });
    const again = await request('/faq', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await request('/faq', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(otherEncoding.status).toBe(200);
  });

  it('caches images for a day, and answers HEAD without a body', async () => {
    const a = await request('/images/hero-640.webp', { 'accept-encoding': 'br' }, 'HEAD');
    expect(a.status).toBe(200);
    expect(a.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers['content-length']).toBe('3000');
    expect(a.body.length).toBe(0);
  });

  it('never serves dot-files or paths that climb out of the folder; Astro answers them', async () => {
    expect((await request('/.secret')).body.toString()).toBe('not found by astro');
    expect((await request('/../server/entry.mjs')).body.toString()).toBe('not found by astro');
    expect((await request('/%2e%2e/server/entry.mjs')).body.toString()).toBe('not found by astro');
  });

  it('cuts short the answer for a file removed since start, and keeps serving', async () => {
    await rm(join(outDir, 'client', 'removed-after-start.txt'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(request('/removed-after-start.txt?token=a-secret-in-the-query')).rejects.toThrow();
      // Said with the path alone (decision 176).
      expect(spy.mock.calls.map((args) => format(...args))).toEqual([expect.stringMatching(/^\[server\] could not send \/removed-after-start\.txt: /)]);
    } finally {
      spy.mockRestore();
    }
    expect((await request('/faq')).status).toBe(200);
  });

  it('logs a failed answer with its path alone: no token from the query or the path (decision 176)', async () => {
    const token = 'c2VjcmV0LXRva2VuLW9mLWEtbWFpbGVkLWxpbms';
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await request(`/reset-password?token=${token}&fail=1`)).status).toBe(500);
      expect((await request(`/api/v1/users/verify-email/${token}?fail=1`)).status).toBe(500);
      const lines = spy.mock.calls.map((args) => format(...args));
      expect(lines[0]).toMatch(/^\[server\] GET \/reset-password failed: Error: the render failed/);
      expect(lines[1]).toMatch(/^\[server\] GET \/api\/v1\/users\/verify-email\/… failed: Error: the render failed/);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves other methods than GET and HEAD on a built file to Astro', async () => {
    expect((await request('/faq', {}, 'POST')).body.toString()).toBe('not found by astro');
  });

  it("answers a page address with broken percent-encoding with the shop's own 400 page", async () => {
    for (const path of ['/%E0%A4%A', '/products?search=%E0%A4%A']) {
      const answer = await request(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body.toString()).toContain('This link is not valid');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers an API address with broken percent-encoding with the JSON error envelope', async () => {
    for (const path of ['/api/v1/products?q=%E0%A4%A', '/api/v1/products/%E0%A4%A', '/api/v1/users/login?%']) {
      const answer = await request(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body.toString())).toEqual({
        statusCode: 400,
        message: expect.stringMatching(/not valid/),
        success: false,
        errors: [],
      });
    }
  });
});

describe('compressing what Astro renders', () => {
  it('compresses a rendered page for a client that accepts brotli', async () => {
    const a = await request('/page', { 'accept-encoding': 'br' });
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['content-length']).toBeUndefined();
    expect(decode(a)).toContain('rendered on the server');
    expect(a.body.length).toBeLessThan(decode(a).length / 10);
  });

  it('sends the page as it is to a client that accepts no compression', async () => {
    const a = await request('/page');
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers.vary).toBe('Accept-Encoding');
    expect(a.body.toString()).toContain('rendered on the server');
  });

  it('leaves a body whose Content-Length is under 1 KB uncompressed', async () => {
    const a = await request('/api/v1/other?small', { 'accept-encoding': 'br' });
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(a.body.toString()).data).toBe('x'.repeat(10));
  });
});

describe('caching API answers', () => {
  it('keeps Accept-Encoding in Vary beside what the answer itself varies on', async () => {
    for (const headers of [{ 'accept-encoding': 'br' }, {}] as Record<string, string>[]) {
      const vary = String((await request('/api/v1/other', headers)).headers.vary);
      expect(vary).toContain('Origin');
      expect(vary).toContain('Accept-Encoding');
    }
  });

  it('lets a CDN hold the public product and category reads briefly, and browsers revalidate them', async () => {
    for (const path of ['/api/v1/products?page=2', '/api/v1/products/p1', '/api/v1/categories']) {
      const a = await request(path);
      expect(a.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    }
  });

  it('keeps a signed-in request private, and never caches an answer that sets a cookie', async () => {
    expect((await request('/api/v1/products', { cookie: 'accessToken=t' })).headers['cache-control']).toBe(
      'private, max-age=0, must-revalidate',
    );
    expect((await request('/api/v1/products?cookie')).headers['cache-control']).toBeUndefined();
  });

  it('adds nothing to private endpoints or to writes', async () => {
    expect((await request('/api/v1/cart')).headers['cache-control']).toBeUndefined();
    expect((await request('/api/v1/users/current-user')).headers['cache-control']).toBeUndefined();
    expect((await request('/api/v1/products', {}, 'POST')).headers['cache-control']).toBeUndefined();
  });
});

describe('rendering at most RENDERS_AT_ONCE answers at once (decision 087)', () => {
  it('lets the others wait their turn while built files go out at once', async () => {
    const gated = await startShopServer({ outDir, port: 0, host: 'localhost', rendersAtOnce: 2 });
    const gatedPort = (gated.server.address() as AddressInfo).port;
    const get = (path: string) => request(path, {}, 'GET', gatedPort);
    try {
      const g = globalThis as { mostAtOnce?: number };
      g.mostAtOnce = 0;
      let finished = 0;
      const renders = Array.from({ length: 6 }, () =>
        get('/gated').then((a) => {
          finished += 1;
          return a;
        }),
      );
      // While the six renders queue, a built file does not wait for a slot.
      const file = await get('/faq');
      expect(file.status).toBe(200);
      expect(finished).toBeLessThan(6);

      const answers = await Promise.all(renders);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.body.toString())).toEqual(Array(6).fill('rendered'));
      expect(g.mostAtOnce).toBe(2);
    } finally {
      await gated.stop('test end');
    }
  });
});

describe('stopping', () => {
  it('finishes a request in flight before it stops, and takes no new connection meanwhile', async () => {
    const own = await startShopServer({ outDir, port: 0, host: 'localhost', graceMs: 5000 });
    const ownPort = (own.server.address() as AddressInfo).port;
    const slow = new Promise<string>((resolve, reject) => {
      http
        .get({ host: 'localhost', port: ownPort, path: '/slow', agent: false }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100));
    let stopped = false;
    const stopping = own.stop('SIGTERM').then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    const refused = await new Promise<boolean>((resolve) => {
      http.get({ host: 'localhost', port: ownPort, path: '/faq', agent: false }, () => resolve(false)).on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    expect(await slow).toBe('finished');
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe('the page cache', () => {
  let cached: Awaited<ReturnType<typeof startShopServer>>;
  let cachedPort: number;
  const KEPT_MS = 1_000;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const saved = port;
    port = cachedPort;
    const answer = request(path, headers, method);
    port = saved;
    return answer;
  };
  const renders = () => (globalThis as unknown as { renders?: number }).renders ?? 0;
  /** A write through the build's API, announcing `change`. */
  const write = (change: object, path = '/api/v1/admin/products/x') => get(`${path}?change=${encodeURIComponent(JSON.stringify(change))}`, {}, 'POST');

  beforeAll(async () => {
    // A second: long enough that a kept page is still fresh at the next request on a loaded machine
    // (300 ms gave a MISS for a HIT now and then), short enough to wait for its end (the stale test).
    cached = await startShopServer({ outDir, port: 0, host: 'localhost', pageCache: { maxBytes: 1024 * 1024, maxAgeMs: KEPT_MS } });
    cachedPort = (cached.server.address() as AddressInfo).port;
  });
  afterAll(() => cached.stop('test end'));

  it('renders a catalogue page once for many requests at the same moment', async () => {
    await write({});
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/product/counted?x=1')));
    expect(renders() - before).toBe(1);
    expect(new Set(answers.map((a) => decode(a).slice(0, 20))).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('replays a kept page compressed, and answers 304 to a browser that has it', async () => {
    await get('/product/counted?x=2');
    const hit = await get('/product/counted?x=2', { 'accept-encoding': 'gzip, deflate, br' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(decode(hit)).toContain('render');
    const gzipOnly = await get('/product/counted?x=2', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipOnly)).toBe(decode(hit));
    const again = await get('/product/counted?x=2', { 'accept-encoding': 'br', 'if-none-match': String(hit.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('lets a CDN hold a catalogue page briefly, keeps other pages private, and never sends the tags header', async () => {
    const page = await get('/product/counted?x=3');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(page.headers['x-cache-tags']).toBeUndefined();
    const fresh = await get('/product/counted?x=3', { 'cache-control': 'no-cache' });
    expect(fresh.headers['x-cache-tags']).toBeUndefined();
    expect((await get('/page')).headers['cache-control']).toBe('private, no-store');
  });

  it("drops a product's page when that product changes, and keeps it when another one does", async () => {
    await get('/product/counted?x=4');
    await get('/product/other?x=4');
    let before = renders();
    await write({ products: ['other'] });
    expect((await get('/product/counted?x=4')).headers['x-cache']).toBe('HIT');
    const other = await get('/product/other?x=4');
    expect(other.headers['x-cache']).toBe('MISS');
    expect(renders() - before).toBe(1);
    before = renders();
    await write({ products: ['counted'] });
    expect((await get('/product/counted?x=4')).headers['x-cache']).toBe('MISS');
    expect(renders() - before).toBe(1);
  });

  it('drops a page without tags on any change, and everything on a change that names nothing or a category', async () => {
    await get('/productsList?x=5');
    await get('/product/counted?x=5');
    await write({ products: ['elsewhere'] });
    expect((await get('/productsList?x=5')).headers['x-cache']).toBe('MISS');
    expect((await get('/product/counted?x=5')).headers['x-cache']).toBe('HIT');
    await write({ categories: ['c1'] });
    expect((await get('/product/counted?x=5')).headers['x-cache']).toBe('MISS');
    await write({}, '/api/v1/orders');
    expect((await get('/product/counted?x=5')).headers['x-cache']).toBe('MISS');
  });

  it('keeps everything after a refused write', async () => {
    await get('/productsList?x=6');
    const before = renders();
    await write({}, '/api/v1/orders/fail');
    expect((await get('/productsList?x=6')).headers['x-cache']).toBe('HIT');
    expect(renders() - before).toBe(0);
  });

  it('serves an old entry stale while one request renders it again', async () => {
    await get('/product/counted?x=7');
    await new Promise((r) => setTimeout(r, KEPT_MS + 50));
    const before = renders();
    const renewing = get('/product/counted?x=7');
    await new Promise((r) => setTimeout(r, 15));
    const meanwhile = await get('/product/counted?x=7');
    expect(meanwhile.headers['x-cache']).toBe('STALE');
    expect((await renewing).headers['x-cache']).toBe('MISS');
    expect(renders() - before).toBe(1);
    expect((await get('/product/counted?x=7')).headers['x-cache']).toBe('HIT');
  });

  it('never keeps a private answer, and never answers a request that carries credentials from it', async () => {
    await get('/category/private');
    let before = renders();
    await get('/category/private');
    expect(renders() - before).toBe(1);
    await get('/product/counted?x=8');
    before = renders();
    await get('/product/counted?x=8', { authorization: 'Bearer t' });
    expect(renders() - before).toBe(1);
    await get('/product/counted?x=8', { 'cache-control': 'no-cache' });
    expect(renders() - before).toBe(2);
  });

  it('keeps a public API answer per origin, since CORS makes it vary on Origin, and tags a product read by its path', async () => {
    const apiRenders = () => (globalThis as unknown as { apiRenders?: number }).apiRenders ?? 0;
    await get('/api/v1/categories?o=1');
    const before = apiRenders();
    const same = await get('/api/v1/categories?o=1', { 'accept-encoding': 'br' });
    expect(apiRenders() - before).toBe(0);
    expect(same.headers['x-cache']).toBe('HIT');
    const other = await get('/api/v1/categories?o=1', { origin: 'http://storefront.example' });
    expect(apiRenders() - before).toBe(1);
    expect(other.headers['access-control-allow-origin']).toBe('http://storefront.example');
    await get('/api/v1/products/p1');
    await write({ products: ['p2'] });
    expect((await get('/api/v1/products/p1')).headers['x-cache']).toBe('HIT');
    await write({ products: ['p1'] });
    expect((await get('/api/v1/products/p1')).headers['x-cache']).toBe('MISS');
  });

  it('leaves pages outside the catalogue alone', async () => {
    const a = await get('/page');
    expect(a.headers['x-cache']).toBeUndefined();
  });
});

describe('every catalogue page of the sitemap kept (decision 099)', () => {
  it('renders the pages ahead of shoppers, keeps them on disk past the memory bound, and removes its files when it stops', async () => {
    const renders = () => (globalThis as unknown as { renders?: number }).renders ?? 0;
    const root = join(outDir, 'page-cache');
    const before = renders();
    // Memory for no page at all: every page lives on disk.
    const warm = await startShopServer({
      outDir,
      port: 0,
      host: 'localhost',
      pageCache: { maxBytes: 1, maxAgeMs: 60_000, disk: { root, maxBytes: 1024 * 1024 } },
      warm: true,
    });
    try {
      const at = (warm.server.address() as AddressInfo).port;
      for (let i = 0; i < 200 && !(warm.cache.holds('/product/counted') && warm.cache.holds('/product/other')); i++) await new Promise((r) => setTimeout(r, 20));
      // The two product pages (the home page is not one the fake build knows; /faq is a file).
      expect(renders() - before).toBe(2);
      // Files are written after the page is kept: the two pages and the sitemap.
      for (let i = 0; i < 100 && warm.cache.store?.size() !== 3; i++) await new Promise((r) => setTimeout(r, 10));
      expect(warm.cache.store?.size()).toBe(3);
      for (const path of ['/product/counted', '/product/other']) {
        const page = await request(path, { 'accept-encoding': 'br' }, 'GET', at);
        expect(page.headers['x-cache']).toBe('HIT');
        expect(decode(page)).toMatch(/^<p>render \d+<\/p>/);
      }
      expect(renders() - before).toBe(2);
      expect(warm.cache.stats.fromDisk).toBe(2);
      expect(await readdir(root)).toEqual([String(process.pid)]);
    } finally {
      await warm.stop('test end');
    }
    expect(await readdir(root)).toEqual([]);
  });

  it('keeps pages in memory only when it cannot use its folder', async () => {
    const notAFolder = join(outDir, 'client', 'faq', 'index.html');
    const memoryOnly = await startShopServer({
      outDir,
      port: 0,
      host: 'localhost',
      pageCache: { maxBytes: 1024 * 1024, maxAgeMs: 60_000, disk: { root: join(notAFolder, 'page-cache'), maxBytes: 1024 * 1024 } },
    });
    try {
      expect(memoryOnly.cache.store).toBeUndefined();
      const at = (memoryOnly.server.address() as AddressInfo).port;
      await request('/product/other', {}, 'GET', at);
      expect((await request('/product/other', {}, 'GET', at)).headers['x-cache']).toBe('HIT');
    } finally {
      await memoryOnly.stop('test end');
    }
  });
});

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let secure: Awaited<ReturnType<typeof startShopServer>>;
  let securePort: number;
  let ca: Buffer;
  let tlsDir: string;
  let tlsFiles: { certFile: string; keyFile: string };
  let redirectPort: number;

  /** One request in plain HTTP/1.1 to the redirect port; `path` may be an absolute URL (absolute-form). */
  function plain(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
    return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      http
        .request({ host: 'localhost', port: redirectPort, path, method, headers, agent: false }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
        })
        .on('error', reject)
        .end(method === 'POST' ? 'quantity=2' : undefined);
    });
  }

  /** One request over an HTTP/2 connection of its own. */
  function h2(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer; session: http2.ClientHttp2Session }>((resolve, reject) => {
      const session = http2.connect(`https://localhost:${securePort}`, { ca });
      session.once('error', reject);
      const stream = session.request({ ':path': path, ...headers });
      const chunks: Buffer[] = [];
      let head: http2.IncomingHttpHeaders = {};
      stream.once('response', (h) => (head = h));
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.once('end', () => {
        session.close();
        resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks), session });
      });
      stream.once('error', reject);
    });
  }

  beforeAll(async () => {
    tlsDir = await mkdtemp(join(tmpdir(), 'shop-tls-'));
    const made = makeLocalCertificate(tlsDir, { days: 1 });
    ca = Buffer.from(made.pem);
    tlsFiles = { certFile: made.cert, keyFile: made.key };
    // certbot's webroot layout, with one challenge waiting.
    await mkdir(join(tlsDir, 'acme', '.well-known', 'acme-challenge'), { recursive: true });
    await writeFile(join(tlsDir, 'acme', '.well-known', 'acme-challenge', 'Zx-9_token'), 'Zx-9_token.key-authorisation');
    await writeFile(join(tlsDir, 'acme', 'secret.txt'), 'not for anyone');
    secure = await startShopServer({
      outDir,
      port: 0,
      host: 'localhost',
      graceMs: 5000,
      pageCache: { maxBytes: 1024 * 1024, maxAgeMs: 60_000 },
      tls: tlsFiles,
      redirect: { port: 0, siteUrl: 'https://graminrasoi.example/', acmeWebroot: join(tlsDir, 'acme') },
    });
    securePort = (secure.server.address() as AddressInfo).port;
    redirectPort = (secure.redirecting!.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await secure?.stop('test end');
    await rm(tlsDir, { recursive: true, force: true });
  });

  it('serves files over HTTP/2, compressed, with the security headers', async () => {
    expect(secure.url).toMatch(/^https:\/\/localhost:/);
    const faq = await h2('/faq', { 'accept-encoding': 'br' });
    expect(faq.status).toBe(200);
    expect(faq.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(faq.body).toString()).toBe(FAQ);
    expect(faq.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hands the rendering a request whose headers a Fetch API Headers takes: host from :authority, https seen', async () => {
    const answer = await h2('/headers?x=1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ method: 'GET', url: '/headers?x=1', host: `localhost:${securePort}`, proto: 'https' });
  });

  it('keeps a catalogue page and replays it over HTTP/2', async () => {
    const first = await h2('/product/counted?tls=1', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const again = await h2('/product/counted?tls=1', { 'accept-encoding': 'gzip' });
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(gunzipSync(again.body).toString()).toBe(gunzipSync(first.body).toString());
  });

  it('answers HTTP/1.1 over TLS for a client that does not offer HTTP/2', async () => {
    const answer = await new Promise<{ status: number; alpn: string | false | null; body: string }>((resolve, reject) => {
      https
        .get({ host: 'localhost', port: securePort, path: '/headers', ca, agent: false }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, alpn: (res.socket as import('node:tls').TLSSocket).alpnProtocol, body }));
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(answer.alpn).not.toBe('h2');
    expect(JSON.parse(answer.body)).toMatchObject({ host: `localhost:${securePort}`, proto: 'https' });
  });

  it('refuses a plain HTTP request on its port', async () => {
    const failed = await new Promise<boolean>((resolve) => {
      http.get({ host: 'localhost', port: securePort, path: '/faq', agent: false }, () => resolve(false)).on('error', () => resolve(true));
    });
    expect(failed).toBe(true);
  });

  it('stops once a request in flight on an open HTTP/2 connection has finished', async () => {
    const own = await startShopServer({ outDir, port: 0, host: 'localhost', graceMs: 5000, tls: tlsFiles });
    const ownPort = (own.server.address() as AddressInfo).port;
    const session = http2.connect(`https://localhost:${ownPort}`, { ca });
    const slow = new Promise<string>((resolve, reject) => {
      const stream = session.request({ ':path': '/slow' });
      let text = '';
      stream.on('data', (c) => (text += c));
      stream.once('end', () => resolve(text));
      stream.once('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100));
    let stopped = false;
    const stopping = own.stop('SIGTERM').then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    expect(await slow).toBe('finished');
    // The client's connection stays open: the server closes it (GOAWAY) rather than waiting for it.
    await stopping;
    expect(stopped).toBe(true);
    session.destroy();
  });

  it('closes an idle HTTP/1.1 connection over TLS when it stops, rather than waiting for the grace time', async () => {
    const own = await startShopServer({ outDir, port: 0, host: 'localhost', graceMs: 60_000, tls: tlsFiles });
    const ownPort = (own.server.address() as AddressInfo).port;
    const agent = new https.Agent({ keepAlive: true, ca });
    const socket = await new Promise<import('node:net').Socket>((resolve, reject) => {
      https
        .get({ host: 'localhost', port: ownPort, path: '/faq', agent }, (res) => {
          const kept = res.socket;
          res.resume();
          res.once('end', () => resolve(kept));
        })
        .on('error', reject);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // With the connection left open the stop would wait the whole minute: the test's time limit fails first.
    await own.stop('SIGTERM');
    await closed;
    agent.destroy();
  }, 10_000);

  it('sends a plain HTTP request to the same page at SITE_URL: 301, or 308 for a form, whose method must stay', async () => {
    expect(await plain('/product/p-udid-papad?tab=reviews')).toMatchObject({ status: 301, location: 'https://graminrasoi.example/product/p-udid-papad?tab=reviews' });
    expect(await plain('/', { method: 'HEAD' })).toMatchObject({ status: 301, location: 'https://graminrasoi.example/', body: '' });
    expect(await plain('/api/v1/cart/add-cart', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).toMatchObject({
      status: 308,
      location: 'https://graminrasoi.example/api/v1/cart/add-cart',
    });
  });

  it('never sends a shopper to the host a request names', async () => {
    expect((await plain('http://elsewhere.example/login', { headers: { host: 'elsewhere.example' } })).location).toBe('https://graminrasoi.example/login');
    expect((await plain('//elsewhere.example/login')).location).toBe('https://graminrasoi.example/login');
  });

  it("answers a certificate authority's challenge from ACME_WEBROOT, and nothing else from that folder", async () => {
    expect(await plain('/.well-known/acme-challenge/Zx-9_token')).toMatchObject({ status: 200, body: 'Zx-9_token.key-authorisation' });
    expect(await plain('/.well-known/acme-challenge/unknown')).toMatchObject({ status: 404 });
    // Not a token: redirected like any page, never read from the folder.
    for (const path of ['/.well-known/acme-challenge/..%2Fsecret.txt', '/.well-known/acme-challenge/../../secret.txt', '/secret.txt']) {
      const answer = await plain(path);
      expect(answer.status, path).toBe(301);
      expect(answer.body, path).not.toContain('not for anyone');
    }
  });

  it('closes the redirect port when it stops', async () => {
    const own = await startShopServer({ outDir, port: 0, host: 'localhost', tls: tlsFiles, redirect: { port: 0, siteUrl: 'https://graminrasoi.example' } });
    const port = (own.redirecting!.address() as AddressInfo).port;
    const before = await new Promise<number>((resolve, reject) => http.get({ host: 'localhost', port, path: '/', agent: false }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject));
    expect(before).toBe(301);
    await own.stop('SIGTERM');
    const refused = await new Promise<boolean>((resolve) => http.get({ host: 'localhost', port, path: '/', agent: false }, () => resolve(false)).on('error', () => resolve(true)));
    expect(refused).toBe(true);
  });

  it('refuses to start with a certificate it cannot read, and says which', async () => {
    await expect(
      startShopServer({ outDir, port: 0, host: 'localhost', tls: { ...tlsFiles, certFile: join(tlsDir, 'missing.pem') } }),
    ).rejects.toThrow(/cannot read the TLS certificate \(TLS_CERT_FILE\) .*missing\.pem/);
  });
});
