// The production HTTP server: `node src/server/http/serve.ts` (npm start runs it after a build).
// Each request passes one pipeline: who is asking (the socket's peer, or behind TRUST_PROXY the
// shopper the trusted hops name: trusted-proxy.ts); security headers; a 400 for an address it
// cannot read; a file the build wrote (sirv: precompressed, cached, validated); else Astro's
// handler (built by @astrojs/node in middleware mode), behind the page cache (emptied by what the
// catalogue's writes announce), with compression and the cache rules set up first
// (rendered-response.ts). See docs/decisions/060, 062, 063, 072.
import { readFile } from 'node:fs/promises';
import cluster from 'node:cluster';
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorBody } from '../errors.ts';
import { onCatalogueChange, tagsOfChange } from '../catalogue-changes.ts';
import { apiCacheTags, pageCacheable } from './cache-policy.ts';
import { randomBytes } from 'node:crypto';
import { createPageCache, WARM_HEADER } from './page-cache.ts';
import { createPageStore } from './page-store.ts';
import { createActivity, startPageWarmer } from './page-warmer.ts';
import { createRenderGate, DEFAULT_RENDERS_AT_ONCE } from './render-gate.ts';
import { answered, prepareRenderedResponse } from './rendered-response.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { SettingsError, type ServerEnv } from '../env.ts';
import { loggableError, loggablePath } from '../loggable.ts';
import { runPrimary, serverProcessCount } from './processes.ts';
import { builtSiteProblem } from './built-site.ts';
import { memoryLine, memoryReport } from './memory.ts';
import { createHttpServer, type TlsFiles } from './http-server.ts';
import { createRedirectListener, type RedirectSettings } from './redirect-server.ts';
import { runShutdownHooks } from './shutdown.ts';
import { assertReadyToStart, listenOn, mailWarning, startOrRefuse } from './start-checks.ts';
import { markInUse, servedBuild } from './served-build.ts';
import { createStaticFiles } from './static-files.ts';
import { compileTrustProxy, nodeConnection, presentConnection } from './trusted-proxy.ts';

/** @astrojs/node's middleware-mode handler; `locals` become Astro's `context.locals`. */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void, locals?: object) => Promise<void>;

/**
 * The page cache's settings (PAGE_CACHE_MB, PAGE_CACHE_MAX_AGE_MS: decision 063); `disk`, its tier
 * on disk (PAGE_CACHE_DISK_MB in DATA_DIR/page-cache: decision 099).
 */
export type PageCacheSettings = { maxBytes: number; maxAgeMs: number; disk?: { root: string; maxBytes: number } };
const DEFAULT_PAGE_CACHE: PageCacheSettings = { maxBytes: 64 * 1024 * 1024, maxAgeMs: 5 * 60_000 };
/** How long one answer may hold a render slot before the next waiting one is let in anyway. */
const RENDER_SLOT_MS = 2_000;

/**
 * Builds the request listener for a build folder. `trustProxy` is TRUST_PROXY's value (decision 072);
 * `rendersAtOnce` RENDERS_AT_ONCE's (decision 087).
 * `dispose` stops the page cache listening for catalogue changes.
 */
