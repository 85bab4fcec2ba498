import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { pngOf } from './support/png';
import { ownProduct } from './support/shop';
import { adminContext } from './support/shoppers';

// A product's pictures from the back-office (issue 14, docs/decisions/018): the demo admin uploads
// real PNGs, makes one the main picture, and a guest's product page shows it in every width, with a
// row of thumbnails wider than a phone that scrolls in its own strip, not the page; a file that is
// not a picture is refused with the server's sentence and changes nothing.

const UPLOADED = /^\/api\/v1\/files\/products\/[0-9a-f]{24}-640\.webp$/;


// Products no other spec shows the pictures of; the desktop and phone runs each take their own,
// and the two tests of this file (run side by side) each their own, so one's upload never lands
// in the other's list.
const product = () => ownProduct(test.info(), { desktop: 'p-jowar-cookies', phone: 'p-bajra-methi-cookies' });
const untouchedProduct = () => ownProduct(test.info(), { desktop: 'p-goan-coconut-cookies', phone: 'p-dink-ladoo' });

test('the admin uploads five pictures and makes one the main one; the product page shows it in 160, 320, 640, 800 and 960 px and fits the screen', async ({ browser, page }) => {
  test.slow(); // five pictures re-encoded five times each, four server-rendered pages, two axe runs
  const id = product();
  const admin = await adminContext(browser);
  try {
    await admin.page.goto(`/admin/products/${id}/images`);
    await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText(/^Pictures of /);
    const pictures = admin.page.getByTestId('picture');
    const before = await pictures.count();

    // Colours of this run, so the pictures are new to the shop (an address comes from its bytes).
    // Five at once: with the product's own, more thumbnails than a phone's width holds.
    const red = Math.floor(Math.random() * 256);
    const files = [0, 1, 2, 3, 4].map((i) => ({ name: `jowar-pack-${i + 1}.png`, mimeType: 'image/png', buffer: pngOf(400, [red, 90 + i * 30, 40]) }));
    await admin.page.getByLabel('Pictures to add').setInputFiles(files);
    await admin.page.getByRole('button', { name: 'Upload' }).click();
    await expect(admin.page.getByTestId('action-notice')).toHaveText('Pictures added.');
    await expect(pictures).toHaveCount(before + files.length);
    const added = pictures.last();
    const path = (await added.getAttribute('data-image'))!;
    expect(path).toMatch(UPLOADED);

    // One of them again: the product has it, so nothing is added, and the page says so.
    await admin.page.getByLabel('Pictures to add').setInputFiles(files[4]!);
    await admin.page.getByRole('button', { name: 'Upload' }).click();
    await expect(admin.page.getByTestId('action-problem')).toHaveText('The product already has this picture: nothing was added.');
    await expect(admin.page.getByTestId('action-notice')).toHaveCount(0);
    await expect(pictures).toHaveCount(before + files.length);

    await added.getByRole('button', { name: 'Make main' }).click();
    await expect(admin.page.getByTestId('action-notice')).toHaveText('Main picture chosen.');
    await expect(pictures.first()).toHaveAttribute('data-image', path);
    await expect(pictures.first()).toContainText('Main picture');
    expect(await violations(admin.page)).toEqual([]);

    // A guest's product page shows it first, once its short cache has let go of the old page.
    const main = page.getByTestId('gallery-main').locator('img');
    await expect(async () => {
      await page.goto(`/product/${id}`);
      await expect(main).toHaveAttribute('src', path, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const srcset = (await main.getAttribute('srcset'))!;
    const widths = srcset.split(',').map((part) => part.trim().split(' '));
    expect(widths.map(([, w]) => w)).toEqual(['160w', '320w', '640w', '800w', '960w']);
    for (const [url] of widths) {
      const res = await page.request.get(url!);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // And the AVIF first, for the page's largest picture (decision 196): the shopper's browser took it.
    const avif = (await page.getByTestId('gallery-main').locator('source[type="image/avif"]').getAttribute('srcset'))!;
    expect(avif).toBe(['640', '800', '960'].map((w) => `${path.replace(/-640\.webp$/, `-${w}.avif`)} ${w}w`).join(', '));
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.endsWith('.avif'))).toBe(true);
    // Every thumbnail is there; the row wider than the screen scrolls by itself (violations()
    // fails a page that scrolls sideways: seven thumbnails once widened a phone's page to 512 px).
    await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(before + files.length);
    expect(await violations(page)).toEqual([]);
  } finally {
    await admin.close();
  }
});

test('a file that is not a picture is refused with the reason in the page, and nothing changes', async ({ browser }) => {
  test.slow(); // two server-rendered pages and an upload, often early in the run
  const id = untouchedProduct();
  const admin = await adminContext(browser);
  try {
    await admin.page.goto(`/admin/products/${id}/images`);
    const pictures = admin.page.getByTestId('picture');
    const before = await pictures.evaluateAll((items) => items.map((item) => item.getAttribute('data-image')));
    const input = admin.page.getByLabel('Pictures to add');
    await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Jowar cookies: 200 g, a note, not a picture.') });
    await admin.page.getByRole('button', { name: 'Upload' }).click();
    const message = '"notes.jpg" is not a JPEG, PNG, WebP or AVIF picture.';
    await expect(admin.page.getByTestId('action-problem')).toHaveText(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.page.locator('#images-error')).toHaveText(message);
    expect(await pictures.evaluateAll((items) => items.map((item) => item.getAttribute('data-image')))).toEqual(before);
  } finally {
    await admin.close();
  }
});

test('removing a picture asks first, on that picture: without its box ticked nothing is removed; a moved picture says so where it is', async ({ browser }) => {
  test.slow(); // a product made for the test, two pictures re-encoded, five pages
  const admin = await adminContext(browser);
  try {
    // A draft of its own (shoppers never see it), so no other test's pictures move under this one.
    const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
    const made = await admin.request.post('/api/v1/admin/products', {
      data: { name: `Poha Chivda trial ${tag}`, slug: `poha-chivda-trial-${tag}`, categoryId: 'c-snacks', price: 90, mrp: 100 },
    });
    expect(made.status()).toBe(201);
    const id = (await made.json()).data._id as string;
    await admin.page.goto(`/admin/products/${id}/images`);
    const red = Math.floor(Math.random() * 256);
    await admin.page.getByLabel('Pictures to add').setInputFiles(
      [0, 1].map((i) => ({ name: `chivda-${i + 1}.png`, mimeType: 'image/png', buffer: pngOf(200, [red, 60 + i * 120, 30]) })),
    );
    await admin.page.getByRole('button', { name: 'Upload' }).click();
    await expect(admin.page.getByTestId('action-notice')).toHaveText('Pictures added.');
    const pictures = admin.page.getByTestId('picture');
    await expect(pictures).toHaveCount(2);
    const [first, second] = await pictures.evaluateAll((items) => items.map((item) => item.getAttribute('data-image')));

    // Moved up, the picture (now the main one) says so itself, with the focus on it.
    await pictures.nth(1).getByRole('button', { name: 'Move up' }).click();
    const moved = pictures.first().getByTestId('action-notice');
    await expect(moved).toHaveText('Picture moved up.');
    await expect(pictures.first()).toHaveAttribute('data-image', second!);
    await expect(moved.locator('xpath=..')).toBeFocused();
    await expect(admin.page.getByRole('status')).toHaveCount(1);

    // Remove tapped without the box: nothing removed, the question on that picture, beside its box.
    const last = pictures.nth(1);
    await last.getByRole('button', { name: 'Remove: picture 2' }).click();
    const ask = last.getByRole('alert');
    await expect(ask).toHaveText('To remove this picture, tick “Yes, remove picture 2” and press Remove again.');
    await expect(ask.locator('xpath=..')).toBeFocused();
    await expect(pictures).toHaveCount(2);
    await expect(last).toHaveAttribute('data-image', first!);
    const box = last.getByRole('checkbox', { name: 'Yes, remove picture 2' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(admin.page)).toEqual([]);

    await box.check();
    await last.getByRole('button', { name: 'Remove: picture 2' }).click();
    await expect(admin.page.getByTestId('action-notice')).toHaveText('Picture removed.');
    await expect(pictures).toHaveCount(1);
    await expect(pictures.first()).toHaveAttribute('data-image', second!);
  } finally {
    await admin.close();
  }
});
