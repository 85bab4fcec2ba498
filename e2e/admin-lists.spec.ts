import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { addToCart, ownProduct, placeOrder, secondShopper } from './support/shop';
import { DEMO_ADMIN, logIn } from './support/shoppers';

// What the back-office's lists do with an address they cannot show as asked: a search the API
// refuses, a page past the last one.
test.beforeEach(async ({ page }) => {
  await logIn(page.request, DEMO_ADMIN);
});

test('a product search with HTML in it is refused with a sentence above the form, not an error page', async ({ page }) => {
  const answer = await page.goto('/admin/products?q=a%3Cb');
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/HTML/);
  await expect(page.getByLabel('Search')).toHaveValue('a<b');
  expect(await violations(page)).toEqual([]);
});

test('a page past the end of a list goes to its last page, its filters kept', async ({ page }) => {
  for (const list of ['orders', 'products', 'reviews', 'customers']) {
    await page.goto(`/admin/${list}?page=999`);
    await expect(page).not.toHaveURL(/page=999/);
    const heading = page.locator('#results-heading');
    await expect(heading).not.toContainText('page 999');
    const last = /page (\d+) of (\d+)/.exec((await heading.textContent()) ?? '');
    if (last) expect(last[1], `${list}: ${last[0]}`).toBe(last[2]);
    await expect(page.getByText(/yet\./)).toHaveCount(0);
  }
  await page.goto('/admin/reviews?rating=5&page=999');
  await expect(page).toHaveURL(/\/admin\/reviews\?rating=5(&page=\d+)?$/);
  await expect(page.locator('#results-heading')).toContainText(/match(es)? these filters/);
});

test('a coordinator finds a shopper by her email, sees how many orders she placed and follows them to her orders', async ({ page, browser }) => {
  const { shopper, request, close } = await secondShopper(browser, 'Lalita Jadhav');
  // Products no other spec counts the stock of (as admin-orders.spec's shoppers' orders).
  await addToCart(request, ownProduct(test.info(), { desktop: 'p-pav-bhaji-masala', phone: 'p-jaggery-atta-biscuits' }), 1);
  const order = await placeOrder(request);
  await close();

  await page.goto(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  await expect(page.locator('#results-heading')).toHaveText(/^1 account/);
  const found = page.locator(`[data-customer]:visible`);
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Lalita Jadhav');
  await expect(found).toContainText(shopper.email);
  await expect(found).toContainText(/Last \d+ \w+ \d{4}/);
  expect(await violations(page)).toEqual([]);
  await found.getByRole('link', { name: '1 order' }).click();
  await expect(page).toHaveURL(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
  await expect(page.locator('#results-heading')).toHaveText(/^1 order/);
  // The orders these filters show, for the books (decision 188): a spreadsheet of them.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download this order (CSV)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((row) => [row.order_number, row.shopper_email, row.status])).toEqual([[order.orderNumber, shopper.email, 'pending']]);
  await page.getByRole('link', { name: order.orderNumber }).locator('visible=true').click();
  // And back from her order to her account (her other orders, her sign-ins).
  await page.getByTestId('shopper-account').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lalita Jadhav' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 order' })).toBeVisible();
});

test("a coordinator makes a shopper staff with her own password and a ticked box, ends it, then signs the shopper out everywhere", async ({ page, browser }) => {
  const { shopper, request, close } = await secondShopper(browser, 'Sarita Bhosale');
  expect((await request.get('/api/v1/admin/customers')).status()).toBe(403);
  await page.goto(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  await page.locator('[data-customer]:visible').getByRole('link', { name: 'Sarita Bhosale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sarita Bhosale' })).toBeVisible();
  const password = page.getByLabel('Your password');
  const make = page.getByRole('button', { name: 'Make staff' });

  // Unticked: nothing changes, and the box is asked for where she pressed.
  await password.fill(DEMO_ADMIN.password);
  await make.click();
  await expect(page.getByTestId('action-problem')).toHaveText('To give staff rights, tick the box and press the button again.');
  // A wrong password: said under the field.
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('Yes, make Sarita Bhosale staff').check();
  await page.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.locator('#staff-password-error')).toHaveText('Your password is not correct.');
  await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  expect((await request.get('/api/v1/admin/customers')).status()).toBe(403);
  expect(await violations(page)).toEqual([]);

  await page.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await page.getByLabel('Yes, make Sarita Bhosale staff').check();
  await page.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.getByTestId('action-notice')).toContainText('Staff rights given');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Staff');
  expect((await request.get('/api/v1/admin/customers')).status()).toBe(200);

  await page.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await page.getByLabel("Yes, end Sarita Bhosale's staff rights").check();
  await page.getByRole('button', { name: 'End staff rights' }).click();
  await expect(page.getByTestId('action-notice')).toContainText('Staff rights ended');
  expect((await request.get('/api/v1/admin/customers')).status()).toBe(403);

  // Her phone is lost: every sign-in of hers ends, and the shop asks her to sign in again.
  expect((await request.get('/api/v1/users/current-user')).status()).toBe(200);
  await page.getByLabel('Yes, sign Sarita Bhosale out on every device').check();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByTestId('action-notice')).toHaveText('Signed out everywhere: 1 sign-in ended. The next visit on any device asks for the password.');
  expect((await request.get('/api/v1/users/current-user')).status()).toBe(401);
  await close();

  // Each change is kept on her account's page, newest first, with who made it (decision 185).
  const history = page.getByTestId('account-history').getByRole('listitem');
  await expect(history).toHaveText([/^Signed out everywhere \(1 sign-in ended\)/, /^Staff rights ended/, /^Made staff/]);
  for (const entry of await history.all()) await expect(entry.getByRole('link')).toHaveAttribute('href', /^\/admin\/customers\/[\w-]+$/);
  expect(await violations(page)).toEqual([]);
});

