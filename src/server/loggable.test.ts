// No log line prints a mailed link's token or a failed query's values (decision 176).
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logDatabaseOpenFailure, onError } from './errors.ts';
import { loggableError, loggableMessage, loggablePath } from './loggable.ts';

const TOKEN = 'Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY3ODkw';

/** Everything console.error printed during `run`, as the terminal would show it. */
async function errorLog(run: () => unknown): Promise<string> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
    return spy.mock.calls.map((args) => format(...args)).join('\n');
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('a request address as a log shows it', () => {
  it('drops the query and hides the segment after verify-email and reset-password', () => {
    expect(loggablePath(`/reset-password?token=${TOKEN}`)).toBe('/reset-password');
    expect(loggablePath(`/api/v1/users/verify-email/${TOKEN}`)).toBe('/api/v1/users/verify-email/…');
    expect(loggablePath(`/api/v1/users/reset-password/${TOKEN}?x=1#y`)).toBe('/api/v1/users/reset-password/…');
    expect(loggablePath('/api/v1/users/verify-email/')).toBe('/api/v1/users/verify-email/');
    expect(loggablePath('/products/achar?search=mango')).toBe('/products/achar');
    expect(loggablePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

/** A failed insert of an account, as Drizzle throws it: its values are an email and a password hash. */
const failedInsert = () =>
  new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['asha@example.in', '$argon2id$v=19$secret-hash'], new Error('a bug in the query'));

describe("the API's unexpected-error line", () => {
  it('names the method and the path, without the token in it', async () => {
    const app = new Hono().basePath('/api/v1');
    app.onError(onError);
    app.post('/users/reset-password/:token', () => {
      throw new Error('a bug');
    });
    const log = await errorLog(async () => {
      const res = await app.request(`/api/v1/users/reset-password/${TOKEN}?again=${TOKEN}`, { method: 'POST' });
      expect(res.status).toBe(500);
    });
    expect(log).toContain('[api] unexpected error POST /api/v1/users/reset-password/… Error: a bug');
    expect(log).not.toContain(TOKEN);
  });

  it("keeps a failed query's SQL and stack, not its values", async () => {
    const failed = failedInsert();
    const app = new Hono();
    app.onError(onError);
    app.post('/register', () => {
      throw failed;
    });
    const log = await errorLog(() => app.request('/register', { method: 'POST' }));
    expect(log).toContain('Failed query: insert into "users" ("email", "password_hash") values ($1, $2) (its 2 value(s) are not logged)');
    expect(log).toContain('a bug in the query');
    expect(log).toMatch(/^\s+at /m);
    expect(log).not.toContain('argon2');
    expect(log).not.toContain('asha@example.in');
    const other = new Error('not a query');
    expect(loggableError(other)).toBe(other);
  });

  it("keeps the database's reason and SQLSTATE, not its detail, which names the row's values", async () => {
    const reason = Object.assign(new Error('null value in column "password_hash" of relation "users" violates not-null constraint'), {
      code: '23502',
      detail: 'Failing row contains (u1, Asha Patil, asha@example.in, null).',
    });
    const failed = new DrizzleQueryError('insert into "users" ("id", "full_name", "email") values ($1, $2, $3)', ['u1', 'Asha Patil', 'asha@example.in'], reason);
    const app = new Hono();
    app.onError(onError);
    app.post('/role', () => {
      throw failed;
    });
    const log = await errorLog(() => app.request('/role', { method: 'POST' }));
    expect(log).toContain('violates not-null constraint');
    expect(log).toContain('23502');
    expect(log).not.toMatch(/asha@|Failing row/);
  });
});

describe('the one-line failures: the API that cannot open its database, npm run restore and backup', () => {
  it("say a failed query's SQL and the database's reason, not its values", async () => {
    const log = await errorLog(() => logDatabaseOpenFailure(failedInsert()));
    expect(log).toMatch(/^\[api\] cannot start \(Failed query: insert into "users" .* \(its 2 value\(s\) are not logged\): a bug in the query\): answering 503/);
    const restoreLine = loggableMessage(failedInsert());
    expect(restoreLine).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2) (its 2 value(s) are not logged): a bug in the query');
    for (const line of [log, restoreLine]) expect(line).not.toMatch(/argon2|asha@/);
    expect(loggableMessage(new Error('ENOSPC'))).toBe('ENOSPC');
  });
});
