// The soak: 60 s of mixed shopper traffic on loopback (browse, search, cart, checkout) against the
// built shop in production mode on a fresh PGlite database seeded with the demo catalogue, with a
// scripted client of concurrent virtual shoppers. Success is only what a shopper should get: 2xx,
// and 409 where stock ran out (a 404 is a fault of the script or the shop). Passes with no other
// answer, and memory that is flat (under 5 % growth after warm-up) and under the peak budget of
// DESIGN.md section 8; prints the figures and writes bench/SOAK.md.
//
//   node scripts/soak.mjs                  # builds nothing: needs a build in ASTRO_OUT_DIR (default dist)
//   node scripts/soak.mjs --minutes=30     # a longer soak
//   SOAK_SECONDS=20 SOAK_SHOPPERS=8 node scripts/soak.mjs
//   SOAK_URL=http://127.0.0.1:4321 node scripts/soak.mjs   # against a server already running (no memory figures: not a pass)
//
// Env: SOAK_SECONDS (60), SOAK_SHOPPERS (16), SOAK_PORT (4464), ASTRO_OUT_DIR (dist), SOAK_REPORT (bench/SOAK.md).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PEAK_RSS_MB, SOAK_MEMORY_GROWTH } from './bench/budgets.mjs';
import { isBuildFresh } from './build-state.mjs';
import { serverEnv, serverNodeFlags } from './server-flags.mjs';
import { DEFAULT_SITE_URL } from '../src/server/env.ts';
import { builtSite } from '../src/server/http/built-site.ts';
import { parseMemoryLine } from '../src/server/http/memory.ts';

const minutesArg = process.argv.find((a) => a.startsWith('--minutes='));
const seconds = minutesArg ? Math.round(Number(minutesArg.split('=')[1]) * 60) : Number(process.env.SOAK_SECONDS) || 60;
if (!(seconds > 0)) {
  console.error('[soak] --minutes must be a positive number');
  process.exit(2);
}
const shoppers = Number(process.env.SOAK_SHOPPERS) || 16;
const port = Number(process.env.SOAK_PORT) || 4464;
const outDir = process.env.ASTRO_OUT_DIR || 'dist';
const reportPath = process.env.SOAK_REPORT || 'bench/SOAK.md';
let base = process.env.SOAK_URL;
let server;
let serverLog = '';
let dataDir;

async function startServer() {
  if (!existsSync(path.join(outDir, 'server', 'entry.mjs'))) {
    console.error(`[soak] no build in ${outDir}/: run \`npm run build\` (or set ASTRO_OUT_DIR) first`);
    process.exit(2);
  }
  // The address the build was made for (a production server refuses another: src/server/http/built-site.ts).
  const siteUrl = builtSite(outDir) ?? DEFAULT_SITE_URL;
  if (!isBuildFresh(outDir, { ...process.env, SITE_URL: siteUrl })) console.warn(`[soak] the build in ${outDir}/ is older than the sources: the figures are for that build`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'sec-soak-'));
  // The configuration shoppers get (production, a secret of its own), with the rate limits off: one
  // machine's sixteen shoppers would otherwise be one client to them. Seeded by the explicit step.
  const env = { ...process.env, ASTRO_OUT_DIR: outDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMITS: 'off', NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), SITE_URL: siteUrl, DATABASE_URL: '' };
  const seed = spawnSync(process.execPath, ['src/server/cli/seed.ts'], { env, stdio: 'inherit' });
  if (seed.status !== 0) throw new Error('could not seed the soak database');
  server = spawn(process.execPath, [...serverNodeFlags(), 'src/server/http/serve.ts'], { env: { ...env, ...serverEnv(env) }, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (d) => (serverLog = (serverLog + d).slice(-50_000)));
  server.stderr.on('data', (d) => (serverLog = (serverLog + d).slice(-50_000)));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${serverLog}`);
    try {
      // The first API request migrates and seeds the database.
      const res = await fetch(`${base}/api/v1/products?limit=1`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready:\n${serverLog}`);
}

function rssMb() {
  if (!server?.pid) return undefined;
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return undefined;
  }
}

const stats = new Map(); // kind -> { count, ms: [] }
const problems = []; // errors and 5xx
let fiveXX = 0;
let conflicts = 0;