export async function createShopHandler({
  outDir,
  pageCache = DEFAULT_PAGE_CACHE,
  trustProxy = 'off',
  rendersAtOnce = DEFAULT_RENDERS_AT_ONCE,
}: {
  outDir: string;
  pageCache?: PageCacheSettings;
  trustProxy?: string;
  rendersAtOnce?: number;
}) {
  const trust = compileTrustProxy(trustProxy);
  // The build folder as it is now: `dist` may be pointed at a newer build while this one serves
  // (npm run build, docs/decisions/180); this process keeps reading the one it started with.
  outDir = servedBuild(outDir);
  const entry = await import(pathToFileURL(resolve(outDir, 'server', 'entry.mjs')).href);
  if (typeof entry.handler !== 'function' || entry.options?.mode !== 'middleware') {
    throw new Error(`${outDir}/server/entry.mjs is not a middleware-mode build: rebuild with the current astro.config.mjs`);
  }
  const astro: AstroHandler = entry.handler;
  const staticFiles = createStaticFiles(resolve(outDir, 'client'));
  // The shop's own page for an address it cannot read (src/pages/400.astro, prerendered).
  const badRequestPage = await readFile(resolve(outDir, 'client', '400', 'index.html')).catch(() => null);
  const store = pageCache.disk && pageCache.disk.maxBytes > 0 && pageCache.maxBytes > 0 ? openPageStore(pageCache.disk) : undefined;
  // The token of the server's own renders ahead of shoppers (page-warmer.ts): new at every start.
  const warmToken = randomBytes(16).toString('hex');
  const cache = createPageCache({ ...pageCache, cacheable: pageCacheable, defaultTags: apiCacheTags, store, warmToken });
  // Files and cached answers go out at once; only what Astro renders waits for a slot.
  const rendering = createRenderGate({ concurrency: rendersAtOnce, slotMs: RENDER_SLOT_MS });
  // Every committed catalogue write, from this process's API (bundled in the build: the channel is
  // found by name) or, on PostgreSQL, from another process (src/server/catalogue-notify.ts).
  const stopListening = onCatalogueChange((change) => cache.drop(tagsOfChange(change)));

  /** Sends the built file a GET or HEAD names; false (nothing written) when there is none. */
  const servedAsFile = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // sirv pipes the file without listening for errors: a file removed since start (a rebuild in
    // place) would crash the process. Cut that one answer short instead.
    const onFileError = (error: Error) => {
      console.error(`[server] could not send ${loggablePath(req.url ?? '/')}:`, error.message);
      res.destroy();
    };
    res.once('pipe', (source) => source.once('error', onFileError));
    let found = true;
    // sirv looks the path up in its index at once, and calls `next` when nothing matches.
    staticFiles(req, res, () => {
      found = false;
    });
    return found;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Once per request, here where the socket is: every later reader (Astro's url, the API's origin
    // check, cookies, rate limits) gets this one answer, and no forwarding header a client wrote.
    const connection = nodeConnection(req, trust);
    presentConnection(req, connection);
    // Prerendered pages and static files never pass through Astro's middleware: set the headers here.
    applySecurityHeaders(res);
    const pathname = readablePathname(req.url ?? '/');
    if (pathname === null) return answerUnreadableAddress(req, res, badRequestPage);
    if (servedAsFile(req, res)) return;
    await cache.handle(req, res, pathname, {
      prepare: () => prepareRenderedResponse(req, res, pathname),
      // No `next`: for a path it does not know, Astro renders the 404 page itself.
      // The slot is held until the answer is out, compressed: Astro's handler resolves once it has
      // written the page, while its brotli stream still works in the thread pool, and a faster render
      // would otherwise only pile up compressors (each its encoder's memory) behind the pool.
      render: () =>
        rendering(async () => {
          await astro(req, res, undefined, { connection });
          await answered(res);
        }),
    });
  }
  return Object.assign(handle, {
    cache,
    warmToken,
    /** Whether a request is the server's own render ahead of shoppers. */
    isWarming: (req: IncomingMessage) => req.headers[WARM_HEADER] === warmToken,
    dispose: () => {
      stopListening();
      store?.close();
    },
  });
}

/** The page cache's tier on disk; without it (a folder it cannot write) pages are kept in memory only. */
function openPageStore(disk: { root: string; maxBytes: number }) {
  try {
    return createPageStore(disk);
  } catch (error) {
    console.warn(`[server] pages are kept in memory only: ${disk.root} cannot be used (${(error as Error).message})`);
    return undefined;
  }
}

