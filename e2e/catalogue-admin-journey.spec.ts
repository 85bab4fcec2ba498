import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { IMAGE_WIDTHS } from '../src/shared/images';
import { violations } from './support/axe';
import { addToCart, placeOrder } from './support/shop';
import { adminContext, signInFresh } from './support/shoppers';

// The catalogue's whole journey (issue 14), as the staff and a shopper live it: the demo admin,
// through the back-office's pages (not its API), creates a product with everything its label
// declares, uploads two pictures and puts it on sale; a guest finds it on its category page, by the
// header search and on its product page with both pictures and the veg mark; the admin changes its
// price and stock and the guest's next page shows them; a shopper orders it; the admin archives it,
// and it leaves the shop while the shopper's order still shows it. No waiting: every change shows
// at the next request (the content-keyed page cache, decision 063).

const expect = baseExpect.configure({ timeout: 15_000 });

const UPLOADED = /^\/api\/v1\/files\/products\/[0-9a-f]{24}-640\.webp$/;
/** Two pictures shipped with the shop, uploaded as a member of staff would upload files from disk. */
const PICTURES = ['amba-poli-1-960.webp', 'amba-poli-2-960.webp'].map((name) => ({
  name,
  mimeType: 'image/webp',
  buffer: readFileSync(new URL(`../public/images/products/${name}`, import.meta.url)),
}));

/** A link as an editor pastes it into a description: one unbroken string wider than a phone. */
const RECIPE = 'https://www.youtube.com/watch?v=AmlaMurabbaRecipeByAhilyaMahilaBachatGatPratapgad';

type Listed = { _id: string; name: string };

/** The card of the product called `name` in a listing. */
const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The header's search box at this width (the other one is hidden), once its island is live (it hydrates on focus). */
async function headerSearch(page: Page) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.focus();
  await expect.poll(() => box.evaluate((input) => input.closest('astro-island')?.hasAttribute('ssr') === false)).toBe(true);
  return box;
}

