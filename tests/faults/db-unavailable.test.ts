import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { openDb } from '../../src/server/db/client.ts';
import { isDatabaseUnavailable } from '../../src/server/errors.ts';
import { createTestShop, errorMessage, signUp, type TestShop } from '../api/harness.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

describe('the database out of reach', () => {
  it('recognises connection failures, and not bad input', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 with a readable message while the database is closed, and recovers when it returns (PGlite)', async () => {
    // The app holds one db object; behind it, the real database goes away and comes back.
    const broken = await openDb({ pgliteDir: 'memory://' });
    await broken.close();
    let current: Db = broken.db;
    const realDb = shop.deps.db;
    const switchable = new Proxy({} as Db, { get: (_t, key) => Reflect.get(current as object, key) });
    const { createApp } = await import('../../src/server/app.ts');
    const { createClient } = await import('../api/harness.ts');
    const client = createClient(createApp({ ...shop.deps, db: switchable }));
    const { fields } = await signUp(shop);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [method, path, json] of [
        ['GET', '/health', undefined],
        ['GET', '/products', undefined],
        ['GET', '/products/p-malvani-masala', undefined],
        ['POST', '/users/login', { email: fields.email, password: fields.password }],
      ] as const) {
        const res = await client.send(method, path, json ? { json } : {});
        expect(res.status, `${method} ${path}: ${res.text}`).toBe(503);
        expect(errorMessage(res)).toMatch(/cannot reach its database/);
        expect(res.headers.get('retry-after')).toBe('5');
      }
      // The operator reads one line for the outage, not a stack for each request.
      expect(logged.mock.calls.map((call) => call.join(' '))).toEqual([
        expect.stringMatching(/^\[api\] the database cannot be reached \(PGlite is closed\): answering 503 until it is back$/),
      ]);
    } finally {
      logged.mockRestore();
    }
    current = realDb; // the database is back
    expect((await client.get('/products')).status).toBe(200);
    expect((await client.post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(200);
  });

  const pgDir = process.env.PG_TEST_DIR;
  const pgUrl = process.env.TEST_DATABASE_URL;
  // On PostgreSQL (CI sets both): the real server is stopped and started again under the app.
  if (pgDir && pgUrl) it('answers 503 while PostgreSQL is stopped, and recovers by itself when it restarts', async () => {
    const script = new URL('../../scripts/pg-test-server.sh', import.meta.url).pathname;
    const client = shop.client();
    expect((await client.get('/products')).status).toBe(200);
    execFileSync(script, ['stop'], { env: process.env, stdio: 'pipe' });
    try {
      const down = await client.get('/products');
      expect(down.status, down.text).toBe(503);
      expect(errorMessage(down)).toMatch(/cannot reach its database/);
    } finally {
      execFileSync(script, ['start'], { env: process.env, stdio: 'pipe' });
    }
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i++) {
      status = (await client.get('/products')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
  });
});
