import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createStorage } from 'unstorage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { writeBackup } from '../../src/server/backup/archive.ts';
import { restoreBackup } from '../../src/server/backup/restore.ts';
import { IMAGE_WIDTHS, PRODUCT_AVIF_WIDTHS } from '../../src/shared/images.ts';
import { createClient, createTestShop, makeAdmin, openTestDb, signUp } from './harness.ts';

// A product picture uploaded from the back-office is a stored file like an avatar: the backup
// carries its three widths, and a restored shop serves them where the product says.
const dir = mkdtempSync(path.join(tmpdir(), 'shop-backups-images-'));
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
  rmSync(dir, { recursive: true, force: true });
});

// The slow part (two databases, a backup and a restore) runs in the hook, under the hook's longer timeout.
let run: Awaited<ReturnType<typeof backUpAndRestore>>;
beforeAll(async () => {
  run = await backUpAndRestore();
});

async function backUpAndRestore() {
  const shop = await createTestShop();
  closers.push(shop.close);
  const { client, user } = await signUp(shop, { fullName: 'Meena Staff' });
  await makeAdmin(shop, user._id);
  const form = new FormData();
  const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#b45309' } }).png().toBuffer();
  form.append('images', new File([new Uint8Array(png)], 'pack.png', { type: 'image/png' }));
  const uploaded = await client.post('/admin/products/p-udid-papad/images', { body: form });
  expect(uploaded.status).toBe(201);
  const picture = (uploaded.body.data.images as string[]).at(-1)!;
  const key = picture.replace(/^\/api\/v1\/files\/products\/(.+)-640\.webp$/, '$1');

  const { file, manifest } = await writeBackup({ db: shop.db, storage: shop.deps.storage, kind: shop.kind, bookSchema: shop.schema }, dir);
  const target = await openTestDb({ migrate: false });
  closers.push(target.close);
  const storage = createStorage();
  await restoreBackup(file, { db: target.db, storage, schema: target.schema });
  return { shop, picture, key, manifest, restored: createApp({ ...shop.deps, db: target.db, storage }) };
}

it('backs up and restores the files of an uploaded product picture', async () => {
  const { shop, picture, key, manifest, restored } = run;
  const files = [...IMAGE_WIDTHS.product.map((w) => `${key}-${w}.webp`), ...PRODUCT_AVIF_WIDTHS.map((w) => `${key}-${w}.avif`)];
  expect(manifest.files.map((f) => f.key).filter((k) => k.startsWith('products:')).toSorted()).toEqual(files.map((f) => `products:${f}`).toSorted());

  const product = (await createClient(restored).get('/products/udid-papad')).body.data;
  expect(product.images.at(-1)).toBe(picture);
  for (const width of IMAGE_WIDTHS.product) {
    const res = await restored.request(picture.replace('-640.webp', `-${width}.webp`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from((await shop.deps.storage.getItemRaw(`products:${key}-${width}.webp`)) as Uint8Array));
  }
  // The AVIF files are restored, not made again (decision 196).
  for (const width of PRODUCT_AVIF_WIDTHS) {
    const res = await restored.request(picture.replace('-640.webp', `-${width}.avif`));
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from((await shop.deps.storage.getItemRaw(`products:${key}-${width}.avif`)) as Uint8Array));
  }
});