test('an admin creates a product with its label and two pictures; a guest finds it, sees price and stock change at once; an order keeps it after it is archived', async ({ browser, page }) => {
  test.setTimeout(240_000); // about twenty server-rendered pages and an upload re-encoded six times
  // Each project its own category (the desktop and phone runs go side by side) and its own name.
  const category = test.info().project.name === 'phone' ? 'Biscuits and Cookies' : 'Gift Sets';
  // The category page titles the name from its address ('Biscuits And Cookies').
  const heading = new RegExp(`^${category}$`, 'i');
  const name = `Amla Murabba Hamper ${test.info().project.name} ${Date.now().toString(36)}`;
  const admin = await adminContext(browser);
  try {
    let id = '';
    let pictures: string[] = [];

    await test.step('the admin creates it as a draft with its label, on the back-office pages', async () => {
      const a = admin.page;
      await a.goto('/admin/products/new');
      await a.getByLabel('Name', { exact: true }).fill(name);
      await a.getByLabel('Brand (maker)').fill('Ahilya Mahila Bachat Gat');
      await a.getByLabel('Category').selectOption({ label: category });
      // With a link pasted as editors do: a "word" longer than a phone's line.
      await a.getByLabel('Description').fill(`Gooseberries slow-cooked in jaggery syrup, packed with a jar of amla candy. Our recipe: ${RECIPE}`);
      await a.getByLabel('Features').fill('Whole amla. Jaggery, no white sugar.');
      await a.getByLabel('Selling price (₹)').fill('240');
      await a.getByLabel('MRP (₹)').fill('300');
      await expect(a.getByLabel('Status')).toHaveValue('draft');
      await a.getByLabel('Opening stock').fill('0');
      await a.getByLabel('Net quantity').fill('500');
      await a.getByLabel('Unit').selectOption('g');
      await a.getByLabel('Veg (green mark)').check();
      await a.getByLabel('Ingredients').fill('Amla (70%), jaggery, cardamom');
      await a.getByLabel('Milk', { exact: true }).check();
      await a.getByLabel('Shelf life (days)').fill('180');
      await a.getByLabel('Packer name').fill('Ahilya Mahila Bachat Gat');
      await a.getByLabel('Packer address').fill('Station Road, Pratapgad 415011, Maharashtra');
      await a.getByLabel('Country of origin').fill('India');
      await a.getByLabel('FSSAI licence number').fill('11522003000517');
      await a.getByRole('button', { name: 'Create product' }).click();
      await expect(a.getByTestId('action-notice')).toHaveText('Product created');
      await expect(a.getByRole('heading', { level: 1, name })).toBeVisible();
      id = new URL(a.url()).pathname.split('/').pop()!;
    });

    await test.step('the admin uploads two pictures and puts it on sale', async () => {
      const a = admin.page;
      await a.getByRole('link', { name: 'Images', exact: true }).click();
      await a.getByLabel('Pictures to add').setInputFiles(PICTURES);
      await a.getByRole('button', { name: 'Upload' }).click();
      await expect(a.getByTestId('action-notice')).toHaveText('Pictures added.');
      const listed = a.getByTestId('picture');
      await expect(listed).toHaveCount(2);
      pictures = await listed.evaluateAll((items) => items.map((item) => item.getAttribute('data-image')!));
      for (const path of pictures) expect(path).toMatch(UPLOADED);

      await a.getByRole('link', { name: `← Back to ${name}` }).click();
      await a.getByLabel('Status').selectOption('active');
      await a.getByRole('button', { name: 'Save changes' }).click();
      await expect(a.getByTestId('action-notice')).toHaveText('Product saved');
      await expect(a.getByTestId('product-status').first()).toHaveText('Active');
    });

    // A guest: a fresh context, never signed in (until they order, below).
    const product = `/product/${id}`;
    let categoryPage = '';
    await test.step('a guest sees it on its product page with both pictures, its price, no stock and the veg mark', async () => {
      expect((await page.goto(product))?.status()).toBe(200);
      await expect(page.getByTestId('product-name')).toHaveText(name);
      await expect(page.getByTestId('product-price')).toHaveText('₹240.00');
      await expect(page.getByTestId('stock')).toHaveText('Out of Stock');
      // The veg mark: the green symbol is hidden from screen readers; its words are what they read.
      const mark = page.getByTestId('product-pack').getByTestId('diet-mark');
      await expect(mark).toHaveAttribute('data-mark', 'veg');
      await expect(mark).toHaveText('Vegetarian');
      await expect(mark.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByTestId('declared-fssai')).toHaveText('11522003000517');
      await expect(page.getByTestId('declared-net-quantity')).toHaveText('500 g');
      // The pasted link breaks inside its line: the page does not scroll sideways (violations()).
      await expect(page.getByTestId('product-description')).toContainText(RECIPE);
      expect(await violations(page)).toEqual([]);

      // Both pictures, main first: the main image with a srcset of the uploaded files, each
      // thumbnail its 160w file (80 CSS px), and every file of both pictures served.
      const widths = (picture: string) => IMAGE_WIDTHS.product.map((w) => picture.replace(/-640\.webp$/, `-${w}.webp`));
      const main = page.getByTestId('gallery-image');
      await expect(main).toHaveAttribute('src', pictures[0]!);
      const srcset = (await main.getAttribute('srcset')) ?? '';
      expect(srcset.split(',').map((part) => part.trim().split(' ')[0])).toEqual(widths(pictures[0]!));
      const thumbnails = page.getByRole('list', { name: 'Product images' }).locator('img');
      await expect(thumbnails).toHaveCount(2);
      expect(await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(pictures.map((p) => widths(p)[0]));
      for (const url of pictures.flatMap(widths)) {
        const res = await page.request.get(url);
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type']).toBe('image/webp');
      }
    });

    await test.step('the guest finds it on its category page and by the header search', async () => {
      // The category page lists bestsellers first, nine a page: the page a new one is on, in that order.
      const categories = (await (await page.request.get('/api/v1/categories')).json()).data.categories as Listed[];
      const categoryId = categories.find((c) => c.name === category)!._id;
      const listed = await page.request.get('/api/v1/products', { params: { category: categoryId, limit: 100, fields: '_id' } });
      expect(listed.status(), 'GET /products?category').toBe(200);
      const ids = ((await listed.json()).data.products as Listed[]).map((p) => p._id);
      expect(ids).toContain(id);
      const pageNumber = Math.ceil((ids.indexOf(id) + 1) / 9);
      categoryPage = `/category/${category.toLowerCase().replaceAll(' ', '-')}?page=${pageNumber}`;
      await page.goto(categoryPage);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(card(page, name).getByTestId('product-card-price')).toHaveText('₹240.00');
      await expect(card(page, name).getByRole('button', { name: `${name} is out of stock` })).toBeDisabled();

      await (await headerSearch(page)).fill(name);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${name}”`);
      await expect(card(page, name).getByTestId('product-card-price')).toHaveText('₹240.00');
    });

    await test.step("the admin changes its price and restocks it; the guest's next pages show both", async () => {
      const a = admin.page;
      await a.getByLabel('Selling price (₹)').fill('225');
      await a.getByRole('button', { name: 'Save changes' }).click();
      await expect(a.getByTestId('action-notice')).toHaveText('Product saved');
      const stockForm = a.getByTestId('stock-form');
      await stockForm.getByLabel('Set the stock to').check();
      await stockForm.getByLabel('Quantity').fill('12');
      await stockForm.getByLabel('Reason').selectOption('restock');
      await stockForm.getByRole('button', { name: 'Change stock' }).click();
      await expect(a.getByTestId('stock-now')).toHaveText('Now: 12 in stock');

      // The search page the guest is on, loaded again at once: new price, and it can be added.
      await page.reload();
      await expect(card(page, name).getByTestId('product-card-price')).toHaveText('₹225.00');
      await expect(card(page, name).getByRole('button', { name: `Add ${name} to cart` })).toBeEnabled();
      await page.goto(product);
      await expect(page.getByTestId('product-price')).toHaveText('₹225.00');
      await expect(page.getByTestId('stock')).toHaveText('In Stock');
    });

    let orderId = '';
    await test.step('a shopper orders two of it', async () => {
      await signInFresh(page, 'Kavita Patil');
      await addToCart(page.request, id, 2);
      const order = await placeOrder(page.request);
      expect(order.items.map((item) => item.name)).toEqual([name]);
      orderId = order._id;
    });

    await test.step('the admin archives it: it leaves the search, its category and its page; the order still shows it', async () => {
      await admin.page.getByRole('checkbox', { name: 'Yes, archive this product' }).check();
      await admin.page.getByRole('button', { name: 'Archive product' }).click();
      await expect(admin.page.getByTestId('action-notice')).toContainText('Product archived');

      expect((await page.goto(product))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
      await page.goto(`/products?search=${encodeURIComponent(name)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${name}”`);
      await expect(card(page, name)).toHaveCount(0);
      await page.goto(categoryPage);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(card(page, name)).toHaveCount(0);

      await page.goto(`/account/orders/viewOrderDetails?id=${orderId}`);
      const item = page.getByTestId('order-item');
      await expect(item.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(item).toContainText('2 × ₹225.00');
      await expect(item).toContainText('₹450.00');
      // The name has the line's width beside its picture: the line's total is under it, not beside
      // it (beside it, on a phone, a six-figure amount left a long name a column of a few letters).
      const line = (await item.boundingBox())!;
      const nameColumn = (await item.getByRole('link', { name, exact: true }).locator('..').boundingBox())!;
      expect(nameColumn.width, `the name's column is ${nameColumn.width} px of the line's ${line.width}`).toBeGreaterThan(line.width * 0.7);
    });
  } finally {
    await admin.close();
  }
});
