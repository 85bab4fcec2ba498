import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { measurePage } from '../scripts/bench/page-bytes.mjs';
import { addToCart, placeOrder } from './support/shop';
import { openSettled } from './support/settle';
import { DEMO_ADMIN, logIn, signInFresh } from './support/shoppers';

// The shopper's pages load none of the back-office's code (issue 13; the admin pages have no
// islands, decision 082). Measured on the build the e2e server runs, as `npm run bench` measures
// per-page JS (scripts/bench/page-bytes.mjs): every storefront page of the build's route list, the
// scripts its HTML names and the ones the browser really fetched, each traced back to its source
// through the build's manifest (entryModules), and each source's import graph walked: none may
// reach src/pages/admin or src/features/admin-*.

const outDir = process.env.ASTRO_OUT_DIR || 'dist';
const clientDir = join(outDir, 'client');
const SRC = resolve('src');
const isAdminSource = (file: string) => /(^|\/)src\/(pages\/admin\/|features\/admin-)/.test(file);

type Manifest = {
  entryModules: Record<string, string>;
  routes: { routeData: { route: string; type: string; component: string; params: string[] } }[];
};

/** The manifest the server build carries (routes, and which source each client file was built from). */
function readManifest(): Manifest {
  const entry = readFileSync(join(outDir, 'server', 'entry.mjs'), 'utf8');
  const json = entry.match(/deserializeManifest\((\{.*\})\);?\s*$/m)?.[1];
  if (!json) throw new Error(`no manifest in ${outDir}/server/entry.mjs`);
  return JSON.parse(json);
}

/** A module specifier as a file of src/, or null for a package. */
function resolveSource(spec: string, from: string): string | null {
  const clean = spec.replace(/\?.*$/, '');
  let base: string;
  if (clean.startsWith('@/')) base = join(SRC, clean.slice(2));
  else if (clean.startsWith('.')) base = resolve(dirname(from), clean);
  else if (clean.startsWith('/') && clean.startsWith(SRC)) base = clean;
  else return null;
  const candidates = [base, ...['.ts', '.tsx', '.js', '.mjs', '.astro'].map((e) => base + e), ...['index.ts', 'index.tsx'].map((i) => join(base, i))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The code of a source as the client bundle sees it: a component's `<script>` for an .astro script entry. */
function clientCode(file: string, entryKey: string): string {
  const code = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return code;
  const index = Number(entryKey.match(/index=(\d+)/)?.[1] ?? 0);
  return [...code.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)][index]?.[1] ?? '';
}

/** Every file of src/ a client entry reaches through its imports (type-only imports included: stricter). */
function sourceGraph(entryKey: string): string[] {
  const first = resolveSource(entryKey, join(SRC, 'x.ts'));
  if (!first) return [];
  const seen = new Set<string>();
  const stack: [string, string][] = [[first, entryKey]];
  while (stack.length) {
    const [file, key] = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = file === first ? clientCode(file, key) : readFileSync(file, 'utf8');
    // A component imported by an island is its own frontmatter-free module; .astro files are only reached by script entries.
    for (const m of code.matchAll(IMPORT)) {
      const next = resolveSource(m[1] ?? m[2]!, file);
      if (next) stack.push([next, next]);
    }
  }
  return [...seen].map((f) => f.slice(resolve('.').length + 1)).sort();
}

/** Client files the HTML names: island components and renderers, module scripts, module preloads. */
function namedScripts(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/\s(?:component-url|renderer-url)="([^"]+)"/g)) out.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) out.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) out.add((m[1] ?? m[2])!);
  return [...out].filter((u) => u.startsWith('/_astro/'));
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attrs!) && body!.trim()).map(([, , body]) => body!.trim());

