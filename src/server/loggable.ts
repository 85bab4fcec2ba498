// What a log line may say of a request's address (decision 176). A mailed link is a key to an
// account: the password-reset page carries its token in the query (/reset-password?token=…), the
// API's verification and reset links in the path (/api/v1/users/verify-email/<token>). Logs travel
// further than the database (journald, a log service, a support ticket), so no line prints an
// address as the client sent it: the path alone, its secret segments replaced.

/** The path segments whose next segment is a one-time token (src/server/routes/user-mail.ts). */
const SEGMENTS_BEFORE_A_TOKEN = new Set(['verify-email', 'reset-password']);
/** What a log shows in place of a token. */
const HIDDEN = '…';

/**
 * A request's address as a log may show it: the query and fragment dropped (any of them may carry
 * a token, an email, a search), and a segment after `verify-email` or `reset-password` replaced by
 * `…`. Takes a path (`req.url`, Hono's `c.req.path`) or a whole URL; never throws, never decodes
 * (an address with broken %-codes is logged as it came).
 */
export function loggablePath(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  return segments.map((segment, i) => (i > 0 && SEGMENTS_BEFORE_A_TOKEN.has(segments[i - 1]!) && segment !== '' ? HIDDEN : segment)).join('/');
}

/** What a log shows of a failed query: Drizzle's error, which carries the query's values. */
type FailedQuery = Error & { query: string; params: unknown[] };

const isFailedQuery = (err: unknown): err is FailedQuery => err instanceof Error && typeof (err as FailedQuery).query === 'string' && Array.isArray((err as FailedQuery).params);

/**
 * An error as a log may show it. Drizzle's failed query says its values in its message and its
 * `params` (`params: <a password hash>,<an email>,…` for a new account): a failure that is a bug
 * is worth its query and stack, not the shopper's data. Anything else is returned as it is.
 */
export function loggableError(err: unknown): unknown {
  if (!isFailedQuery(err)) return err;
  const shown = new Error(`Failed query: ${err.query} (its ${err.params.length} value(s) are not logged)`, { cause: databaseReason(err.cause) });
  shown.name = err.name;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  shown.stack = [`${shown.name}: ${shown.message}`, ...frames].join('\n');
  return shown;
}

/**
 * The database's reason for a failed query, as a log may show it: its words and SQLSTATE, without
 * PostgreSQL's `detail` (`Failing row contains (…)`, `Key (email)=(…)`: the row's values).
 */
function databaseReason(cause: unknown): unknown {
  if (!(cause instanceof Error)) return cause;
  const reason = new Error(cause.message);
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(reason, { code });
  reason.stack = `${cause.name}: ${cause.message}`;
  return reason;
}

/**
 * An error's words for a one-line log (`[restore] failed: …`): its message, or for a failed query
 * its SQL and the database's reason (its cause), without its values. A restore that failed to load
 * a table printed the whole table (the accounts' emails and password hashes) as the query's value.
 */
export function loggableMessage(err: unknown): string {
  if (!isFailedQuery(err)) return err instanceof Error ? err.message : String(err);
  const shown = loggableError(err) as Error;
  return err.cause instanceof Error ? `${shown.message}: ${err.cause.message}` : shown.message;
}