async function call(kind, method, url, { json, cookie, expect = [200] } = {}) {
  const t0 = performance.now();
  let res;
  try {
    res = await fetch(base + url, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...(cookie?.value ? { cookie: cookie.value } : {}), 'accept-encoding': 'br, gzip' },
      body: json ? JSON.stringify(json) : undefined,
      redirect: 'manual',
    });
    await res.arrayBuffer();
  } catch (error) {
    problems.push(`${kind} ${method} ${url}: ${error.message}`);
    return undefined;
  }
  const ms = performance.now() - t0;
  const s = stats.get(kind) ?? { count: 0, ms: [] };
  s.count++;
  s.ms.push(ms);
  stats.set(kind, s);
  if (res.status >= 500) fiveXX++;
  if (res.status === 409) conflicts++;
  if (!expect.includes(res.status)) problems.push(`${kind} ${method} ${url}: ${res.status}`);
  if (cookie) {
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie.value = set.join('; ');
  }
  return res;
}

async function json(kind, method, url, o) {
  const t0 = performance.now();
  const res = await fetch(base + url, {
    method,
    headers: { ...(o?.json ? { 'content-type': 'application/json' } : {}), ...(o?.cookie?.value ? { cookie: o.cookie.value } : {}) },
    body: o?.json ? JSON.stringify(o.json) : undefined,
  }).catch((e) => (problems.push(`${kind}: ${e.message}`), undefined));
  if (!res) return undefined;
  const body = await res.json().catch(() => undefined);
  const s = stats.get(kind) ?? { count: 0, ms: [] };
  s.count++;
  s.ms.push(performance.now() - t0);
  stats.set(kind, s);
  if (res.status >= 500) fiveXX++;
  if (res.status === 409) conflicts++;
  if (!(o?.expect ?? [200]).includes(res.status)) problems.push(`${kind} ${method} ${url}: ${res.status}`);
  if (o?.cookie) {
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) o.cookie.value = set.join('; ');
  }
  return body;
}

