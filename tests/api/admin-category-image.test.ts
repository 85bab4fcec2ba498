import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorMessage, signUp, signUpAdmin, type Client, type TestShop } from './harness.ts';
import { bigPng, picture, pictureForm, type PictureFile } from './pictures.ts';

// A category's uploaded picture (docs/decisions/066). Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set. Real sharp on pictures made here.
let shop: TestShop;
let admin: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUpAdmin(shop);
});
afterAll(() => shop?.close());

const ID = 'c-spices';
const URL_BASE = `/admin/categories/${ID}/image`;
const UPLOADED = /^\/api\/v1\/files\/categories\/[0-9a-f]{24}-320\.webp$/;

const form = (...files: PictureFile[]) => pictureForm('image', ...files);
/** The category as the storefront reads it. */
const shopCategory = async () => ((await shop.client().get('/categories')).body.data.categories as { _id: string; image: string | null }[]).find((c) => c._id === ID)!;
const storedKeys = async () => (await shop.deps.storage.getKeys()).length;

describe('uploading a category picture', () => {
  it('cuts it to a square in 160 and 320 px WebP, served immutable, and makes it the image the storefront reads', async () => {
    const res = await admin.post(URL_BASE, { body: form({ bytes: await picture(1200, 800, '#c2410c', 'jpeg'), name: 'spices.jpg', type: 'image/jpeg' }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Category picture uploaded');
    const image = res.body.data.image as string;
    expect(image).toMatch(UPLOADED);
    expect(res.body.data).toMatchObject({ _id: ID, name: 'Spices' });
    expect((await shopCategory()).image).toBe(image);

    // The srcset's two files (src/lib/images.ts finds the 160w beside the 320w) both exist, square.
    for (const width of [160, 320]) {
      const file = await shop.app.request(image.replace(/-320\.webp$/, `-${width}.webp`));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
  });

  it('never scales a small picture up: a 200 px one gives two files of 160 and 200 px', async () => {
    const res = await admin.post(URL_BASE, { body: form({ bytes: await picture(200, 260, '#15803d', 'avif'), name: 'small.avif', type: 'image/avif' }) });
    expect(res.status).toBe(200);
    const image = res.body.data.image as string;
    const sides = await Promise.all(
      [160, 320].map(async (width) => {
        const file = await shop.app.request(image.replace(/-320\.webp$/, `-${width}.webp`));
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sides).toEqual([[160, 160], [200, 200]]);
  });

  it('refuses a text file named .png by its content, a GIF, and a picture too small, changing nothing', async () => {
    const before = await shopCategory();
    const keys = await storedKeys();
    const text = await admin.post(URL_BASE, { body: form({ bytes: new TextEncoder().encode('not a picture at all'), name: 'notes.png' }) });
    expect(text.status).toBe(422);
    expect(errorMessage(text)).toBe('"notes.png" is not a JPEG, PNG, WebP or AVIF picture.');
    const gif = await admin.post(URL_BASE, { body: form({ bytes: await sharp(await picture(300, 300, '#ffffff')).gif().toBuffer(), name: 'a.gif', type: 'image/gif' }) });
    expect(gif.status).toBe(422);
    expect(errorMessage(gif)).toBe('"a.gif" is not a JPEG, PNG, WebP or AVIF picture.');
    const tiny = await admin.post(URL_BASE, { body: form({ bytes: await picture(120, 400, '#ffffff'), name: 'thin.png' }) });
    expect(tiny.status).toBe(422);
    expect(errorMessage(tiny)).toBe('"thin.png" is 120 × 400 pixels: a category picture must be at least 160 pixels on each side.');
    expect(await shopCategory()).toEqual(before);
    expect(await storedKeys()).toBe(keys);
  });

  it('refuses a picture over 8 MB with 413, before reading it, changing nothing', async () => {
    const before = await shopCategory();
    const keys = await storedKeys();
    const big = await bigPng(1700);
    expect(big.byteLength).toBeGreaterThan(8 * 1024 * 1024);
    const one = await admin.post(URL_BASE, { body: form({ bytes: big, name: 'huge.png' }) });
    expect(one.status).toBe(413);
    // Over the limit with the form around it: refused before the body is read.
    expect(errorMessage(one)).toBe('The upload is too large. A category picture must be 8 MB or smaller.');
    expect(await shopCategory()).toEqual(before);
    expect(await storedKeys()).toBe(keys);
  });

  it('asks for exactly one file, and for multipart', async () => {
    const none = await admin.post(URL_BASE, { body: new FormData() });
    expect(none.status).toBe(400);
    expect(errorMessage(none)).toBe('Please choose one picture (JPEG, PNG, WebP or AVIF).');
    const png = await picture(300, 300, '#000000');
    const two = await admin.post(URL_BASE, { body: form({ bytes: png, name: 'a.png' }, { bytes: png, name: 'b.png' }) });
    expect(two.status).toBe(400);
    expect(errorMessage(two)).toBe('Please choose one picture (JPEG, PNG, WebP or AVIF).');
    const json = await admin.post(URL_BASE, { json: { image: 'x' } });
    expect(json.status).toBe(400);
    expect(errorMessage(json)).toBe('Please upload the picture as a file in the multipart form field "image".');
  });

  it('answers 404 for an unknown category, before reading the file', async () => {
    const keys = await storedKeys();
    const res = await admin.post('/admin/categories/c-nothing-here/image', { body: form({ bytes: await picture(300, 300, '#000000'), name: 'a.png' }) });
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe('Category not found');
    expect(await storedKeys()).toBe(keys);
  });

  it('is for admins only: a guest gets 401, a shopper 403, and nothing changes', async () => {
    const before = await shopCategory();
    const shopper = (await signUp(shop, { fullName: 'Asha Shopper' })).client;
    for (const [client, status] of [[shop.client(), 401], [shopper, 403]] as const) {
      const res = await client.post(URL_BASE, { body: form({ bytes: await picture(300, 300, '#000000'), name: 'a.png' }) });
      expect(res.status).toBe(status);
    }
    expect(await shopCategory()).toEqual(before);
  });

  it('keeps the uploaded path through an ordinary save of the category (PATCH takes it as an image path)', async () => {
    const image = (await shopCategory()).image!;
    const res = await admin.patch(`/admin/categories/${ID}`, { json: { description: 'Whole and ground spices', image } });
    expect(res.status).toBe(200);
    expect(res.body.data.image).toBe(image);
  });
});

describe('the pictures a category form offers', () => {
  it('keeps offering the shipped picture an upload replaced, so the staff can choose it again', async () => {
    const uploaded = (await shopCategory()).image!;
    expect(uploaded).toMatch(UPLOADED);
    const list = await admin.get('/admin/categories');
    expect(list.status).toBe(200);
    const pictures = list.body.data.pictures as string[];
    // The shipped one no category has now, every other shipped one, and the upload in use.
    expect(pictures).toEqual(expect.arrayContaining(['/images/categories/spices-320.webp', '/images/categories/pickles-320.webp', uploaded]));
    expect(pictures).toEqual([...new Set(pictures)].sort());
    const back = await admin.patch(`/admin/categories/${ID}`, { json: { image: '/images/categories/spices-320.webp' } });
    expect(back.status).toBe(200);
    expect((await shopCategory()).image).toBe('/images/categories/spices-320.webp');
  });
});

describe('the files route', () => {
  it('answers 404 in the envelope for an unknown or malformed category file', async () => {
    for (const path of ['/api/v1/files/categories/0123456789abcdef01234567-320.webp', '/api/v1/files/categories/x-320.webp', '/api/v1/files/categories/0123456789abcdef01234567-640.webp']) {
      const res = await shop.app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Image not found');
    }
  });
});
