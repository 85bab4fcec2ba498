import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { loggableError, loggablePath } from './loggable.ts';

/** One field-level problem, as listed in `errors`. */
export type FieldError = { path: string; message: string };

/**
 * An error a shopper may read: its message is sent as it is.
 * Thrown anywhere in a handler; `onError` shapes it.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, errors: FieldError[] = [], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);

/**
 * A JSON answer that names its length. The Node server compresses answers of 1 KB or more and can
 * tell an answer's size only from its Content-Length (decision 062): without one, a 60-byte error
 * or `{ ok: true }` went through a brotli encoder of its own, a third of such an answer's CPU.
 */
export function json(c: Context, body: unknown, status: ContentfulStatusCode, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  return c.body(text, status, { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
}

/** The success envelope: `{ statusCode, data, message, success }`. */
export function ok<T>(c: Context, data: T, message = 'OK', status: 200 | 201 = 200) {
  return json(c, { statusCode: status, data, message, success: true as const }, status);
}

/** The error envelope: `{ statusCode, message, success: false, errors }`. */
export function errorBody(status: number, message: string, errors: FieldError[] = []) {
  return { statusCode: status, message, success: false as const, errors };
}

// Hono's own messages, said the way a shopper can read them.
const frameworkMessages: Record<number, string> = {
  400: 'The request could not be read. Please check what was sent.',
  401: 'Please sign in to continue.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  415: 'This kind of content is not accepted here.',
};

function frameworkMessage(err: HTTPException): string {
  if (/malformed json/i.test(err.message)) return 'The request body is not valid JSON.';
  if (/formdata/i.test(err.message)) return 'The uploaded form could not be read.';
  return frameworkMessages[err.status] ?? 'The request could not be completed.';
}

/** Connection-level failures: the database is down, restarting or out of reach (not bad input). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const CONNECTION_MESSAGE = /connection terminated|connection refused|terminating connection|the database system is (starting up|shutting down|in recovery)|pglite is closed|closed pglite|client has encountered a connection error|timeout exceeded when trying to connect|cannot use a pool after calling end/i;

/** True when `err` (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || /^(08|57P)/.test(e.code))) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true; // AggregateError (IPv4 + IPv6)
    current = e.cause;
  }
  return false;
}

/** While the database is out of reach every request fails the same way: one line every 10 s, not a stack each. */
const OUTAGE_LOG_EVERY_MS = 10_000;
let outageLoggedAt = -Infinity;
function logDatabaseUnavailable(err: unknown) {
  const now = Date.now();
  if (now - outageLoggedAt < OUTAGE_LOG_EVERY_MS) return;
  outageLoggedAt = now;
  console.error(`[api] the database cannot be reached (${rootMessage(err)}): answering 503 until it is back`);
}

/** The message of the innermost cause: what the driver or the file system said. */
function rootMessage(err: unknown): string {
  let root: unknown = err;
  while (root && typeof root === 'object' && 'cause' in root && root.cause) root = root.cause;
  return root instanceof Error ? root.message : String(root);
}

/**
 * The API could not start: its database cannot be opened (down, refusing DATABASE_URL's password, a
 * migration that failed) or a setting it reads is wrong. Every request tries again and fails alike, so the operator reads one line every 10 s
 * saying why, not a stack for each request (decision 171).
 */
let openFailureLoggedAt = -Infinity;
export function logDatabaseOpenFailure(err: unknown) {
  if (isDatabaseUnavailable(err)) return logDatabaseUnavailable(err);
  const now = Date.now();
  if (now - openFailureLoggedAt < OUTAGE_LOG_EVERY_MS) return;
  openFailureLoggedAt = now;
  // A failed migration or seeding query without its values (loggable.ts); the cause says why.
  const shown = loggableError(err);
  const message = shown instanceof Error ? shown.message : String(shown);
  const cause = rootMessage(err);
  const said = (message === cause ? message : `${message}: ${cause}`).replace(/\s*\n\s*/g, ' ');
  console.error(`[api] cannot start (${said}): answering 503, trying again at the next request`);
}

/** Shapes every error; unexpected ones become a 500 without details (logged on the server). */
export const onError: ErrorHandler = (err, c) => {
  // The database out of reach (down, restarting, a dead PGlite thread): a 503 a shopper can read,
  // with Retry-After. Nothing is cached, so the first request after it is back works again.
  if (isDatabaseUnavailable(err)) {
    logDatabaseUnavailable(err);
    return json(c, errorBody(503, 'The shop cannot reach its database right now. Please try again in a moment.'), 503, { 'Retry-After': '5' });
  }
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return json(c, errorBody(err.status, err.message, err.errors), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return json(c, errorBody(status, frameworkMessage(err)), status);
  }
  if (isBodyReadError(err)) {
    return json(c, errorBody(400, 'The request body could not be read.'), 400);
  }
  const pg = findPgError(err);
  // Data exceptions (class 22: a NUL character, a number out of range) come from odd input that
  // got past validation; the database refuses it, and so do we, as bad input rather than a crash.
  if (pg?.code?.startsWith('22') || pg?.code === '23514') {
    return json(c, errorBody(400, 'The request contains a value that is not allowed.'), 400);
  }
  if (pg?.code === '23505') return json(c, errorBody(409, 'This already exists.'), 409);
  console.error('[api] unexpected error', c.req.method, loggablePath(c.req.path), loggableError(err));
  return json(c, errorBody(500, 'Something went wrong on our side. Please try again.'), 500);
};

export const onNotFound: NotFoundHandler = (c) =>
  json(c, errorBody(404, `There is no ${c.req.method} ${c.req.path} in this API.`), 404);

// Errors from reading a request body the client cut short or mislabelled.
function isBodyReadError(err: unknown): boolean {
  return err instanceof TypeError && /body|form|multipart|boundary/i.test(err.message);
}

/** PostgreSQL unique violation (both drivers expose the SQLSTATE as `code`, possibly on `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint || String(e.message).includes(constraint));
}

function findPgError(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string };
    current = e.cause;
  }
  return undefined;
}
