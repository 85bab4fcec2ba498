import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { kill, startProcess } from './processes.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 60_000 });

const PORT = 4461;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sec-faults-kill-'));
const env = { API_PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', RATE_LIMITS: 'off', SEED_DEMO: 'on', DATABASE_URL: '' };
const children: ReturnType<typeof startProcess>[] = [];
afterAll(() => {
  for (const c of children) kill(c.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startApi() {
  const p = startProcess(['src/server/standalone.ts'], env, /listening on/);
  children.push(p);
  return p;
}

/** A tiny cookie-keeping client over real HTTP. */
function httpClient() {
  let cookie = '';
  return async (method: string, p: string, json?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) cookie = set.join('; ');
    return { status: res.status, body: (await res.json()) as any };
  };
}

describe('a killed server process', () => {
  it('loses no committed order: kill -9, restart on the same PGlite data directory, the order is there', async () => {
    const first = startApi();
    await first.started;
    const call = httpClient();
    const email = `kill.${Date.now()}@example.com`;
    expect((await call('POST', '/users/register', { fullName: 'Kill Test', userName: `kill${Date.now()}`, email, password: 'secret123' })).status).toBe(201);
    expect((await call('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const productId = (await call('GET', '/products?limit=5')).body.data.products.find((p: { stock_quantity: number }) => p.stock_quantity > 0)._id as string;
    const address = { name: 'Kill Test', phoneNumber: '9876543210', address: '3 Crash Road', zipCode: '411001', state: 'Maharashtra', country: 'India' };
    const addressId = (await call('POST', '/address/create-address', address)).body.data._id as string;
    expect((await call('POST', '/cart/add-cart', { productId, quantity: 1 })).status).toBe(200);
    const placed = await call('POST', '/orders', { addressId });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id as string;

    kill(first.child, 'SIGKILL'); // no shutdown hooks, no clean close of the database
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = startApi();
    await second.started;
    const again = httpClient();
    expect((await again('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const order = await again('GET', `/orders/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ _id: orderId, status: 'pending' });
    expect(order.body.data.items[0].productId).toBe(productId);
    kill(second.child, 'SIGTERM');
    await second.exited;
  });
});
