import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The lazily initialised default app over the environment: PGlite on disk in a temporary DATA_DIR.
const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-api-'));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'on';
delete process.env.DATABASE_URL;
const { app, defaultApp } = await import('../../src/server/app.ts');

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the default app', () => {
  it('migrates and seeds once on the first requests, which share one start-up', async () => {
    const [products, categories] = await Promise.all([app.request('/api/v1/products?limit=1'), app.request('/api/v1/categories')]);
    expect(products.status).toBe(200);
    expect(categories.status).toBe(200);
    const body = await products.json();
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(40);
    expect(await defaultApp()).toBe(await defaultApp());
  }, 180_000); // a first start creates the database on disk

  // Development mode's own paths (the browser suite runs the production configuration): demo
  // accounts seeded by the start itself, and cookies without Secure for plain http on a laptop.
  it('in development, seeds the demo shopper and admin and signs them in with cookies plain http keeps', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    for (const [email, password, role] of [
      ['demo@handcrafted.test', 'demo1234', 'user'],
      ['admin@handcrafted.test', 'admin1234', 'admin'],
    ]) {
      const res = await app.request('/api/v1/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status, email).toBe(200);
      expect((await res.json()).data.user.role).toBe(role);
      const cookies = res.headers.getSetCookie();
      expect(cookies.some((c) => c.startsWith('accessToken='))).toBe(true);
      for (const cookie of cookies) expect(cookie, cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('answers the error envelope for unknown paths', async () => {
    const res = await app.request('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
  });
});