const words = ['masala', 'papad', 'pickle', 'turmeric', 'chilli', 'jaggery', 'ladoo', 'spice', 'tea', 'rice'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function shopper(id, products, categories, stopAt) {
  const cookie = { value: '' };
  const email = `soak${id}.${Date.now().toString(36)}@example.com`;
  await json('register', 'POST', '/api/v1/users/register', { json: { fullName: `Soak Shopper ${id}`, userName: `soak${id}${Date.now().toString(36)}`, email, password: 'secret123' }, expect: [201] });
  await json('login', 'POST', '/api/v1/users/login', { json: { email, password: 'secret123' }, cookie });
  const address = await json('checkout', 'POST', '/api/v1/address/create-address', {
    json: { name: `Soak Shopper ${id}`, phoneNumber: '9876543210', address: '1 Load Street', zipCode: '411001', state: 'Maharashtra', country: 'India' },
    cookie,
    expect: [200, 201],
  });
  const addressId = address?.data?._id;
  let inCart = false;
  const waiting = [];
  while (Date.now() < stopAt) {
    const roll = Math.random();
    if (roll < 0.35) {
      await call('browse', 'GET', pick(['/', '/productsList', `/product/${pick(products)._id}`, `/category/${pick(categories)}`, '/aboutUs', '/faq']));
    } else if (roll < 0.6) {
      await call('search', 'GET', `/api/v1/products?search=${pick(words)}&limit=12`);
    } else if (roll < 0.9 || !inCart) {
      const p = pick(products);
      const added = await call('cart', 'POST', '/api/v1/cart/add-cart', { json: { productId: p._id, quantity: 1 }, cookie, expect: [200, 409] });
      if (added?.status === 200) inCart = true;
      await call('cart', 'GET', '/api/v1/cart', { cookie });
    } else if (addressId) {
      // Checkout: the cart becomes an order (409 when stock ran out since: a fair answer).
      const placed = await json('checkout', 'POST', '/api/v1/orders', { json: { addressId }, cookie, expect: [201, 409] });
      if (placed?.data?._id) {
        inCart = false;
        waiting.push(placed.data._id);
      }
      // An account holds at most five orders waiting (decision 168): like a shopper told so, she
      // cancels the oldest (its stock goes back), so checkout keeps placing rather than being refused.
      if (waiting.length >= 5) await call('checkout', 'POST', `/api/v1/orders/cancel-order/${waiting.shift()}`, { cookie });
      await call('checkout', 'GET', '/api/v1/orders/get-all', { cookie });
    }
  }
}

function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

try {
  if (!base) await startServer();
  const products = (await (await fetch(`${base}/api/v1/products?limit=100&inStock=true`)).json()).data.products;
  // The category pages' slugs, by the specification's rule (src/lib/slug.ts).
  const categories = (await (await fetch(`${base}/api/v1/categories?page=1&limit=100&status=active`)).json()).data.categories.map((c) =>
    encodeURIComponent(c.name.trim().toLowerCase().replace(/\s+/g, '-')),
  );
  const memory = [];
  const startedAt = Date.now();
  const stopAt = startedAt + seconds * 1000;
  const sampler = setInterval(() => {
    const mb = rssMb();
    if (mb) memory.push({ t: Math.round((Date.now() - startedAt) / 1000), mb });
  }, 2000);
  await Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i, products, categories, stopAt)));
  clearInterval(sampler);
  const elapsed = (Date.now() - startedAt) / 1000;

  const rows = [...stats].map(([kind, s]) => {
    const sorted = [...s.ms].sort((a, b) => a - b);
    return { kind, requests: s.count, perSecond: (s.count / elapsed).toFixed(1), p50: pct(sorted, 50).toFixed(1), p95: pct(sorted, 95).toFixed(1), p99: pct(sorted, 99).toFixed(1) };
  });
  const total = rows.reduce((n, r) => n + r.requests, 0);
  // The server's own account of its peak (src/server/http/memory.ts), printed when it stops.
  const peak = server ? await stopServer() : undefined;
  // Memory flat: after the first quarter (warm-up), the last third of the samples within 5 % of the
  // first third; and the peak under the budget.
  const warm = memory.filter((m) => m.t >= seconds / 4);
  const third = Math.max(1, Math.floor(warm.length / 3));
  const avg = (list) => list.reduce((n, m) => n + m.mb, 0) / Math.max(1, list.length);
  const early = avg(warm.slice(0, third));
  const late = avg(warm.slice(-third));
  const growth = early ? (late - early) / early : 0;
  const memoryMeasured = warm.length >= 3 && peak != null;
  const memoryFlat = memoryMeasured && growth < SOAK_MEMORY_GROWTH && peak.peakRssMB < PEAK_RSS_MB.demo;
  if (!memoryMeasured) problems.push(server ? 'memory: too few samples, or the server did not report its peak' : 'memory: not measured (a server already running: SOAK_URL)');
  const passed = problems.length === 0 && fiveXX === 0 && memoryFlat;

  const table = ['| kind | requests | per second | p50 ms | p95 ms | p99 ms |', '|---|---:|---:|---:|---:|---:|', ...rows.map((r) => `| ${r.kind} | ${r.requests} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} |`)].join('\n');
  const report = `# Soak: ${seconds} s of mixed shopper traffic

${new Date().toISOString()} · ${shoppers} concurrent scripted shoppers on loopback · \`node scripts/soak.mjs\` · ${server ? `built shop (${outDir}) on a fresh PGlite database, RATE_LIMITS=off` : base}

**${passed ? 'PASSED' : 'FAILED'}**: ${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(1)}/s), ${problems.length} errors, ${fiveXX} answers 5xx, ${conflicts} stock conflicts (409, expected as stock runs out).

${table}

Success is only what a shopper should get: 2xx, and 409 where stock ran out; any other answer is an error.

Server memory (RSS): ${memoryMeasured ? `${memory[0].mb.toFixed(0)} MB at start, ${early.toFixed(0)} MB after warm-up, ${late.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)} %, flat means under ${SOAK_MEMORY_GROWTH * 100} %); peak ${peak.peakRssMB} MB (budget ${PEAK_RSS_MB.demo} MB): ${memoryFlat ? 'flat and under the budget' : 'GROWING or OVER THE BUDGET'}. At the stop: JS heap ${peak.heapUsedMB} of ${peak.heapTotalMB} MB, WebAssembly (PGlite) and external ${peak.wasmAndExternalMB} MB, ArrayBuffers ${peak.arrayBuffersMB} MB, page cache ${peak.pageCacheMB} MB${peak.pageCacheDisk ? ` (and ${peak.pageCacheDisk.pages} pages, ${peak.pageCacheDisk.MB} MB, on disk)` : ''}${peak.databaseThread ? ` (of the heap and WebAssembly, the database thread's: ${peak.databaseThread.heapUsedMB} of ${peak.databaseThread.heapTotalMB} MB and ${peak.databaseThread.wasmAndExternalMB} MB)` : ''}` : 'not measured'}.
${memory.length ? `\nSamples (s: MB): ${memory.map((m) => `${m.t}: ${m.mb.toFixed(0)}`).join(', ')}\n` : ''}${problems.length ? `\nFirst errors:\n\n${problems.slice(0, 20).map((p) => `- ${p}`).join('\n')}\n` : ''}`;
  console.log(report);
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, report);
  console.log(`[soak] written to ${reportPath}`);
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  console.error('[soak] failed:', error);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** SIGTERM, then the memory line the server printed as it stopped (or undefined). */
async function stopServer() {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  return parseMemoryLine(serverLog) ?? undefined;
}
