import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createStorage } from 'unstorage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { verifyArchive, writeBackup } from '../../src/server/backup/archive.ts';
import { countRows, inSnapshot, readTables } from '../../src/server/backup/database.ts';
import { restoreBackup } from '../../src/server/backup/restore.ts';
import { createClient, createTestShop, makeAdmin, openTestDb, signUp, type TestDb, type TestShop } from './harness.ts';

/**
 * A shop with orders, a review, an address and an avatar is backed up while shoppers keep
 * ordering, then restored into an empty database and storage: every row and file is there as the
 * backup saw it, and a shopper's session (their refresh token) still signs them in.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'shop-backups-'));
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
  rmSync(dir, { recursive: true, force: true });
});

const address = { name: 'Asha Patil', phoneNumber: '9876543210', address: '12 Mill Road', zipCode: '411001', state: 'Maharashtra', country: 'India' };

async function busyShop(options: { pglite?: boolean } = {}) {
  const shop = await createTestShop(options);
  closers.push(shop.close);
  const { client, user, fields } = await signUp(shop, { fullName: 'Asha Patil' });
  const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#15803d' } }).png().toBuffer();
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(avatar)], 'me.png', { type: 'image/png' }));
  expect((await client.patch('/users/avatar', { body: form })).status).toBeLessThan(300);
  const addressId = (await client.post('/address/create-address', { json: address })).body.data._id as string;
  const order = async (productId: string, quantity: number) => {
    expect((await client.post('/cart/add-cart', { json: { productId, quantity } })).status).toBe(200);
    const placed = await client.post('/orders', { json: { addressId } });
    expect(placed.status).toBe(201);
    return placed.body.data;
  };
  const first = await order('p-udid-papad', 2);
  expect((await client.post('/reviews', { json: { productId: 'p-udid-papad', rating: 5, comment: 'Crisp and fresh.' } })).status).toBe(201);
  return { shop, client, user, fields, first, order };
}

/** Every row of every table, sorted, as JSON text. */
async function contents(db: TestShop['db']) {
  return (await inSnapshot(db, readTables)).map((t) => ({ name: t.name, rows: [...t.rows].sort() }));
}

/** A busy shop backed up while shoppers order, and restored into an empty database and storage. */
async function backUpAndRestore(options: { sourcePglite?: boolean }) {
  const { shop, client, user, fields, first } = await busyShop({ pglite: options.sourcePglite });
  // Back up while another shopper's orders and the first shopper's reads are under way.
  const other = await signUp(shop);
  const otherAddress = (await other.client.post('/address/create-address', { json: address })).body.data._id as string;
  const traffic = (async () => {
    for (let i = 0; i < 4; i++) {
      await other.client.post('/cart/add-cart', { json: { productId: 'p-turmeric-powder', quantity: 1 } });
      await other.client.post('/orders', { json: { addressId: otherAddress } });
      await client.get('/orders');
    }
  })();
  const { file, manifest } = await writeBackup({ db: shop.db, storage: shop.deps.storage, kind: shop.kind, bookSchema: shop.schema }, dir);
  await traffic;

  const target = await openTestDb({ migrate: false });
  closers.push(target.close);
  const storage = createStorage();
  const { replaced } = await restoreBackup(file, { db: target.db, storage, schema: target.schema });
  return { file, manifest, shop, client, user, fields, first, target, storage, replaced };
}

