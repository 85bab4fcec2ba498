import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, freePorts, kill, startBuiltShop } from './processes.ts';

// Two shop processes on one PostgreSQL (decision 063): a write through one empties the other's page
// cache through LISTEN/NOTIFY, so the other shows the change within a second. PostgreSQL only.
const url = process.env.TEST_DATABASE_URL;
const PORTS = await freePorts(2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-faults-two-'));
const children: ReturnType<typeof startBuiltShop>[] = [];
afterAll(() => {
  for (const c of children) kill(c.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startShop(port: number) {
  const p = startBuiltShop({ PORT: String(port), DATABASE_URL: url!, DATA_DIR: dataDir, PAGE_CACHE_MB: '16' });
  children.push(p);
  return p;
}

describe.skipIf(!url)('two shop processes on one PostgreSQL', () => {
  it('an order placed through one shows its stock change on the other within a second', async () => {
    const a = startShop(PORTS[0]);
    await a.started;
    const b = startShop(PORTS[1]);
    await b.started;
    const onA = apiClient(PORTS[0]);
    const guestOnB = apiClient(PORTS[1]);

    const product = (await onA('GET', '/products?limit=5&inStock=true')).body.data.products[0] as { _id: string; stock_quantity: number };
    // B renders the product's read and keeps it.
    await guestOnB('GET', `/products/${product._id}`);
    const kept = await guestOnB('GET', `/products/${product._id}`);
    expect(kept.cache).toBe('HIT');
    const before = kept.body.data.stock_quantity as number;

    const email = `two.${Date.now()}@example.com`;
    expect((await onA('POST', '/users/register', { fullName: 'Two Processes', userName: `two${Date.now()}`, email, password: 'secret123' })).status).toBe(201);
    expect((await onA('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const address = { name: 'Two Processes', phoneNumber: '9876543210', address: '3 Shared Road', zipCode: '411001', state: 'Maharashtra', country: 'India' };
    const created = await onA('POST', '/address/create-address', address);
    expect((await onA('POST', '/cart/add-cart', { productId: product._id, quantity: 1 })).status).toBe(200);
    expect((await onA('POST', '/orders', { addressId: created.body.data._id })).status).toBe(201);
    const placedAt = Date.now();

    let seen = before;
    while (seen === before && Date.now() - placedAt < 1000) {
      seen = (await guestOnB('GET', `/products/${product._id}`)).body.data.stock_quantity;
      if (seen === before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen, 'B shows the new stock within a second').toBe(before - 1);
  });
});
