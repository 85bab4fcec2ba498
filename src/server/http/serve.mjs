// The production HTTP server: `node src/server/http/serve.mjs` (npm start runs it after a build).
// It serves the built client folder itself (precompressed, cached, validated), compresses what
// Astro renders (pages, the API's JSON, the sitemap), and hands every other request to Astro's
// handler, built by @astrojs/node in middleware mode. See docs/decisions/060-node-http-server.md.
//
// Environment (read only here: this file runs outside the bundle, before serverEnv() exists):
// PORT (4321), HOST (localhost), ASTRO_OUT_DIR (dist), SHUTDOWN_GRACE_MS (10000),
// MICRO_CACHE_MS (5000; 0 turns the micro-cache off).
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiCacheControl, microCacheable, purgesMicroCache } from './cache-policy.mjs';
import { compressResponse } from './compress.mjs';
import { createMicroCache } from './micro-cache.mjs';
import { runShutdownHooks } from './shutdown.mjs';
import { applySecurityHeaders } from '../middleware/security-headers.mjs';
import { createStaticFiles } from './static-files.mjs';
import { errorBody } from '../errors.ts';
import { readFile } from 'node:fs/promises';

/**
 * Builds the request listener for a build folder.
 * @param {{ outDir: string, microCacheMs?: number }} options
 */
export async function createShopHandler({ outDir, microCacheMs = 5000 }) {
  const entry = await import(pathToFileURL(resolve(outDir, 'server', 'entry.mjs')).href);
  if (typeof entry.handler !== 'function' || entry.options?.mode !== 'middleware') {
    throw new Error(`${outDir}/server/entry.mjs is not a middleware-mode build: rebuild with the current astro.config.mjs`);
  }
  const astro = entry.handler;
  const statics = await createStaticFiles(resolve(outDir, 'client'));
  // The shop's own page for an address it cannot read (src/pages/400.astro, prerendered).
  const badRequestPage = await readFile(resolve(outDir, 'client', '400', 'index.html')).catch(() => null);
  const cache = createMicroCache({ ttlMs: microCacheMs, cacheable: microCacheable, purges: purgesMicroCache });

  /** @type {import('node:http').RequestListener} */
  return async function handle(req, res) {
    // Prerendered pages and static files never pass through Astro's middleware: set the headers here.
    applySecurityHeaders(res);
    let pathname;
    try {
      decodeURI(req.url ?? '/');
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      // Malformed percent-encoding (`%E0%A4%A`): the API answers its JSON envelope, pages the 400 page.
      if ((req.url ?? '').startsWith('/api/')) {
        const body = errorBody(400, 'This address is not valid: it has a broken %-code. Check the link and try again.');
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      } else {
        res.writeHead(400, { 'content-type': badRequestPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : (badRequestPage ?? 'Bad request: this address is not valid.'));
      }
      return;
    }
    try {
      if (await statics.serve(req, res, pathname)) return;
    } catch (error) {
      console.error(`[server] could not send ${pathname}:`, error);
      if (!res.headersSent) {
        res.writeHead(500);
        res.end();
      } else res.destroy();
      return;
    }
    await cache.handle(req, res, pathname, {
      prepare: () => {
        if (pathname.startsWith('/api/')) addApiCaching(req, res, pathname);
        compressResponse(req, res);
      },
      // No `next`: for a path it does not know, Astro renders the 404 page itself.
      render: () => astro(req, res),
    });
  };
}

/** Lets browsers keep public catalogue answers for a moment (cache-policy.mjs decides which). */
function addApiCaching(req, res, pathname) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    const header = (name) =>
      res.getHeader(name) ??
      (headers && !Array.isArray(headers)
        ? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
        : undefined);
    const policy = apiCacheControl({
      method: req.method,
      pathname,
      status,
      hasCookie: Boolean(req.headers.cookie),
      existing: header('cache-control'),
      setsCookie: header('set-cookie') != null,
    });
    if (policy) res.setHeader('cache-control', policy);
    return writeHead.call(res, status, ...rest);
  };
}

/**
 * Starts the server; resolves once it listens. SIGTERM and SIGINT stop it gracefully:
 * no new connections, requests in flight finish (up to SHUTDOWN_GRACE_MS), then the
 * shutdown hooks run (shutdown.mjs) and the process exits.
 * @param {{ outDir?: string, port?: number, host?: string, graceMs?: number, microCacheMs?: number }} [options]
 */
export async function startShopServer(options = {}) {
  const outDir = options.outDir ?? process.env.ASTRO_OUT_DIR ?? 'dist';
  const port = options.port ?? (Number(process.env.PORT) || 4321);
  const host = options.host ?? (process.env.HOST || 'localhost');
  const graceMs = options.graceMs ?? (Number(process.env.SHUTDOWN_GRACE_MS) || 10_000);
  const microCacheMs = options.microCacheMs ?? Number(process.env.MICRO_CACHE_MS ?? 5000);
  const handle = await createShopHandler({ outDir, microCacheMs });

  let stopping = false;
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      // A kept-alive connection whose last request just ended must not wait for another.
      if (stopping) server.closeIdleConnections();
    });
    if (stopping) res.setHeader('connection', 'close');
    handle(req, res).catch((error) => {
      console.error(`[server] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) {
        res.writeHead(500);
        res.end();
      } else res.destroy();
    });
  });
  // Above the usual 5 s of load balancers, so they close idle connections first.
  server.keepAliveTimeout = 65_000;

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen(undefined);
    });
  });

  const stop = (signal) =>
    new Promise((resolveStop) => {
      if (stopping) return;
      stopping = true;
      console.log(`[server] ${signal}: finishing ${inFlight} request(s) in flight, then stopping`);
      const force = setTimeout(() => {
        console.warn(`[server] still ${inFlight} request(s) after ${graceMs} ms: closing them`);
        server.closeAllConnections();
      }, graceMs);
      force.unref();
      server.close(async () => {
        clearTimeout(force);
        await runShutdownHooks();
        resolveStop(undefined);
      });
      server.closeIdleConnections();
    });

  return { server, stop, url: `http://${host}:${port}` };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  // Refuse to start in production with a missing or development AUTH_SECRET (and any bad setting).
  (await import('../env.ts')).assertProductionSecrets();
  const { stop, url } = await startShopServer();
  console.log(`[server] listening on ${url}`);
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    // `on`, not `once`: a second signal (Ctrl-C reaches both npm start and this process)
    // must not cut the drain short.
    process.on(signal, () => {
      stop(signal).then(() => process.exit(0));
    });
  }
}
