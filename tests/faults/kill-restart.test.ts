import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, freePort, kill, processDatabase, startBuiltShop } from './processes.ts';

const PORT = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-faults-kill-'));
const database = processDatabase(dataDir);
const children: ReturnType<typeof startBuiltShop>[] = [];
afterAll(() => {
  for (const c of children) kill(c.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startShop() {
  const p = startBuiltShop({ PORT: String(PORT), ...database.env });
  children.push(p);
  return p;
}

describe(`a killed shop process (${database.label})`, () => {
  it(`loses no committed order: kill -9, restart on the same ${database.label} database, the order and its stock change are there`, async () => {
    const first = startShop();
    await first.started;
    const call = apiClient(PORT);
    const email = `kill.${Date.now()}@example.com`;
    expect((await call('POST', '/users/register', { fullName: 'Kill Test', userName: `kill${Date.now()}`, email, password: 'secret123' })).status).toBe(201);
    expect((await call('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const product = (await call('GET', '/products?limit=5&inStock=true')).body.data.products[0] as { _id: string; stock_quantity: number };
    const address = { name: 'Kill Test', phoneNumber: '9876543210', address: '3 Crash Road', zipCode: '411001', state: 'Maharashtra', country: 'India' };
    const created = await call('POST', '/address/create-address', address);
    expect(created.status).toBe(201);
    expect((await call('POST', '/cart/add-cart', { productId: product._id, quantity: 2 })).status).toBe(200);
    const placed = await call('POST', '/orders', { addressId: created.body.data._id });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id as string;

    kill(first.child, 'SIGKILL'); // no shutdown hooks, no clean close of the database
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = startShop();
    await second.started;
    const again = apiClient(PORT);
    expect((await again('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const order = await again('GET', `/orders/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ _id: orderId, status: 'pending' });
    expect(order.body.data.items[0]).toMatchObject({ productId: product._id, quantity: 2 });
    const after = await again('GET', `/products/${product._id}`);
    expect(after.body.data.stock_quantity).toBe(product.stock_quantity - 2);
    // The restarted shop renders its pages too (islands and all), not only the API.
    const page = await fetch(`http://127.0.0.1:${PORT}/product/${product._id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(after.body.data.name);
    // The cart the order emptied stays empty.
    expect((await again('GET', '/cart')).body.data.items).toEqual([]);
    if (database.env.DATABASE_URL) {
      // Straight from PostgreSQL, not through the shop: the order really lives there.
      const { default: pg } = await import('pg');
      const direct = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await direct.connect();
      try {
        const { rows } = await direct.query('select status from orders where id = $1', [orderId]);
        expect(rows).toEqual([{ status: 'pending' }]);
      } finally {
        await direct.end();
      }
    }
    kill(second.child, 'SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
