// `npm run bench`: builds the shop once, starts the production server once on its own port and
// data folder, and measures what shoppers get (Lighthouse), what each page sends (JS and CSS),
// what the server sustains (autocannon), and how that changes with a catalogue of 10,000 products.
// Prints a table, writes bench/REPORT.md, and exits 1 when a budget of DESIGN.md section 8 breaks.
// A benchmark, not a test: nothing in `npm test` is timed. See bench/README.md.
//
// Options: --quick (1 Lighthouse run, 5 s loads, 2,000 products: checks the tooling, not the
// figures), --runs=3, --duration=20, --connections=50, --products=10000, --no-build,
// --skip=lighthouse,bytes,load,growth, --report=bench/REPORT.md, --from=bench/results/latest.json
// (writes the report again from saved figures, measuring nothing).
// Environment: BENCH_PORT (4405; the growth server uses the next port), ASTRO_OUT_DIR, BENCH_DIR.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import * as budgets from './bench/budgets.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { measureLoad, waitUntilIdle } from './bench/load.mjs';
import { measurePage } from './bench/page-bytes.mjs';
import { renderReport } from './bench/report.mjs';
import { benchShopperCookies } from './bench/shopper.mjs';
import { startBenchServer } from './bench/server.mjs';
import { isBuildFresh, markBuilt, sourceFingerprint } from './build-state.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const quick = Boolean(args.quick);
const opts = {
  runs: Number(args.runs ?? (quick ? 1 : 3)),
  duration: Number(args.duration ?? (quick ? 5 : 20)),
  connections: Number(args.connections ?? 50),
  products: Number(args.products ?? (quick ? 2000 : 10_000)),
  warmup: quick ? 1 : 3,
  skip: new Set(String(args.skip ?? '').split(',').filter(Boolean)),
  build: !args['no-build'],
  report: String(args.report ?? (quick ? 'bench/results/REPORT-quick.md' : 'bench/REPORT.md')),
};

if (args.from) {
  const saved = JSON.parse(readFileSync(String(args.from), 'utf8'));
  const report = renderReport(saved, budgets);
  writeFileSync(opts.report, report.markdown);
  console.log(`${report.console}\n[bench] report written to ${opts.report} from ${args.from}`);
  process.exit(saved.failures.length ? 1 : 0);
}

const port = Number(process.env.BENCH_PORT) || 4405;
const benchDir = resolve(process.env.BENCH_DIR || 'node_modules/.cache/shop-bench');
const outDir = process.env.ASTRO_OUT_DIR || join(benchDir, 'dist');
const dataDir = join(benchDir, 'data');
const grownDir = join(benchDir, 'data-grown');
const resultsDir = resolve('bench/results');
const siteUrl = `http://localhost:${port}`;
// A production environment of its own; the secret lives only as long as this run.
const serverEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SITE_URL: siteUrl,
  RATE_LIMITS: 'off',
  ASTRO_TELEMETRY_DISABLED: '1',
};

const log = (s) => console.log(s);
const loadavg = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const machine = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
  memoryGB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadBefore: loadavg(),
  quick,
  options: { ...opts, skip: [...opts.skip] },
};

const results = { machine, pages: {}, bytes: {}, lighthouse: {}, load: {}, growth: null, shutdown: {}, failures: [] };
const fail = (text) => {
  results.failures.push(text);
  log(`  BUDGET BROKEN: ${text}`);
};

// 1. Build once.
mkdirSync(benchDir, { recursive: true });
rmSync(dataDir, { recursive: true, force: true });
// --no-build reuses the last bench build only while it still matches the sources.
if (opts.build || !isBuildFresh(outDir)) {
  log(`[bench] building into ${outDir} …`);
  const fingerprint = sourceFingerprint();
  const started = Date.now();
  // The build prerenders pages that read the catalogue, so it gets the same environment as the server.
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...serverEnv, ASTRO_OUT_DIR: outDir, DATA_DIR: dataDir },
  });
  if (build.status !== 0) {
    console.error('[bench] the build failed');
    process.exit(1);
  }
  markBuilt(outDir, fingerprint);
  machine.buildSeconds = Math.round((Date.now() - started) / 1000);
}
const clientDir = join(outDir, 'client');