test("a coordinator's own account offers no change of its staff rights", async ({ page }) => {
  await page.goto(`/admin/customers?q=${encodeURIComponent(DEMO_ADMIN.email)}`);
  await page.locator('[data-customer]:visible').getByRole('link').first().click();
  await expect(page.getByText('This is your own account: another member of staff can change its staff rights.')).toBeVisible();
  await expect(page.getByRole('button', { name: /staff/ })).toHaveCount(0);
});

test('on a phone the filters fold away until asked for, open and counted when in use; on a wide screen they show', async ({ page, isMobile }) => {
  // At 375 px the filter forms filled the first screen: a coordinator opening Orders saw only filters.
  const lists = [
    { list: 'orders', field: 'Status', query: '?status=delivered&q=a', inUse: 2 },
    { list: 'products', field: 'Stock', query: '?stock=out', inUse: 1 },
    { list: 'reviews', field: 'Rating', query: '?rating=5', inUse: 1 },
  ];
  for (const { list, field, query, inUse } of lists) {
    await page.goto(`/admin/${list}`);
    const summary = page.getByTestId('filters-summary');
    if (isMobile) {
      await expect(summary, list).toContainText('Filters');
      await expect(summary, list).not.toContainText('in use');
      await expect(page.getByLabel(field, { exact: true }), list).toBeHidden();
      await expect(page.locator('#results-heading'), `${list}: the list starts on the first screen`).toBeInViewport();
      await summary.click();
      await expect(page.getByLabel(field, { exact: true }), list).toBeVisible();
    } else {
      await expect(summary, list).toBeHidden();
      await expect(page.getByLabel(field, { exact: true }), list).toBeVisible();
    }
    await page.goto(`/admin/${list}${query}`);
    await expect(page.getByLabel(field, { exact: true }), list).toBeVisible();
    if (isMobile) await expect(summary, list).toContainText(`Filters: ${inUse} in use`);
  }
  expect(await violations(page)).toEqual([]);
});

test('the small links a coordinator taps (back links, quick views) are thumb-sized targets that do not overlap', async ({ page }) => {
  // They were 16–20 px tall lines of small text: easy to miss with a thumb (WCAG 2.5.8 asks 24 px; 44 is the aim).
  const pages = [
    { path: '/admin/products', links: page.getByRole('list', { name: 'Quick views' }).getByRole('link') },
    { path: '/admin/products/new', links: page.getByRole('link', { name: '← All products' }) },
    { path: '/admin/categories/new', links: page.getByRole('link', { name: '← All categories' }) },
  ];
  for (const { path, links } of pages) {
    await page.goto(path);
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, `${path}: ${await link.textContent()}`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${path}: ${await link.textContent()}`).toBeGreaterThanOrEqual(24);
      boxes.push(box);
    }
    expect(boxes.length, path).toBeGreaterThan(0);
    const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${path}: two targets overlap`).toBe(false);
  }
});

test("the header's Tab order follows its rows as drawn, on a phone, at 200 % zoom and on a desktop", async ({ page }) => {
  // On a phone the sections are drawn on the second row, but came before View shop and Sign out on
  // the first: the focus went down to them, then back up (WCAG 2.4.3).
  const header = page.getByRole('banner');
  for (const size of [page.viewportSize()!, { width: 640, height: 400 }]) {
    await page.setViewportSize(size);
    await page.goto('/admin/orders');
    await header.getByRole('link').first().focus();
    const boxes: { name: string; top: number; bottom: number; left: number }[] = [];
    while (await header.locator(':focus').count()) {
      const focused = header.locator(':focus');
      const box = (await focused.boundingBox())!;
      // Under 768 px the sections are a row that scrolls sideways (decision 192): the focus brings each
      // on screen, and its place is taken along the whole row, not the screen.
      await expect(focused, `${size.width} px: ${await focused.textContent()}`).toBeInViewport({ ratio: 1 });
      const scrolled = await focused.evaluate((element) => element.closest('[data-sections]')?.scrollLeft ?? 0);
      boxes.push({ name: (await focused.textContent())!.trim(), top: box.y, bottom: box.y + box.height, left: box.x + scrolled });
      await page.keyboard.press('Tab');
    }
    expect(boxes.map((box) => box.name), `${size.width} px`).toEqual(expect.arrayContaining(['Sign out', 'Dashboard', 'Reviews']));
    for (const [i, box] of boxes.slice(1).entries()) {
      const before = boxes[i]!;
      const sameRow = box.top < before.bottom && before.top < box.bottom;
      const where = `${size.width} px: ${before.name} then ${box.name}`;
      if (sameRow) expect(box.left, where).toBeGreaterThan(before.left);
      else expect(box.top, where).toBeGreaterThanOrEqual(before.bottom);
    }
  }
});

test("a date field's calendar button shows the back-office's focus ring on its field, as every field does", async ({ page, isMobile }) => {
  // Chrome's thin black ring around the small icon was all that showed: the field lost its ring.
  await page.goto('/admin/orders');
  if (isMobile) await page.getByTestId('filters-summary').click();
  await page.getByLabel('To', { exact: true }).focus();
  // Back from the next field's first part: the focus is on the From field's calendar button.
  await page.keyboard.press('Shift+Tab');
  const from = page.getByLabel('From', { exact: true });
  await expect(from).toHaveCSS('outline-style', 'solid');
  await expect(from).toHaveCSS('outline-width', '3px');
  await expect(from).toHaveCSS('outline-color', 'rgb(168, 103, 13)');
});