/** The page's HTML as served, and the scripts the browser fetched while loading it until it settled. */
async function load(page: Page, path: string): Promise<{ status: number; html: string; fetched: string[] }> {
  const fetched: string[] = [];
  const listen = (r: { resourceType(): string; url(): string }) => {
    if (r.resourceType() === 'script') fetched.push(new URL(r.url()).pathname);
  };
  page.on('request', listen);
  const response = await openSettled(page, path);
  page.off('request', listen);
  const res = await page.request.get(path, { headers: { 'accept-encoding': 'identity' }, maxRedirects: 0 });
  return { status: response?.status() ?? 0, html: await res.text(), fetched };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('no storefront page loads code of the back-office @desktop-only', async ({ page, browser }) => {
  test.setTimeout(240_000); // every storefront page of the build (about 27), in a browser, plus the admin pages
  const manifest = readManifest();
  const sourceOf = new Map(Object.entries(manifest.entryModules).map(([source, file]) => [`/${file}`, source]));
  const adminFiles = [...sourceOf].filter(([, source]) => isAdminSource(source)).map(([file]) => file);

  // Real values for the dynamic storefront routes.
  const products = await page.request.get('/api/v1/products', { params: { page: 1, limit: 1 } });
  expect(products.status()).toBe(200);
  const productId: string = (await products.json()).data.products[0]._id;
  const storefront = manifest.routes
    .map((r) => r.routeData)
    .filter((r) => r.type === 'page' && r.component.startsWith('src/pages/') && !r.route.startsWith('/admin') && !/^\/(400|403|404)$/.test(r.route))
    .map((r) => r.route.replace('[id]', encodeURIComponent(productId)).replace('[slug]', 'spices'));
  expect(storefront).toEqual(expect.arrayContaining(['/', '/productsList', '/cart', '/account/orders/viewOrderDetails', '/savedAddress', '/payment/cash-on-delivery']));

  // The back-office's own JS: its pages' inline scripts beyond the layout's, and its built files.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await logIn(adminContext.request, DEMO_ADMIN);
  const orders = await adminContext.request.get('/api/v1/admin/orders', { params: { limit: 1 } });
  expect(orders.status(), 'GET /admin/orders').toBe(200);
  const orderId: string = (await orders.json()).data.orders[0]._id;
  const adminRows: string[] = [];
  const adminInline = new Set<string>();
  for (const path of ['/admin', '/admin/orders', `/admin/orders/${orderId}`, `/admin/orders/${orderId}/invoice`]) {
    const { status, html, fetched } = await load(adminPage, path);
    expect(status, path).toBe(200);
    const m = measurePage(html, clientDir);
    expect(m.islands, `${path} has no islands (decision 082)`).toEqual([]);
    expect(m.laterIslands, path).toEqual([]);
    for (const body of inlineScripts(html)) adminInline.add(body);
    adminRows.push(`${path.replace(orderId, ':id').padEnd(28)} JS ${kb(m.jsGzip)} (files ${m.jsFiles.length}, fetched ${fetched.length}, inline ${kb(m.inlineJsGzip)})`);
  }
  await adminContext.close();

  await signInFresh(page, 'Asha Patil');
  const layout = await load(page, '/bench-layout-baseline-404');
  for (const body of inlineScripts(layout.html)) adminInline.delete(body);
  // The shopper's invoice is of an order of hers (decision 148). Its Print button's script is the
  // shared invoice component's (src/features/orders/Invoice.astro), on the staff's invoice too: that
  // one script, known by what it does, is not the back-office's.
  const inStock = await page.request.get('/api/v1/products', { params: { page: 1, limit: 1, inStock: true } });
  await addToCart(page.request, (await inStock.json()).data.products[0]._id, 1);
  const invoicePath = `/account/orders/invoice?id=${(await placeOrder(page.request))._id}`;
  const shared = inlineScripts((await load(page, invoicePath)).html).filter((body) => adminInline.has(body));
  expect(shared, 'the one script the two invoices share').toHaveLength(1);
  expect(shared[0]).toContain('.print()');
  adminInline.delete(shared[0]!);

  const rows: string[] = [];
  const checkedSources = new Map<string, string[]>();
  for (const route of storefront) {
    const path = route === '/account/orders/invoice' ? invoicePath : route;
    const { status, html, fetched } = await load(page, path);
    expect(status, path).toBeLessThan(400);
    const m = measurePage(html, clientDir);
    const loaded = [...new Set([...m.jsFiles, ...namedScripts(html), ...fetched])].sort();
    expect(loaded.filter((f) => adminFiles.includes(f)), `${path} loads a back-office file`).toEqual([]);
    expect(inlineScripts(html).filter((body) => adminInline.has(body)), `${path} inlines a back-office script`).toEqual([]);
    for (const file of loaded) {
      const source = sourceOf.get(file);
      if (!source) continue; // a shared chunk: its code is imported by one of the page's entries, walked below
      if (!checkedSources.has(source)) checkedSources.set(source, sourceGraph(source));
      expect(checkedSources.get(source)!.filter(isAdminSource), `${path}: ${source} reaches back-office code`).toEqual([]);
    }
    rows.push(
      `${path.padEnd(36)} JS ${kb(m.jsGzip).padStart(8)} (React ${kb(m.reactGzip)}) islands: ${m.islands.join(', ') || '–'}; on interaction: ${m.laterIslands.join(', ') || '–'}; files ${loaded.length}, from back-office 0`,
    );
  }
  // The walk follows imports (not a vacuous pass): the order page's island reaches what it imports, and theirs.
  expect(checkedSources.get('@/features/orders/OrderDetails')).toEqual(
    expect.arrayContaining(['src/features/orders/OrderDetails.tsx', 'src/features/orders/OrderHistory.tsx', 'src/lib/dates.ts']),
  );

  const report = [`back-office client files: ${adminFiles.join(', ') || 'none'}`, 'back-office pages:', ...adminRows, 'storefront pages:', ...rows].join('\n');
  console.log(report);
  await test.info().attach('per-page JS', { body: report, contentType: 'text/plain' });
});
