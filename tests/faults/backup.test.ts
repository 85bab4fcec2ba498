import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, freePort, kill, processDatabase, startBuiltShop } from './processes.ts';

/**
 * `npm run backup` against the real built shop while shoppers order (on PGlite the running server
 * takes it over its socket), the scheduled backups of BACKUP_EVERY, then `npm run restore` into a
 * new data folder and the shop started on it: the shopper signs in and finds their order.
 */
const PORT = await freePort();
const root = mkdtempSync(path.join(tmpdir(), 'shop-faults-backup-'));
const dataDir = path.join(root, 'data');
const database = processDatabase(dataDir);
const children: ReturnType<typeof startBuiltShop>[] = [];
afterAll(() => {
  for (const c of children) kill(c.child, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function npm(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe(`npm run backup against the running shop (${database.label})`, () => {
  it('backs up while shoppers order, on schedule too; the archive restores into a new data folder that serves the order', async () => {
    const scheduled = path.join(root, 'scheduled');
    const shop = startBuiltShop({ PORT: String(PORT), BACKUP_EVERY: '2s', BACKUP_KEEP: '2', BACKUP_DIR: scheduled, ...database.env });
    children.push(shop);
    await shop.started;

    const call = apiClient(PORT);
    const stamp = Date.now();
    const email = `backup.${stamp}@example.com`;
    expect((await call('POST', '/users/register', { fullName: 'Backup Test', userName: `backup${stamp}`, email, password: 'secret123' })).status).toBe(201);
    expect((await call('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const product = (await call('GET', '/products?limit=5&inStock=true')).body.data.products[0] as { _id: string };
    const address = { name: 'Backup Test', phoneNumber: '9876543210', address: '5 Archive Road', zipCode: '411001', state: 'Maharashtra', country: 'India' };
    const addressId = (await call('POST', '/address/create-address', address)).body.data._id as string;
    expect((await call('POST', '/cart/add-cart', { productId: product._id, quantity: 1 })).status).toBe(200);
    const placed = await call('POST', '/orders', { addressId });
    expect(placed.status).toBe(201);

    // Shoppers keep browsing and ordering while the backup runs.
    let busy = true;
    const traffic = (async () => {
      let requests = 0;
      while (busy) {
        await call('POST', '/cart/add-cart', { productId: product._id, quantity: 1 });
        await call('POST', '/orders', { addressId });
        await call('GET', '/orders');
        requests += 3;
      }
      return requests;
    })();
    const manual = path.join(root, 'manual');
    const backup = await npm(['backup'], { ...database.env, BACKUP_DIR: manual });
    busy = false;
    expect(await traffic).toBeGreaterThan(0);
    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.stdout.trim().split('\n').at(-1)!;
    expect(path.dirname(file)).toBe(manual);
    expect(existsSync(file)).toBe(true);
    if (!database.env.DATABASE_URL) {
      // The embedded database belongs to the running shop: it took the backup, and restore refuses to run beside it.
      expect(backup.stderr + backup.stdout).toContain('the running shop took the backup');
      const refused = await npm(['restore', '--', file, '--force'], { ...database.env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('the shop is running on');
    }

    // The schedule: a backup every 2 s, only the newest 2 kept.
    await expect.poll(() => /scheduled backup written: .*\(removed 1 older\)/.test(shop.output()), { timeout: 30_000 }).toBe(true);
    expect(readdirSync(scheduled).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(2);

    kill(shop.child, 'SIGTERM');
    await shop.exited;

    // A new machine: an empty data folder on the embedded database, the archive restored, the shop started.
    const newData = path.join(root, 'new-machine');
    const restore = await npm(['restore', '--', file], { DATABASE_URL: '', DATA_DIR: newData });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/\[restore\] restored the backup of .* into the embedded database in /);
    const again = startBuiltShop({ PORT: String(PORT), DATABASE_URL: '', DATA_DIR: newData });
    children.push(again);
    await again.started;
    const back = apiClient(PORT);
    expect((await back('POST', '/users/login', { email, password: 'secret123' })).status).toBe(200);
    const order = await back('GET', `/orders/${placed.body.data._id}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ _id: placed.body.data._id, total: placed.body.data.total });
    kill(again.child, 'SIGTERM');
    await again.exited;
  });
});
