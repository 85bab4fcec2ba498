import { expect, test, type APIRequestContext } from '@playwright/test';

// Findability (issue 8): what a search engine reads in the HTML the server sends (no JavaScript):
// a title and description per page, a canonical URL, Open Graph tags, structured data (JSON-LD),
// and sitemap.xml and robots.txt served by the server so new products appear without a rebuild.

type Json = { data?: { products?: { _id: string; name: string }[]; categories?: { name: string }[]; pagination?: { hasNextPage: boolean } } };

async function productIds(request: APIRequestContext): Promise<{ _id: string; name: string }[]> {
  const all: { _id: string; name: string }[] = [];
  for (let page = 1; page < 100; page++) {
    const body = (await (await request.get(`/api/v1/products?page=${page}&limit=100`)).json()) as Json;
    all.push(...(body.data?.products ?? []));
    if (!body.data?.pagination?.hasNextPage) break;
  }
  return all;
}

async function categoryNames(request: APIRequestContext): Promise<string[]> {
  const body = (await (await request.get('/api/v1/categories?page=1&limit=100&status=active')).json()) as Json;
  return (body.data?.categories ?? []).map((c) => c.name);
}

/** SPEC.md section 2's slug rule. */
const slugOf = (name: string) => encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));

/** The raw HTML head, read the way a crawler reads it. */
async function head(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), `${path} answers 200`).toBe(200);
  const html = await res.text();
  const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2]!)]));
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => attrs(m[0]));
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content;
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => attrs(m[0]));
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]!));
  return {
    html,
    title: decode(html.match(/<title>([^<]*)<\/title>/i)?.[1] ?? '').trim(),
    description: meta('description'),
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    meta,
    jsonLd,
  };
}

const decode = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Every JSON-LD node, including those inside @graph. */
function nodes(blocks: unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      const graph = (v as Record<string, unknown>)['@graph'];
      if (graph) walk(graph);
    }
  };
  walk(blocks);
  return out;
}
const ofType = (blocks: unknown[], type: string) =>
  nodes(blocks).filter((n) => n['@type'] === type || (Array.isArray(n['@type']) && n['@type'].includes(type)));

/** The shop's public address (SITE_URL, fixed in scripts/e2e-server.mjs): absolute URLs are written with it. */
const SITE = 'http://localhost:4321';

const STATIC_PAGES = ['/', '/productsList', '/aboutUs', '/resources', '/policies', '/help', '/faq', '/terms', '/contact'];

test.describe('every public page as a crawler reads it', () => {
  test('each has its own title and a description, a canonical URL to itself and Open Graph tags', async ({ request }) => {
    const [product] = await productIds(request);
    const [category] = await categoryNames(request);
    const pages = [...STATIC_PAGES, `/product/${product!._id}`, `/category/${slugOf(category!)}`];
    const titles = new Map<string, string>();
    for (const path of pages) {
      const h = await head(request, path);
      expect(h.title, `${path} has a title`).not.toBe('');
      expect(h.description?.length ?? 0, `${path} has a description of a useful length`).toBeGreaterThanOrEqual(25);
      expect(h.description!.length, `${path}'s description is a summary, not the page`).toBeLessThanOrEqual(200);
      expect(h.canonical, `${path}'s canonical URL is on the shop's public address`).toMatch(new RegExp(`^${SITE}/`));
      expect(new URL(h.canonical!).pathname, `${path}'s canonical URL is itself`).toBe(path);
      expect(h.meta('og:title'), `${path} og:title`).toBeTruthy();
      expect(h.meta('og:description'), `${path} og:description`).toBeTruthy();
      expect(h.meta('og:type'), `${path} og:type`).toBeTruthy();
      expect(h.meta('og:url'), `${path} og:url is the canonical URL`).toBe(h.canonical);
      expect(h.meta('og:image'), `${path} og:image is absolute, on the shop's public address`).toMatch(new RegExp(`^${SITE}/`));
      const image = await request.get(new URL(h.meta('og:image')!).pathname);
      expect(image.status(), `${path}'s og:image exists`).toBe(200);
      expect(titles.has(h.title), `${path} shares its title "${h.title}" with ${titles.get(h.title)}`).toBe(false);
      titles.set(h.title, path);
    }
  });

  test('a search result page points its canonical URL at itself without the query', async ({ request }) => {
    const h = await head(request, '/products?search=masala');
    expect(h.title).not.toBe('');
    expect(h.canonical).toBe(`${SITE}/products`);
  });
});

test.describe('structured data', () => {
  test('home describes the shop as an Organization', async ({ request }) => {
    const h = await head(request, '/');
    const [org] = ofType(h.jsonLd, 'Organization');
    expect(org, 'an Organization node on home').toBeDefined();
    expect(org!.name).toBeTruthy();
    expect(String(org!.url)).toMatch(new RegExp(`^${SITE}/?$`));
  });

  test('/faq carries its ten questions as FAQPage data', async ({ request }) => {
    const h = await head(request, '/faq');
    const [faq] = ofType(h.jsonLd, 'FAQPage');
    expect(faq, 'a FAQPage node on /faq').toBeDefined();
    const questions = faq!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(questions).toHaveLength(10);
    for (const q of questions) {
      expect(q['@type']).toBe('Question');
      expect(q.name).toBeTruthy();
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text).toBeTruthy();
    }
  });

  test('a product page carries Product data with a rupee offer, and a BreadcrumbList', async ({ request }) => {
    const [product] = await productIds(request);
    const h = await head(request, `/product/${product!._id}`);
    const [p] = ofType(h.jsonLd, 'Product');
    expect(p, 'a Product node').toBeDefined();
    expect(p!.name).toBe(product!.name);
    expect(p!.image).toBeTruthy();
    const offer = (Array.isArray(p!.offers) ? p!.offers[0] : p!.offers) as Record<string, unknown>;
    expect(offer.priceCurrency).toBe('INR');
    expect(Number(offer.price)).toBeGreaterThan(0);
    expect(String(offer.availability)).toMatch(/schema\.org\/(InStock|OutOfStock)/);
    const [crumbs] = ofType(h.jsonLd, 'BreadcrumbList');
    expect(crumbs, 'a BreadcrumbList node').toBeDefined();
    const items = crumbs!.itemListElement as { position: number; name: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(items[0]!.name).toBe('Home');
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists the static pages, every category and every product', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    for (const loc of locs) expect(loc, 'sitemap URLs are on the shop\'s public address').toMatch(new RegExp(`^${SITE}/`));
    const paths = new Set(locs.map((loc) => new URL(loc).pathname));
    for (const path of STATIC_PAGES) expect(paths, `lists ${path}`).toContain(path);
    for (const name of await categoryNames(request)) expect(paths, `lists category ${name}`).toContain(`/category/${slugOf(name)}`);
    const products = await productIds(request);
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const p of products) expect(paths, `lists product ${p._id}`).toContain(`/product/${encodeURIComponent(p._id)}`);
    for (const hidden of ['/cart', '/account', '/login', '/payment']) expect(paths).not.toContain(hidden);
  });

  test('every URL in the sitemap answers 200', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname);
    // The static pages, the categories and a sample of products.
    const sample = [...paths.filter((p) => !p.startsWith('/product/')), ...paths.filter((p) => p.startsWith('/product/')).slice(0, 5)];
    for (const path of sample) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('robots.txt names the sitemap and keeps crawlers out of private pages and the API', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`\nSitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/account', '/cart', '/shippingDetails', '/savedAddress', '/payment', '/api/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
