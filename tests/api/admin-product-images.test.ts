import sharp from 'sharp';
import { IMAGE_WIDTHS, PRODUCT_AVIF_WIDTHS } from '../../src/shared/images.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorMessage, signUp, signUpAdmin, type Client, type TestShop } from './harness.ts';
import { bigPng, picture, pictureForm, type PictureFile } from './pictures.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Real sharp on pictures made here.
let shop: TestShop;
let admin: Client;
let shopper: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUpAdmin(shop);
  shopper = (await signUp(shop, { fullName: 'Asha Shopper' })).client;
});
afterAll(() => shop?.close());

const ID = 'p-kolhapuri-masala';
const URL_BASE = `/admin/products/${ID}/images`;
const SHIPPED = ['/images/products/kolhapuri-masala-1-640.webp', '/images/products/kolhapuri-masala-2-640.webp'];
const UPLOADED = /^\/api\/v1\/files\/products\/[0-9a-f]{24}-640\.webp$/;

const form = (...files: PictureFile[]) => pictureForm('images', ...files);
const current = async () => (await admin.get(`/admin/products/${ID}`)).body.data.images as string[];
const siblings = (path: string) => IMAGE_WIDTHS.product.map((w) => path.replace(/-640\.webp$/, `-${w}.webp`));

describe('uploading product pictures', () => {
  it('re-encodes each picture into 160, 320, 640, 800 and 960 px WebP, served immutable, and adds it after the current ones', async () => {
    const res = await admin.post(URL_BASE, {
      body: form({ bytes: await picture(1200, 900, '#c2410c', 'jpeg'), name: 'masala.jpg', type: 'image/jpeg' }, { bytes: await picture(700, 700, '#15803d', 'avif'), name: 'pack.avif', type: 'image/avif' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pictures added');
    const images = res.body.data.images as string[];
    expect(images.slice(0, 2)).toEqual(SHIPPED);
    expect(images).toHaveLength(4);
    for (const path of images.slice(2)) expect(path).toMatch(UPLOADED);
    expect(await current()).toEqual(images);

    // The big one is made in every width; the 700 px one is never scaled up past its own width.
    const widths = async (path: string) =>
      Promise.all(siblings(path).map(async (url) => {
        const file = await shop.app.request(url);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/webp');
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
        return meta.width;
      }));
    expect(await widths(images[2]!)).toEqual([160, 320, 640, 800, 960]);
    expect(await widths(images[3]!)).toEqual([160, 320, 640, 700, 700]);

    // The main picture's widths as AVIF as well (decision 196), stored with the upload.
    const avifWidths = async (path: string) =>
      Promise.all(PRODUCT_AVIF_WIDTHS.map(async (w) => {
        expect(await shop.deps.storage.hasItem(`products:${/([0-9a-f]{24})-640\.webp$/.exec(path)![1]}-${w}.avif`)).toBe(true);
        const file = await shop.app.request(path.replace(/-640\.webp$/, `-${w}.avif`));
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/avif');
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect([meta.format, meta.compression]).toEqual(['heif', 'av1']);
        return meta.width;
      }));
    expect(await avifWidths(images[2]!)).toEqual([640, 800, 960]);
    expect(await avifWidths(images[3]!)).toEqual([640, 700, 700]);
  });

  it('makes the AVIF file of a picture uploaded before AVIF was made from its WebP file of that width, once; none in another width', async () => {
    const res = await admin.post(URL_BASE, { body: form({ bytes: await picture(900, 900, '#9a3412', 'png'), name: 'before-avif.png' }) });
    expect(res.status).toBe(201);
    const path = (res.body.data.images as string[]).at(-1)!;
    const key = /([0-9a-f]{24})-640\.webp$/.exec(path)![1];
    for (const w of PRODUCT_AVIF_WIDTHS) await shop.deps.storage.removeItem(`products:${key}-${w}.avif`);

    const made = await shop.app.request(path.replace('-640.webp', '-800.avif'));
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await made.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 800, 800]);
    expect(await shop.deps.storage.hasItem(`products:${key}-800.avif`)).toBe(true);

    for (const other of [path.replace('-640.webp', '-320.avif'), `/api/v1/files/products/${'0'.repeat(24)}-800.avif`]) {
      expect((await shop.app.request(other)).status, other).toBe(404);
    }
  });

  it('makes a width a picture was uploaded without (before it joined the product widths) from its wider file, once', async () => {
    const res = await admin.post(URL_BASE, { body: form({ bytes: await picture(1000, 1000, '#7c2d12', 'png'), name: 'older.png' }) });
    expect(res.status).toBe(201);
    const path = (res.body.data.images as string[]).at(-1)!;
    const key = /([0-9a-f]{24})-640\.webp$/.exec(path)![1];
    // As a picture stored before decision 093 is: every width but 800.
    await shop.deps.storage.removeItem(`products:${key}-800.webp`);
    expect(await shop.deps.storage.hasItem(`products:${key}-800.webp`)).toBe(false);

    const made = await shop.app.request(path.replace('-640.webp', '-800.webp'));
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await made.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    expect(await shop.deps.storage.hasItem(`products:${key}-800.webp`)).toBe(true);

    // A key with no file in any width is still unknown.
    const unknown = await shop.app.request(`/api/v1/files/products/${'0'.repeat(24)}-800.webp`);
    expect(unknown.status).toBe(404);
  });

  it('gives the same picture the same address, and never lists it twice', async () => {
    const bytes = await picture(400, 400, '#1d4ed8', 'webp');
    const first = await admin.post(URL_BASE, { body: form({ bytes, name: 'a.webp', type: 'image/webp' }) });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Picture added');
    // Only a picture it has: refused with a sentence, not answered 'Picture added' over the same list.
    const again = await admin.post(URL_BASE, { body: form({ bytes, name: 'copy.webp', type: 'image/webp' }) });
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toBe('The product already has this picture: nothing was added.');
    expect(await current()).toEqual(first.body.data.images);
    // With a new one beside it: the new one is added, the one it has is not listed twice.
    const other = await picture(400, 400, '#b91c1c', 'webp');
    const both = await admin.post(URL_BASE, { body: form({ bytes, name: 'copy.webp', type: 'image/webp' }, { bytes: other, name: 'new.webp', type: 'image/webp' }) });
    expect(both.status).toBe(201);
    expect(both.body.data.images).toHaveLength(first.body.data.images.length + 1);
    expect(new Set(both.body.data.images).size).toBe(both.body.data.images.length);
  });

  it('refuses a text file named .jpg by its content, and changes nothing', async () => {
    const before = await current();
    const keys = (await shop.deps.storage.getKeys()).length;
    const res = await admin.post(URL_BASE, {
      body: form({ bytes: await picture(300, 300, '#000000'), name: 'good.png' }, { bytes: new TextEncoder().encode('not a picture at all'), name: 'notes.jpg', type: 'image/jpeg' }),
    });
    expect(res.status).toBe(422);
    expect(errorMessage(res)).toBe('"notes.jpg" is not a JPEG, PNG, WebP or AVIF picture.');
    expect(await current()).toEqual(before);
    expect((await shop.deps.storage.getKeys()).length).toBe(keys);
  });

  it('refuses a real picture in a format the storefront does not take (GIF), and one too small to show', async () => {
    const gif = await admin.post(URL_BASE, { body: form({ bytes: await picture(300, 300, '#ffffff', 'png').then((b) => sharp(b).gif().toBuffer()), name: 'a.gif', type: 'image/gif' }) });
    expect(gif.status).toBe(422);
    expect(errorMessage(gif)).toBe('"a.gif" is not a JPEG, PNG, WebP or AVIF picture.');
    const tiny = await admin.post(URL_BASE, { body: form({ bytes: await picture(120, 400, '#ffffff'), name: 'thin.png' }) });
    expect(tiny.status).toBe(422);
    expect(errorMessage(tiny)).toBe('"thin.png" is 120 × 400 pixels: a product picture must be at least 160 pixels on each side.');
  });

  it('refuses a picture over 8 MB with 413, and a request over 24 MB before reading it, changing nothing', async () => {
    const before = await current();
    const keys = (await shop.deps.storage.getKeys()).length;
    const big = await bigPng(1700); // about 8.7 MB uncompressed
    expect(big.byteLength).toBeGreaterThan(8 * 1024 * 1024);
    const one = await admin.post(URL_BASE, { body: form({ bytes: big, name: 'huge.png' }) });
    expect(one.status).toBe(413);
    expect(errorMessage(one)).toBe('"huge.png" is larger than 8 MB. Please choose a smaller picture.');
    const three = await admin.post(URL_BASE, { body: form({ bytes: big, name: 'a.png' }, { bytes: big, name: 'b.png' }, { bytes: big, name: 'c.png' }) });
    expect(three.status).toBe(413);
    expect(errorMessage(three)).toBe('The upload is too large. Each picture must be 8 MB or smaller, and one upload at most 24 MB.');
    expect(await current()).toEqual(before);
    expect((await shop.deps.storage.getKeys()).length).toBe(keys);
  });

  it('asks for files when none are sent, and for multipart', async () => {
    const none = await admin.post(URL_BASE, { body: new FormData() });
    expect(none.status).toBe(400);
    expect(errorMessage(none)).toBe('Please choose one or more pictures (JPEG, PNG, WebP or AVIF).');
    const json = await admin.post(URL_BASE, { json: { images: ['x'] } });
    expect(json.status).toBe(400);
    expect(errorMessage(json)).toBe('Please upload the pictures as files in the multipart form field "images".');
  });

  it('answers 404 for an unknown product, before reading the files', async () => {
    const res = await admin.post('/admin/products/p-nothing-here/images', { body: form({ bytes: await picture(300, 300, '#000000'), name: 'a.png' }) });
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe('Product not found');
  });
});

describe('ordering and removing', () => {
  it('puts the pictures in the order given (the first is the main one), answering the new list', async () => {
    const before = await current();
    const order = [before[2]!, ...before.filter((_, i) => i !== 2)];
    const res = await admin.put(URL_BASE, { json: { images: order } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Pictures reordered', data: { images: order } });
    const product = (await shop.client().get('/products/kolhapuri-masala')).body.data;
    expect(product.image).toBe(order[0]);
  });

  it('refuses an order that is not exactly the current pictures, changing nothing', async () => {
    const before = await current();
    for (const images of [before.slice(1), [...before, '/images/products/other-640.webp'], [before[0], ...before.slice(0, -1)]]) {
      const res = await admin.put(URL_BASE, { json: { images } });
      expect(res.status).toBe(409);
      expect(errorMessage(res)).toBe("The product's pictures have changed since this list was read. Please reload and try again.");
    }
    const bad = await admin.put(URL_BASE, { json: { images: 'all' } });
    expect(bad.status).toBe(400);
    expect(await current()).toEqual(before);
  });

  it('removes one picture (its files stay: orders may show them), and the last one leaves the product without', async () => {
    const before = await current();
    const res = await admin.delete(URL_BASE, { query: { image: before[0]! } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Picture removed', data: { images: before.slice(1) } });
    expect((await shop.app.request(before[0]!)).status).toBe(200);

    const missing = await admin.delete(URL_BASE, { query: { image: before[0]! } });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing)).toBe("That picture is not one of this product's pictures.");

    for (const image of before.slice(1)) expect((await admin.delete(URL_BASE, { query: { image } })).status).toBe(200);
    expect(await current()).toEqual([]);
    const product = (await shop.client().get('/products/kolhapuri-masala')).body.data;
    expect(product.image).toBeNull();
    expect(product.images).toEqual([]);
  });
});

describe('who may', () => {
  it('is for admins only: a guest gets 401, a shopper 403, and nothing changes', async () => {
    const before = await current();
    const body = () => form({ bytes: new TextEncoder().encode('x'), name: 'a.png' });
    for (const [client, status] of [[shop.client(), 401], [shopper, 403]] as const) {
      expect((await client.get(URL_BASE)).status).toBe(status);
      expect((await client.post(URL_BASE, { body: body() })).status).toBe(status);
      expect((await client.put(URL_BASE, { json: { images: before } })).status).toBe(status);
      expect((await client.delete(URL_BASE, { query: { image: '/images/x-640.webp' } })).status).toBe(status);
    }
    expect(await current()).toEqual(before);
  });
});

describe('the files route', () => {
  it('answers 404 in the envelope for an unknown or malformed product file', async () => {
    for (const path of ['/api/v1/files/products/0123456789abcdef01234567-640.webp', '/api/v1/files/products/x-640.webp', '/api/v1/files/products/0123456789abcdef01234567-500.webp']) {
      const res = await shop.app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Image not found');
    }
  });
});