/** Every row and file as the backup saw it; the session still signs the shopper in. */
async function expectRestored({ file, manifest, shop, client, user, fields, first, target, storage, replaced }: Awaited<ReturnType<typeof backUpAndRestore>>) {
  expect(replaced.empty).toBe(true);
  expect(path.basename(file)).toMatch(/^shop-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
  expect(manifest.files.map((f) => f.key)).toEqual([expect.stringMatching(/^avatars:/)]);
  // Consistent: the orders in the backup each have their items (one transaction's view).
  const tableRows = (name: string) => manifest.tables.find((t) => t.name === name)!.rows;
  expect(tableRows('orders')).toBeGreaterThanOrEqual(1);
  expect(tableRows('order_items')).toBe(tableRows('orders'));

  // Every row as the backup saw it.
  const restored = await contents(target.db);
  const archived = manifest.tables.map((t) => t.name);
  expect(restored.map((t) => t.name).sort()).toEqual([...archived].sort());
  for (const t of restored) expect(t.rows.length, t.name).toBe(tableRows(t.name));
  const unpacked = await verifyArchive(file);
  try {
    for (const t of manifest.tables) {
      const rows = unpacked.read(t.path).toString().split('\n').filter(Boolean).sort();
      expect(restored.find((r) => r.name === t.name)!.rows, t.name).toEqual(rows);
    }
  } finally {
    unpacked.dispose();
  }
  const restoredOrders = restored.find((t) => t.name === 'orders')!.rows.map((r) => JSON.parse(r));
  expect(restoredOrders).toContainEqual(expect.objectContaining({ id: first._id, total_paise: Math.round(first.total * 100) }));

  // Every file, byte for byte.
  for (const f of manifest.files) {
    expect(Buffer.from((await storage.getItemRaw(f.key)) as Uint8Array)).toEqual(Buffer.from((await shop.deps.storage.getItemRaw(f.key)) as Uint8Array));
  }

  // The restored shop: the session still signs the shopper in, their order, review and address are there.
  const app = createApp({ ...shop.deps, db: target.db, storage });
  const again = createClient(app);
  again.jar.set('refreshToken', client.jar.get('refreshToken')!);
  expect((await again.post('/users/refresh-token')).status).toBe(200);
  const me = await again.get('/users/current-user');
  expect(me.body.data).toMatchObject({ _id: user._id, email: fields.email });
  const avatarUrl = me.body.data.avatar as string;
  expect((await app.request(avatarUrl)).status).toBe(200);
  const theOrder = await again.get(`/orders/${first._id}`);
  expect(theOrder.status).toBe(200);
  expect(theOrder.body.data).toMatchObject({ _id: first._id, total: first.total, status: 'pending' });
  expect(theOrder.body.data.items[0]).toMatchObject({ productId: 'p-udid-papad', quantity: 2 });
  const reviews = (await again.get('/reviews/product/p-udid-papad')).body.data.reviews;
  expect(reviews).toContainEqual(expect.objectContaining({ comment: 'Crisp and fresh.' }));
  expect((await again.get('/address/get-addresses')).body.data.data).toContainEqual(expect.objectContaining({ address: '12 Mill Road' }));
  // The sequences moved on: a new order gets a number after the restored ones.
  const restoredNumbers = restoredOrders.map((o) => Number(o.number));
  const cart = await again.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 } });
  expect(cart.status).toBe(200);
  const next = await again.post('/orders', { json: { addressId: (await again.get('/address/get-addresses')).body.data.data[0]._id } });
  expect(next.status).toBe(201);
  const numbers = (await contents(target.db)).find((t) => t.name === 'orders')!.rows.map((r) => Number(JSON.parse(r).number));
  expect(Math.max(...numbers)).toBe(Math.max(...restoredNumbers) + 1);
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let archive: string;
  let restoredTarget: TestDb;
  let restoredStorage: ReturnType<typeof createStorage>;
  let source: Awaited<ReturnType<typeof backUpAndRestore>>;
  beforeAll(async () => {
    source = await backUpAndRestore({});
    archive = source.file;
    restoredTarget = source.target;
    restoredStorage = source.storage;
  });

  it('restores every row and file of a backup taken while shoppers order, and their session still signs them in', async () => {
    await expectRestored(source);
  });

  it('answers the time of the last complete backup on the admin dashboard, null before the first', async () => {
    const { shop, manifest } = source;
    const admin = await signUp(shop);
    await makeAdmin(shop, admin.user._id);
    const dashboard = async (backupDir: string) => {
      const client = createClient(createApp({ ...shop.deps, env: { ...shop.deps.env, BACKUP_DIR: backupDir } }));
      client.jar.set('accessToken', admin.client.jar.get('accessToken')!);
      const res = await client.get('/admin/dashboard');
      expect(res.status).toBe(200);
      return res.body.data.lastBackup;
    };
    expect(await dashboard(dir)).toEqual({ at: manifest.createdAt, file: path.basename(archive) });
    // An archive still being written does not count.
    const none = mkdtempSync(path.join(tmpdir(), 'shop-no-backups-'));
    writeFileSync(path.join(none, `.${path.basename(archive)}.partial`), 'half');
    expect(await dashboard(none)).toBeNull();
    rmSync(none, { recursive: true, force: true });
  });

  it('refuses to restore over data without --force, saying what is there; with force it replaces it', async () => {
    const before = await countRows(restoredTarget.db);
    const target = { db: restoredTarget.db, storage: restoredStorage, schema: restoredTarget.schema };
    await expect(restoreBackup(archive, target)).rejects.toThrow(/Refusing to restore over data: the database has rows in .*orders \d+.* Run again with --force/);
    expect(await countRows(restoredTarget.db)).toEqual(before);
    const { replaced } = await restoreBackup(archive, target, { force: true });
    expect(replaced.empty).toBe(false);
    // The order placed after the restore is gone again: the backup's state, exactly.
    const orders = before.find((t) => t.name === 'orders')!.rows;
    expect((await countRows(restoredTarget.db)).find((t) => t.name === 'orders')!.rows).toBe(orders - 1);
  });

  it('refuses a truncated archive and an altered one, touching nothing', async () => {
    const target = { db: restoredTarget.db, storage: restoredStorage, schema: restoredTarget.schema };
    const before = await contents(restoredTarget.db);
    const keys = await restoredStorage.getKeys();
    const bytes = readFileSync(archive);
    const truncated = path.join(dir, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreBackup(truncated, target, { force: true })).rejects.toThrow(/Refusing .*truncated\.tar\.gz: the archive is damaged or cut short .* Nothing was restored\./);

    // Altered: one byte of a row changed, the archive re-packed so gzip and tar are valid.
    const tar = gunzipSync(bytes);
    const at = tar.indexOf('12 Mill Road');
    expect(at).toBeGreaterThan(0);
    tar.write('99', at);
    const altered = path.join(dir, 'altered.tar.gz');
    writeFileSync(altered, gzipSync(tar));
    await expect(restoreBackup(altered, target, { force: true })).rejects.toThrow(/Refusing .*altered\.tar\.gz: database\/\d+-addresses\.jsonl does not match its checksum \(the archive was altered or damaged\)\. Nothing was restored\./);

    expect(await contents(restoredTarget.db)).toEqual(before);
    expect(await restoredStorage.getKeys()).toEqual(keys);
  });
});

describe.runIf(onPostgres)('moving from PGlite to PostgreSQL', () => {
  let moved: Awaited<ReturnType<typeof backUpAndRestore>>;
  beforeAll(async () => {
    moved = await backUpAndRestore({ sourcePglite: true });
  });
  it('restores a PGlite backup onto PostgreSQL with every row, file and session', async () => {
    expect(moved.shop.kind).toBe('pglite');
    await expectRestored(moved);
  });
});