/** The path of a request URL, or null when its percent-encoding is broken (`%E0%A4%A`). */
function readablePathname(url: string): string | null {
  try {
    decodeURI(url);
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** 400 for an address that cannot be read: the API answers its JSON envelope, pages the 400 page. */
function answerUnreadableAddress(req: IncomingMessage, res: ServerResponse, badRequestPage: Buffer | null): void {
  if ((req.url ?? '').startsWith('/api/')) {
    const body = errorBody(400, 'This address is not valid: it has a broken %-code. Check the link and try again.');
    res.writeHead(400, {
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(body));
    return;
  }
  res.writeHead(400, { 'content-type': badRequestPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : (badRequestPage ?? 'Bad request: this address is not valid.'));
}

export type ShopServerOptions = {
  outDir: string;
  port: number;
  host: string;
  graceMs?: number;
  pageCache?: PageCacheSettings;
  trustProxy?: string;
  rendersAtOnce?: number;
  /** Render every catalogue page of the sitemap ahead of shoppers, while idle (PAGE_WARM: decision 099). */
  warm?: boolean;
  /** HTTPS with HTTP/2 from these files (TLS_CERT_FILE, TLS_KEY_FILE: decision 100); plain HTTP without. */
  tls?: TlsFiles;
  /** Beside HTTPS, plain HTTP on this port sending shoppers to SITE_URL (HTTP_REDIRECT_PORT, ACME_WEBROOT: decision 106). */
  redirect?: RedirectSettings & { port: number };
};

/**
 * Starts the server; resolves once it listens. `stop` stops it gracefully: no new connections,
 * requests in flight finish (up to `graceMs`), then the shutdown hooks run (shutdown.ts).
 */
export async function startShopServer({ outDir, port, host, graceMs = 10_000, pageCache, trustProxy = 'off', rendersAtOnce, warm = false, tls, redirect }: ShopServerOptions) {
  const handle = await createShopHandler({ outDir, pageCache, trustProxy, rendersAtOnce });

  let stopping = false;
  let inFlight = 0;
  // Shoppers' requests in flight: the warmer renders only when there are none.
  const activity = createActivity();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    const shopper = !handle.isWarming(req);
    if (shopper) activity.begin();
    res.once('close', () => {
      inFlight -= 1;
      if (shopper) activity.end();
      // A kept-alive connection whose last request just ended must not wait for another.
      if (stopping) shop.closeIdle();
    });
    // HTTP/2 has no Connection header: its connections are closed with GOAWAY (http-server.ts).
    if (stopping && req.httpVersionMajor === 1) res.setHeader('connection', 'close');
    handle(req, res).catch((error: unknown) => {
      // The path alone: a query or a path segment may hold a mailed link's token (loggable.ts).
      console.error(`[server] ${req.method} ${loggablePath(req.url ?? '/')} failed:`, loggableError(error));
      if (!res.headersSent) {
        res.writeHead(500);
        res.end();
      } else res.destroy();
    });
  };
  const shop = createHttpServer(listener, tls);
  const server = shop.server;
  await listenOn(server, { port, host }, 'PORT');

  const redirecting = redirect ? http.createServer(createRedirectListener(redirect)) : null;
  if (redirecting) {
    await listenOn(redirecting, { port: redirect!.port, host }, 'HTTP_REDIRECT_PORT');
  }

  // The warmer asks this process, not the port it shares with the other processes (WORKERS: the
  // primary hands each connection to any of them): a loopback port of its own, for its requests only.
  const own = warm
    ? http.createServer((req, res) => {
        if (handle.isWarming(req)) return listener(req, res);
        res.writeHead(403, { 'content-type': 'text/plain' });
        res.end();
      })
    : null;
  if (own) await listenOn(own, { port: 0, host: '127.0.0.1', exclusive: true });
  const ownAddress = own?.address();
  const stopWarming =
    own && typeof ownAddress === 'object' && ownAddress
      ? startPageWarmer({
          origin: `http://127.0.0.1:${ownAddress.port}`,
          token: handle.warmToken,
          cacheable: pageCacheable,
          holds: (path, forMs) => handle.cache.holds(path, forMs),
          activity,
          maxAgeMs: pageCache?.maxAgeMs ?? DEFAULT_PAGE_CACHE.maxAgeMs,
          onChange: onCatalogueChange,
        })
      : () => {};

  const stop = (signal: string) =>
    new Promise<void>((resolveStop) => {
      if (stopping) return;
      stopping = true;
      stopWarming();
      own?.close();
      own?.closeAllConnections();
      // A redirect is answered at once: nothing there is worth waiting for.
      redirecting?.close();
      redirecting?.closeAllConnections();
      console.log(`[server] ${signal}: finishing ${inFlight} request(s) in flight, then stopping`);
      const force = setTimeout(() => {
        console.warn(`[server] still ${inFlight} request(s) after ${graceMs} ms: closing them`);
        shop.closeAll();
      }, graceMs);
      force.unref();
      server.close(async () => {
        clearTimeout(force);
        handle.dispose();
        await runShutdownHooks();
        resolveStop();
      });
      shop.closeIdle();
    });

  return { server, redirecting, stop, url: `${shop.protocol}://${host}:${port}`, cache: handle.cache, reloadTls: shop.reloadTls };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  // A setting that stops the server is said in one line, without a stack (start-checks.ts).
  await startOrRefuse('server', startFromEnvironment);
}

/** Checks the environment, the build, DATA_DIR, the PIN code list and the database's login, then serves: in this process, or as the primary of several. */
async function startFromEnvironment() {
  // Every setting validated once; production refuses to start without a secret of its own.
  const env = (await import('../env.ts')).assertProductionSecrets();
  // A build made for another address would name that address in every page (built-site.ts).
  const siteProblem = builtSiteProblem(env.ASTRO_OUT_DIR, env.SITE_URL);
  if (siteProblem && env.NODE_ENV === 'production') throw new SettingsError(siteProblem);
  if (siteProblem) console.warn(`[server] ${siteProblem}`);
  // DATA_DIR, the PIN code list and DATABASE_URL's login, once, before any process listens: a
  // worker started again later must not exit for a password changed since (decision 177).
  if (cluster.isPrimary) await assertReadyToStart(env);
  const processes = serverProcessCount(env);
  if (cluster.isPrimary) useBuildUntilExit(env);
  if (cluster.isPrimary && processes > 1) {
    // On PostgreSQL, one process per core (decision 064): this one only forks and watches.
    const tls = Boolean(env.TLS_CERT_FILE);
    runPrimary({ count: processes, url: `${tls ? 'https' : 'http'}://${env.HOST}:${env.PORT}`, graceMs: env.SHUTDOWN_GRACE_MS, tls });
  } else await serveInThisProcess(env);
}

/**
 * Resolves ASTRO_OUT_DIR to the build folder it names now and keeps to it: the workers get that
 * folder (a worker started again later serves the same build as the others), and the folder is
 * marked as in use until this process exits, so `npm run build` does not delete it (served-build.ts).
 */
function useBuildUntilExit(env: ServerEnv) {
  let build: string;
  try {
    build = servedBuild(env.ASTRO_OUT_DIR);
  } catch {
    throw new SettingsError(`${env.ASTRO_OUT_DIR}/ holds no build: build the shop first (npm run build)`);
  }
  env.ASTRO_OUT_DIR = build;
  process.env.ASTRO_OUT_DIR = build;
  const unmark = markInUse(build);
  process.once('exit', unmark);
  console.log(`[server] serving the build in ${build}`);
}

/** The whole server in this process: alone, or as one of the primary's workers. */
async function serveInThisProcess(env: ServerEnv) {
  const { stop, url, cache, reloadTls } = await startShopServer({
    outDir: env.ASTRO_OUT_DIR,
    port: env.PORT,
    host: env.HOST,
    graceMs: env.SHUTDOWN_GRACE_MS,
    pageCache: {
      maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
      maxAgeMs: env.PAGE_CACHE_MAX_AGE_MS,
      disk: { root: resolve(env.DATA_DIR, 'page-cache'), maxBytes: env.PAGE_CACHE_DISK_MB * 1024 * 1024 },
    },
    trustProxy: env.TRUST_PROXY,
    rendersAtOnce: env.RENDERS_AT_ONCE,
    warm: env.PAGE_WARM === 'on' && env.PAGE_CACHE_MB > 0,
    tls: env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE } : undefined,
    redirect: env.HTTP_REDIRECT_PORT ? { port: env.HTTP_REDIRECT_PORT, siteUrl: env.SITE_URL, acmeWebroot: env.ACME_WEBROOT } : undefined,
  });
  // Open the database now (migrations, seeding, the backup service and its socket: decision 090)
  // rather than at the first shopper's request; a database that is down is retried by that request.
  const self = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  await askOnce(`${new URL(url).protocol}//${self}:${env.PORT}/api/v1/health`);
  console.log(`[server] listening on ${url}`);
  const noMail = mailWarning(env);
  if (noMail) console.warn(noMail);
  if (env.HTTP_REDIRECT_PORT) console.log(`[server] plain HTTP on port ${env.HTTP_REDIRECT_PORT} sends shoppers to ${new URL(env.SITE_URL).origin}${env.ACME_WEBROOT ? `; ACME challenges from ${env.ACME_WEBROOT}` : ''}`);
  // A renewed certificate: `kill -HUP <pid>` (to every process with WORKERS) reads the files again.
  if (env.TLS_CERT_FILE) {
    process.on('SIGHUP', () => {
      try {
        reloadTls();
        console.log('[server] SIGHUP: TLS certificate and key read again');
      } catch (error) {
        console.error(`[server] SIGHUP: kept the certificate in use: ${(error as Error).message}`);
      }
    });
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // `on`, not `once`: a second signal (Ctrl-C reaches both npm start and this process)
    // must not cut the drain short.
    process.on(signal, () => {
      // The tier on disk as it stands: its folder goes when the server stops.
      const disk = cache.store && { pages: cache.store.size(), bytes: cache.store.bytes() };
      stop(signal).then(() => {
        // Where the memory went over this process's life (the bench's peak-memory budget reads it).
        console.log(memoryLine(memoryReport(cache.bytes(), disk)));
        process.exit(0);
      });
    });
  }
}

/**
 * One GET to this process's own address, its answer discarded; never throws. The certificate is
 * not checked: it names the shop, not the loopback address asked.
 */
function askOnce(url: string): Promise<void> {
  return new Promise((done) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const req = get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      res.once('end', () => done());
      res.once('error', () => done());
    });
    req.once('error', () => done());
    // As long as fetch waited before: the first request may run the migrations and the seeding.
    req.setTimeout(300_000, () => req.destroy());
  });
}