// 2. The production server, once.
log(`[bench] starting the server (load average ${loadavg()})`);
let server = await startBenchServer({ outDir, dataDir, port, env: serverEnv, log });
try {
  const getJson = async (path) => (await fetch(`${server.url}${path}`)).json();
  const [products, categories] = await Promise.all([
    getJson('/api/v1/products?limit=1&sort=bestseller'),
    getJson('/api/v1/categories?page=1&limit=100&status=active'),
  ]);
  const productId = products?.data?.products?.[0]?._id;
  const categoryName = categories?.data?.categories?.[0]?.name;
  if (!productId || !categoryName) throw new Error('the catalogue is empty: no product or category to measure');
  // The category slug rule of SPEC.md (src/lib/slug.ts).
  const categorySlug = encodeURIComponent(categoryName.trim().toLowerCase().replace(/\s+/g, '-'));
  const pages = {
    home: '/',
    productsList: '/productsList',
    product: `/product/${encodeURIComponent(productId)}`,
    category: `/category/${categorySlug}`,
    faq: '/faq',
    cart: '/cart',
  };
  results.pages = pages;

  // 3. What each page sends.
  if (!opts.skip.has('bytes')) {
    log('[bench] JavaScript and CSS per page (gzip)');
    const paths = [...new Set([...Object.values(pages), ...budgets.STATIC_CONTENT_PAGES])];
    const fetchHtml = async (path) => {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      return { status: res.status, html: await res.text() };
    };
    // The layout alone: the 404 page has the header and footer and nothing else.
    const baseline = measurePage((await fetchHtml('/bench-layout-baseline-404')).html, clientDir);
    results.bytes.__layout = { status: 404, ...baseline };
    for (const path of paths) {
      const { status, html } = await fetchHtml(path);
      const m = measurePage(html, clientDir);
      results.bytes[path] = { status, ...m };
      log(
        `  ${path.padEnd(28)} ${status} JS ${kb(m.jsGzip)} (React ${kb(m.reactGzip)} + ${kb(m.otherJsGzip)}) CSS ${kb(m.cssGzip)} islands: ${m.islands.join(', ') || '–'}; on interaction: ${m.laterIslands.join(', ') || '–'} (+${kb(m.laterJsGzip)})`,
      );
      if (status !== 200) fail(`${path} answered ${status}`);
      if (m.cssGzip > budgets.CSS_PER_PAGE) fail(`${path}: CSS ${kb(m.cssGzip)} > ${kb(budgets.CSS_PER_PAGE)}`);
    }
    // A static content page may send the React runtime plus 15 KB: the runtime's size is the
    // largest one measured (a page that hydrates React islands loads all of it).
    const reactRuntime = Math.max(...Object.values(results.bytes).map((b) => b.reactGzip));
    const staticBudget = reactRuntime + budgets.STATIC_PAGE_EXTRA_JS;
    results.bytesBudget = { reactRuntimeGzip: reactRuntime, staticPageJsGzip: staticBudget };
    for (const path of budgets.STATIC_CONTENT_PAGES) {
      const m = results.bytes[path];
      if (!m) continue;
      const extra = m.islands.filter((i) => !baseline.islands.includes(i));
      if (extra.length) fail(`${path}: islands beyond the layout's: ${extra.join(', ')}`);
      if (m.jsGzip > staticBudget) {
        fail(`${path}: JS ${kb(m.jsGzip)} > React runtime ${kb(reactRuntime)} + ${kb(budgets.STATIC_PAGE_EXTRA_JS)}`);
      }
    }
  }

  // 4. Lighthouse.
  if (!opts.skip.has('lighthouse')) {
    log(`[bench] Lighthouse, ${opts.runs} run(s) per page (load average ${loadavg()})`);
    // /cart is measured as a signed-in shopper with two products in the cart: a guest is only
    // sent on to /login.
    const cartIds = (await getJson('/api/v1/products?limit=2&sort=bestseller'))?.data?.products?.map((p) => p._id) ?? [];
    const cookies = await benchShopperCookies(server.url, cartIds);
    const list = Object.entries(pages).map(([name, path]) => ({
      name,
      url: `${server.url}${path}`,
      cookies: name === 'cart' ? cookies : undefined,
    }));
    results.lighthouse = await runLighthouse(list, { runs: opts.runs, reportDir: join(resultsDir, 'lighthouse'), log });
    for (const [name, path] of Object.entries(pages)) {
      // A page that sent the browser elsewhere (a guest's /cart goes to /login) measured the wrong page.
      const moved = (results.lighthouse[name] ?? []).find((r) => r.finalUrl && new URL(r.finalUrl).pathname !== new URL(path, server.url).pathname);
      if (moved) fail(`${name}: Lighthouse ended on ${moved.finalUrl}, not ${path}`);
    }
    for (const [name, categoriesBudgeted] of Object.entries(budgets.LIGHTHOUSE_BUDGETED)) {
      const runs = results.lighthouse[name] ?? [];
      for (const category of categoriesBudgeted) {
        const min = Math.min(...runs.map((r) => r[category] ?? 0));
        if (min < budgets.LIGHTHOUSE[category]) {
          const failing = [...new Set(runs.flatMap((r) => r.failing[category === 'bestPractices' ? 'best-practices' : category] ?? []))];
          fail(`${name}: Lighthouse ${category} ${min} < ${budgets.LIGHTHOUSE[category]} (${failing.join(', ') || 'see report'})`);
        }
      }
    }
  }

  // 5. Server throughput.
  const targets = {
    product: pages.product,
    productsList: pages.productsList,
    apiProducts: '/api/v1/products',
    apiSearch: '/api/v1/products?search=masala&page=1&limit=6',
  };
  results.targets = targets;
  if (!opts.skip.has('load')) {
    await waitUntilIdle(server.url);
    log(`[bench] autocannon ${opts.connections} connections × ${opts.duration} s (load average ${loadavg()})`);
    results.load = {
      cached: await loadAll(server.url, targets, 'as served'),
      rendered: await loadAll(server.url, targets, 'rendered', true),
    };
    checkServer(results.load.cached, 'demo catalogue');
  }
} finally {
  results.shutdown.main = await server.stop();
  log(`[bench] server stopped: exit ${results.shutdown.main.code ?? results.shutdown.main.signal} in ${results.shutdown.main.ms} ms`);
}

