// The API when it cannot open its database at all (decision 171): every request tries again and
// answers 503, and the operator's log says why in one line every 10 s, not a stack per request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { app } from './app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'open-failure-'));
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: process.env.SEED_DEMO };
afterAll(() => {
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

/** Asks the default app three times; what each answered and what was logged meanwhile. */
async function askThrice(env: Record<string, string>) {
  Object.assign(process.env, { SEED_DEMO: 'off', ...env });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request('/api/v1/health')).status);
    return { statuses, lines: logged.mock.calls.map((call) => call.map(String).join(' ')) };
  } finally {
    logged.mockRestore();
  }
}

describe('a database that cannot be opened', () => {
  it('answers 503 and logs one line saying why: a DATA_DIR under a file, then a PostgreSQL server that is not there', async () => {
    writeFileSync(path.join(dir, 'a-file'), '');
    const dataDir = path.join(dir, 'a-file', 'data');
    const embedded = await askThrice({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(embedded.statuses).toEqual([503, 503, 503]);
    expect(embedded.lines).toEqual([expect.stringMatching(/^\[api\] cannot start \(.*ENOTDIR.*\): answering 503, trying again at the next request$/)]);

    const server = await askThrice({ DATABASE_URL: 'postgres://shop:secret-pw@127.0.0.1:1/shop' });
    expect(server.statuses).toEqual([503, 503, 503]);
    expect(server.lines).toEqual([expect.stringMatching(/^\[api\] the database cannot be reached \(connect ECONNREFUSED 127\.0\.0\.1:1\): answering 503 until it is back$/)]);
    // DATABASE_URL's password is never in the log.
    expect(server.lines.join('\n')).not.toContain('secret-pw');
  });
});
