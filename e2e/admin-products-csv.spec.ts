import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { DEMO_ADMIN, logIn } from './support/shoppers';

// Products as a spreadsheet (issue 14; docs/decisions/020): the staff download every product,
// import a file that creates one and changes another, and a bad file is refused line by line
// with nothing changed.

const csvFile = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('the staff download the products, import a new one and a price change, and a bad file changes nothing', async ({ page, context }) => {
  await logIn(context.request, DEMO_ADMIN);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Spreadsheet (CSV)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products as a spreadsheet');
  // Nothing imported yet: no report of an import (a plain visit once read as "0 created, 0 updated").
  await expect(page.getByTestId('import-notice')).toHaveCount(0);

  expect(await violations(page)).toEqual([]);

  await test.step('download: every product, one line each, as the spreadsheet opens it', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all products (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^id,slug,name,category,price,mrp,stock,stock_when_downloaded,status,/);
    // The demo catalogue's 57 products at least (other tests add their own).
    expect(lines.length).toBeGreaterThan(57);
    expect(lines.some((l) => l.includes(',kolhapuri-kanda-lasun-masala,'))).toBe(true);
  });

  const slug = `kokum-sherbet-csv-${test.info().project.name}-${Date.now().toString(36)}`;
  let id = '';
  await test.step('import: a new product, active at once, with its price and MRP', async () => {
    await page.getByLabel('CSV file').setInputFiles(csvFile(`slug,name,category,price,mrp,stock,status\n${slug},Kokum Sherbet Concentrate,masala-blends,180,200,12,active\n`));
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(page.getByRole('status')).toHaveText('Imported: 1 created, 0 updated, 0 unchanged.');
    const found = await context.request.get('/api/v1/admin/products', { params: { q: slug } });
    expect(found.status()).toBe(200);
    id = (await found.json()).data.products[0]._id;
    await page.goto(`/product/${id}`);
    await expect(page.getByTestId('product-name')).toHaveText('Kokum Sherbet Concentrate');
    await expect(page.getByTestId('product-price')).toHaveText('₹180.00');
  });

  await test.step('import: a price change by id shows on the storefront', async () => {
    await page.goto('/admin/products/import');
    await page.getByLabel('CSV file').setInputFiles(csvFile(`id,price\n${id},165.50\n`));
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(page.getByRole('status')).toHaveText('Imported: 0 created, 1 updated, 0 unchanged.');
    await expect(async () => {
      await page.goto(`/product/${id}`);
      await expect(page.getByTestId('product-price')).toHaveText('₹165.50', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  await test.step('a bad file: every problem with its line and column, and nothing changed', async () => {
    await page.goto('/admin/products/import');
    // Line 2 would archive it at a price above its MRP; line 3 names a product that does not exist.
    await page.getByLabel('CSV file').setInputFiles(csvFile(`id,price,mrp,status\n${id},250,,archived\n${id}x,1,2,active\n`));
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(page.getByRole('alert')).toHaveText('The file has 2 problems: nothing was changed. Fix them and import the file again.');
    // Said where the file was sent, focused, the list right under it: at the top of the page, on a
    // phone, the list was two cards below.
    await expect(page.getByRole('region', { name: '2. Import' }).locator('.admin-outcome')).toBeFocused();
    const rows = page.getByTestId('import-problems').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td')).toHaveText(['2', 'mrp', 'The MRP must not be below the selling price.']);
    await expect(rows.nth(1).locator('td')).toHaveText(['3', 'id', `No product has the id "${id}x". Leave id empty to create a product.`]);
    // On a phone each problem is a block, "Line 2 · mrp" above its whole message: nothing cut off at
    // the screen's edge, no sideways scrolling (the message column was once clipped at 375 px).
    if (test.info().project.name === 'phone') {
      const width = page.viewportSize()!.width;
      for (const row of await rows.all()) {
        const message = row.locator('td').last();
        await expect(message).toBeVisible();
        const box = (await message.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await message.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(await violations(page)).toEqual([]);
    const product = await context.request.get(`/api/v1/admin/products/${id}`);
    expect((await product.json()).data).toMatchObject({ price: 165.5, status: 'active' });
  });
});
