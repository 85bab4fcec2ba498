import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staticCacheControl } from '../server/http/cache-policy.ts';
import { PAGE_SECURITY_HEADERS } from '../server/http/security-headers.ts';
import { EXAMPLE_NGINX_SITE, nginxSiteConfig, STATIC_HOST_DEFAULT_CACHE, staticHostHeaders } from './deploy-config.ts';

// The generated deployment configs carry exactly the Node server's header list and cache policy
// (decision 072): read back as nginx and a static host would read them, not by string matching.

/** The files of a build, one of each kind (pages as folder/index.html, hashed assets, public/ files). */
const BUILT_FILES = [
  '/index.html', '/404.html', '/faq/index.html', '/account/index.html', '/account/orders/index.html',
  '/account/orders/viewOrderDetails/index.html', '/400/index.html', '/favicon.svg',
  '/_astro/client.CYt3x9Qe.js', '/_astro/index.B0w2L1pd.css', '/_astro/fraunces.Dk2x.woff2',
  '/images/products/haldi-480.webp', '/images/categories/spices.webp',
  // A folder whose files do not share one policy, and a file the asset rule does not know.
  '/downloads/price-list.pdf', '/downloads/notes', '/robots.txt', '/.well-known/security.txt',
];
/** The addresses shoppers ask for: a page with and without its slash. */
const PAGE_ADDRESSES = ['/', '/faq', '/faq/', '/account/orders', '/account/orders/'];

type Rule = { path: string; headers: Record<string, string> };

/** `_headers` as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      rules.at(-1)!.headers[name!] = value!;
    }
  }
  return rules;
}

/** Whether a `_headers` path (with `*` splats) matches a URL path. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/** Every value a header gets on a path: the host joins those of every matching rule. */
const headerValues = (rules: Rule[], path: string, name: string) =>
  rules.filter((rule) => matches(rule.path, path) && name in rule.headers).map((rule) => rule.headers[name]);

describe('_headers for static hosts', () => {
  const rules = parseHeadersFile(staticHostHeaders(BUILT_FILES));

  it('gives every path exactly the security headers the Node server sends, once', () => {
    for (const path of [...BUILT_FILES, ...PAGE_ADDRESSES]) {
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
        expect(headerValues(rules, path, name), `${name} on ${path}`).toEqual([value]);
      }
    }
    const everyPath = rules.find((rule) => rule.path === '/*')!;
    expect(everyPath.headers).toEqual(PAGE_SECURITY_HEADERS);
  });

  it("gives every file the server's Cache-Control: its one rule, or the host's default where that is the same", () => {
    for (const path of [...BUILT_FILES, ...PAGE_ADDRESSES]) {
      const values = headerValues(rules, path, 'Cache-Control');
      expect(values.length, `Cache-Control rules meeting on ${path}`).toBeLessThanOrEqual(1);
      expect(values[0] ?? STATIC_HOST_DEFAULT_CACHE, path).toBe(staticCacheControl(path));
    }
  });

  it('covers a folder with one rule when all its files share a policy, and file by file otherwise', () => {
    const paths = rules.map((rule) => rule.path);
    expect(paths).toContain('/_astro/*');
    expect(paths).toContain('/images/*');
    expect(paths).toContain('/downloads/price-list.pdf');
    expect(paths).not.toContain('/downloads/*');
    expect(rules.find((rule) => rule.path === '/_astro/*')!.headers).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

/** The directives of one nginx block, found by its opening line. */
function block(config: string, opening: string): string[] {
  const start = config.indexOf(`${opening} {`);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const end = config.indexOf('\n    }', start);
  return config
    .slice(config.indexOf('\n', start) + 1, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** nginx's `map $uri $shop_cache_control`, evaluated as nginx does: regexes in order, else default. */
function cacheControlMap(config: string): (uri: string) => string {
  const start = config.indexOf('map $uri $shop_cache_control {');
  const lines = config.slice(config.indexOf('\n', start) + 1, config.indexOf('\n}', start)).split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const entries = lines.map((line) => /^"?(~\*|~)?(.*?)"? "(.*)";$/.exec(line)!).map(([, kind, source, value]) => ({ kind, source: source!, value: value! }));
  const fallback = entries.find((entry) => !entry.kind && entry.source === 'default')!.value;
  const regexes = entries.filter((entry) => entry.kind).map((entry) => ({ re: new RegExp(entry.source, entry.kind === '~*' ? 'i' : ''), value: entry.value }));
  return (uri) => regexes.find(({ re }) => re.test(uri))?.value ?? fallback;
}

describe('the nginx site config', () => {
  const config = nginxSiteConfig(EXAMPLE_NGINX_SITE);

  it('adds exactly the security headers the Node server sends to every built file, on every status', () => {
    const headers = block(config, 'location /')
      .filter((line) => line.startsWith('add_header') && !line.startsWith('add_header Cache-Control'))
      .map((line) => /^add_header (\S+) "(.*)" always;$/.exec(line)!)
      .map(([, name, value]) => [name, value]);
    expect(Object.fromEntries(headers)).toEqual(PAGE_SECURITY_HEADERS);
    expect(headers).toHaveLength(Object.keys(PAGE_SECURITY_HEADERS).length);
  });

  it("gives each built file the server's Cache-Control through its map", () => {
    expect(block(config, 'location /')).toContain('add_header Cache-Control $shop_cache_control always;');
    const cacheControl = cacheControlMap(config);
    // After try_files, $uri is the file nginx found (a page's folder/index.html).
    for (const uri of [...BUILT_FILES, '/', '/faq/', '/IMAGES/A.WEBP']) expect(cacheControl(uri), uri).toBe(staticCacheControl(uri));
  });

  it('serves the precompressed copies and sends everything else to Node with the forwarded headers', () => {
    const files = block(config, 'location /');
    expect(files).toEqual(expect.arrayContaining(['try_files $uri $uri/index.html @node;', 'gzip_static on;', 'brotli_static on;']));
    for (const location of ['location /api/', 'location @node']) {
      expect(block(config, location)).toEqual(
        expect.arrayContaining([
          'proxy_pass http://shop_node;',
          'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          'proxy_set_header X-Forwarded-Proto $scheme;',
          'proxy_set_header X-Forwarded-Host $host;',
        ]),
      );
    }
    expect(config).toContain('listen 443 ssl http2;');
    expect(config).toContain('return 301 https://$host$request_uri;');
  });

  it('forwards the port with the host when nginx listens elsewhere than 443, and leaves brotli out when asked', () => {
    const local = nginxSiteConfig({ ...EXAMPLE_NGINX_SITE, listen: ['127.0.0.1:8443'], redirectListen: [], brotli: false });
    expect(block(local, 'location @node')).toContain('proxy_set_header X-Forwarded-Host $host:$server_port;');
    expect(local).not.toMatch(/^\s*brotli_static/m);
    expect(local).not.toContain('return 301');
  });

  it('is what deploy/nginx.conf holds (npm run deploy:config rewrites it)', () => {
    const committed = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(committed, 'deploy/nginx.conf is stale: run npm run deploy:config').toBe(config);
  });
});
