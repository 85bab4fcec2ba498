// Compression of what the server renders (HTML, JSON, XML) on the fly. Static files
// are compressed once at build time instead (precompress.mjs).
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Content types worth compressing on the fly. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Bodies known to be smaller than this go as they are. */
const MIN_BYTES = 1024;

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli when the client
 * takes it, else gzip, else null. `q=0` refuses an encoding.
 * @param {string | string[] | undefined} header
 * @param {readonly ('br' | 'gzip')[]} [available]
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header, available = ['br', 'gzip']) {
  if (!header) return null;
  const accepted = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  let best = null;
  for (const encoding of available) {
    const w = weight(encoding);
    if (w > 0 && (best === null || w > weight(best))) best = encoding;
  }
  return best;
}

/** Applies the headers of a writeHead(status, [message], headers) call to `res`. */
function mergeHeaders(res, rest) {
  const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
  if (!headers || Array.isArray(headers)) return;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/** Adds a token to the Vary header without repeating it. */
export function appendVary(res, token) {
  const current = res.getHeader('vary');
  const list = current ? String(current).split(',').map((v) => v.trim()).filter(Boolean) : [];
  if (list.includes('*') || list.some((v) => v.toLowerCase() === token.toLowerCase())) return;
  res.setHeader('vary', [...list, token].join(', '));
}

function shouldCompress(req, res, status, knownSize) {
  if (req.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (res.getHeader('content-encoding')) return false;
  const type = res.getHeader('content-type');
  if (!type || !COMPRESSIBLE_TYPE.test(String(type))) return false;
  const length = knownSize ?? res.getHeader('content-length');
  if (length !== undefined && Number(length) < MIN_BYTES) return false;
  const cacheControl = res.getHeader('cache-control');
  return !(cacheControl && /no-transform/i.test(String(cacheControl)));
}

const sizeOf = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;

/**
 * Makes `res` compress its body when the client accepts it and the body is text of 1 KB or more.
 * Works with any code that writes through writeHead/write/end (Astro's node handler does).
 * The head is held back until the first kilobyte of body (or the end, or the next turn of the
 * event loop), so tiny answers go uncompressed; afterwards, writes made in one turn are
 * flushed together, so streamed HTML still reaches the browser in pieces.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  appendVary(res, 'Accept-Encoding');
  if (!encoding) {
    // Headers given to writeHead replace those set before: keep Accept-Encoding in Vary.
    const writeHeadAsIs = res.writeHead;
    res.writeHead = function (status, ...rest) {
      mergeHeaders(res, rest);
      appendVary(res, 'Accept-Encoding');
      return writeHeadAsIs.call(res, status, ...(typeof rest[0] === 'string' ? [rest[0]] : []));
    };
    return;
  }

  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;

  let head = null; // [status, statusMessage] once writeHead was called
  let committed = false;
  /** @type {Array<[any, BufferEncoding | undefined]>} */
  let held = [];
  let heldBytes = 0;
  let commitScheduled = false;
  /** @type {import('node:zlib').BrotliCompress | import('node:zlib').Gzip | null} */
  let stream = null;
  let flushScheduled = false;

  /** Sends the head, deciding on compression with what is known of the body by now. */
  const commit = (knownSize) => {
    if (committed) return;
    committed = true;
    const [status, message] = head ?? [res.statusCode, undefined];
    if (shouldCompress(req, res, status, knownSize)) {
      stream =
        encoding === 'br'
          ? // Quality 4: most of brotli's gain at a fraction of its cost, fit for every request.
            createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : createGzip({ level: 6 });
      res.removeHeader('content-length');
      res.setHeader('content-encoding', encoding);
      stream.on('data', (chunk) => write.call(res, chunk));
      stream.on('end', () => end.call(res));
      stream.on('error', (error) => res.destroy(error));
      res.on('close', () => stream?.destroy());
    }
    if (message) writeHead.call(res, status, message);
    else writeHead.call(res, status);
    const pending = held;
    held = [];
    for (const [chunk, enc] of pending) {
      if (stream) stream.write(chunk, enc);
      else write.call(res, chunk, enc);
    }
    if (stream && pending.length) scheduleFlush();
  };

  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (stream && !stream.destroyed && !stream.writableEnded) stream.flush();
    });
  };

  res.writeHead = function (status, ...rest) {
    // Headers passed to writeHead are merged now so the decision (and other wrappers) can see them.
    mergeHeaders(res, rest);
    appendVary(res, 'Accept-Encoding');
    head = [status, typeof rest[0] === 'string' ? rest[0] : undefined];
    res.statusCode = status;
    return res;
  };

  res.write = function (chunk, encodingOrCallback, callback) {
    const enc = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (!committed) {
      held.push([chunk, enc]);
      heldBytes += sizeOf(chunk, enc);
      if (heldBytes >= MIN_BYTES) commit();
      else if (!commitScheduled) {
        commitScheduled = true;
        setImmediate(() => commit());
      }
      if (done) process.nextTick(done);
      return true;
    }
    if (!stream) return write.call(res, chunk, encodingOrCallback, callback);
    const ok = enc ? stream.write(chunk, enc, done) : stream.write(chunk, done);
    scheduleFlush();
    return ok;
  };

  res.end = function (chunk, encodingOrCallback, callback) {
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
    }
    const enc = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (!committed) {
      // The whole body is known now.
      if (chunk != null) {
        held.push([chunk, enc]);
        heldBytes += sizeOf(chunk, enc);
      }
      chunk = undefined;
      commit(heldBytes);
    }
    if (!stream) return chunk != null ? end.call(res, chunk, enc, done) : end.call(res, done);
    if (done) res.once('finish', done);
    if (chunk != null) stream.end(chunk, enc);
    else stream.end();
    return res;
  };
}