// 6. The cost of growth: the same figures with a catalogue of N products.
if (!opts.skip.has('growth') && !opts.skip.has('load')) {
  log(`[bench] growing a separate catalogue to ${opts.products} products`);
  rmSync(grownDir, { recursive: true, force: true });
  const started = Date.now();
  const grow = spawnSync(process.execPath, ['scripts/bench/grow-catalogue.mjs', grownDir, String(opts.products)], {
    stdio: 'inherit',
    env: { ...process.env, ...serverEnv },
  });
  if (grow.status !== 0) {
    fail('could not grow the catalogue');
  } else {
    const growSeconds = Math.round((Date.now() - started) / 1000);
    server = await startBenchServer({ outDir, dataDir: grownDir, port: port + 1, env: { ...serverEnv, SITE_URL: `http://localhost:${port + 1}` }, log });
    try {
      const t0 = Date.now();
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const sitemapMs = Date.now() - t0;
      const total = (await (await fetch(`${server.url}/api/v1/products?limit=1`)).json())?.data?.pagination?.total;
      log(`  ${total} products; sitemap.xml: ${(sitemap.match(/<loc>/g) ?? []).length} URLs in ${sitemapMs} ms`);
      log(`[bench] autocannon on the grown catalogue (load average ${loadavg()})`);
      const load = {
        cached: await loadAll(server.url, results.targets, 'as served'),
        rendered: await loadAll(server.url, results.targets, 'rendered', true),
      };
      results.growth = { products: total, growSeconds, sitemapUrls: (sitemap.match(/<loc>/g) ?? []).length, sitemapMs, load };
    } finally {
      results.shutdown.growth = await server.stop();
    }
  }
}

machine.loadAfter = loadavg();
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, quick ? 'latest-quick.json' : 'latest.json'), JSON.stringify(results, null, 2));
const report = renderReport(results, budgets);
writeFileSync(opts.report, report.markdown);
console.log(`\n${report.console}`);
console.log(`[bench] report written to ${opts.report}`);
if (results.failures.length) {
  console.log(`[bench] ${results.failures.length} budget(s) broken`);
  process.exit(1);
}
console.log('[bench] every budget holds');

/** Every target in turn; `bypassCache` asks for a fresh render of each answer (the cost without the page cache). */
async function loadAll(url, targets, label, bypassCache = false) {
  const out = {};
  for (const [name, path] of Object.entries(targets)) {
    const r = await measureLoad(`${url}${path}`, { connections: opts.connections, duration: opts.duration, warmup: opts.warmup, bypassCache });
    out[name] = r;
    log(
      `  ${label.padEnd(9)} ${name.padEnd(13)} ${Math.round(r.rps)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors + r.timeouts}  non-2xx ${r.non2xx}` +
        (r.recoveryMs > 1000 ? `  (server busy ${Math.round(r.recoveryMs / 1000)} s after the run)` : ''),
    );
  }
  return out;
}

function checkServer(load, label) {
  for (const [name, r] of Object.entries(load)) {
    if (r.errors + r.timeouts + r.non2xx > 0) fail(`${name} (${label}): ${r.errors + r.timeouts} errors, ${r.non2xx} non-2xx answers`);
    if (budgets.SERVER_P99_TARGETS.includes(name) && r.p99 >= budgets.SERVER_P99_MS) {
      fail(`${name} (${label}): p99 ${r.p99} ms ≥ ${budgets.SERVER_P99_MS} ms`);
    }
  }
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
