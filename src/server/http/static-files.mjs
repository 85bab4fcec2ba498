// Serves the built client folder (prerendered pages, hashed assets, public/ files) with the
// precompressed copies made at build time, validators (ETag, Last-Modified) and cache headers.
// The folder is indexed once at start: a request can only ever reach a file the build wrote.
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { staticCacheControl } from './cache-policy.mjs';
import { negotiateEncoding } from './compress.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Files up to this size are kept in memory after their first request. */
const MAX_CACHED_FILE = 512 * 1024;
const MAX_CACHED_TOTAL = 64 * 1024 * 1024;

const extensionOf = (name) => {
  const slash = name.lastIndexOf('/');
  const dot = name.lastIndexOf('.');
  return dot > slash ? name.slice(dot).toLowerCase() : '';
};

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * @typedef {{ path: string, size: number }} Variant
 * @typedef {{ urlPath: string, path: string, size: number, mtime: Date, type: string,
 *   cacheControl: string, etag: string, br?: Variant, gzip?: Variant }} StaticFile
 */

/**
 * Indexes `clientDir` and returns a request handler for it.
 * @param {string} clientDir
 * @param {{ assetsDir?: string }} [options]
 */
export async function createStaticFiles(clientDir, { assetsDir = '_astro' } = {}) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  const all = new Map();
  for await (const path of walk(clientDir)) {
    const urlPath = '/' + relative(clientDir, path).split(sep).join('/');
    all.set(urlPath, { path, st: await stat(path) });
  }
  for (const [urlPath, { path, st }] of all) {
    // A .br or .gz beside its original is a variant of it, not a file of its own.
    const original = urlPath.replace(/\.(br|gz)$/, '');
    if (original !== urlPath && all.has(original)) continue;
    // Dot-files (and anything inside a dot-folder) are never served, except /.well-known/.
    if (/\/\.(?!well-known\/)/.test(urlPath)) continue;
    const br = all.get(`${urlPath}.br`);
    const gz = all.get(`${urlPath}.gz`);
    const file = {
      urlPath,
      path,
      size: st.size,
      mtime: st.mtime,
      type: TYPES[extensionOf(urlPath)] ?? 'application/octet-stream',
      cacheControl: staticCacheControl(urlPath, assetsDir),
      etag: `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      ...(br && { br: { path: br.path, size: br.st.size } }),
      ...(gz && { gzip: { path: gz.path, size: gz.st.size } }),
    };
    files.set(urlPath, file);
    // Prerendered pages are folder/index.html: answer /folder and /folder/ too.
    if (urlPath.endsWith('/index.html')) {
      const folder = urlPath.slice(0, -'index.html'.length);
      files.set(folder, file);
      if (folder !== '/') files.set(folder.slice(0, -1), file);
    }
  }

  /** @type {Map<string, Buffer>} */
  const memory = new Map();
  let memoryBytes = 0;

  /** The file a URL path names, or undefined. */
  function lookup(pathname) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    return files.get(decoded);
  }

  async function body(path, size) {
    const cached = memory.get(path);
    if (cached) return cached;
    if (size > MAX_CACHED_FILE || memoryBytes + size > MAX_CACHED_TOTAL) return null;
    const data = await readFile(path);
    memory.set(path, data);
    memoryBytes += data.length;
    return data;
  }

  /**
   * Answers a GET or HEAD for a built file; returns false (and writes nothing) when there is none.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  async function serve(req, res, pathname) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = lookup(pathname);
    if (!file) return false;

    const available = /** @type {('br' | 'gzip')[]} */ (['br', 'gzip'].filter((e) => file[e]));
    const encoding = available.length ? negotiateEncoding(req.headers['accept-encoding'], available) : null;
    const variant = encoding ? file[encoding] : { path: file.path, size: file.size };
    const etag = encoding ? file.etag.replace(/"$/, `-${encoding === 'br' ? 'br' : 'gz'}"`) : file.etag;

    res.setHeader('content-type', file.type);
    res.setHeader('cache-control', file.cacheControl);
    res.setHeader('etag', etag);
    res.setHeader('last-modified', file.mtime.toUTCString());
    if (available.length) res.setHeader('vary', 'Accept-Encoding');
    if (encoding) res.setHeader('content-encoding', encoding === 'br' ? 'br' : 'gzip');

    if (isNotModified(req, etag, file.mtime)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('content-length', variant.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const data = await body(variant.path, variant.size);
    if (data) res.end(data);
    else
      await new Promise((resolve) => {
        const stream = createReadStream(variant.path);
        stream.on('error', (error) => {
          res.destroy(error);
          resolve(undefined);
        });
        res.on('close', () => {
          stream.destroy();
          resolve(undefined);
        });
        stream.pipe(res);
      });
    return true;
  }

  return { serve, lookup, size: files.size };
}

/** Conditional GET: the client's copy is current. */
function isNotModified(req, etag, mtime) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    const weak = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = req.headers['if-modified-since'];
  if (!since) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(mtime.getTime() / 1000) * 1000 <= time;
}
