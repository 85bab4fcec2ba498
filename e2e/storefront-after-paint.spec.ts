import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInFresh, toast } from './support/shoppers';

// The storefront's behaviour arrives once the page has painted, or at the shopper's first touch
// (decision 094: src/components/storefront-loader.ts). Nothing the shopper did before is lost.

const expect = baseExpect.configure({ timeout: 30_000 });
const STOREFRONT_FILE = /\/_astro\/shop\.[\w-]+\.js$/;

/** The product tabs' in-place switching, imported with the storefront's file where a page has tabs. */
const TABS_FILE = /\/_astro\/tabs-in-place\.[\w-]+\.js$/;

/**
 * Holds the storefront's file (or another) back until `release` is called, and says whether it was
 * asked for. With `cut`, its one download is then cut (a dropped connection) and the next one comes.
 */
async function holdStorefront(page: Page, file = STOREFRONT_FILE, { cut = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(
    file,
    async (route) => {
      asked = true;
      await released;
      await (cut ? route.abort('connectionreset') : route.continue());
    },
    { times: cut ? 1 : undefined },
  );
  return { release, asked: () => asked };
}

test('the storefront file is fetched after the page has loaded, not with it', async ({ page }) => {
  await page.goto('/productsList');
  await expect(page.getByRole('banner').locator('a[data-cart-button][data-live]')).toHaveCount(1);
  const { fileStart, loadEnd } = await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const file = performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { fileStart: file?.startTime ?? -1, loadEnd: navigation.loadEventEnd };
  }, STOREFRONT_FILE.source);
  expect(loadEnd).toBeGreaterThan(0);
  expect(fileStart).toBeGreaterThanOrEqual(loadEnd);
});

test("an Add to Cart tapped before the storefront's file arrives says 'Adding…' at once, and is made once the file has come", async ({ page }) => {
  await signInFresh(page, 'Kavita Shinde');
  const storefront = await holdStorefront(page);
  await page.goto('/productsList');
  const card = page.getByTestId('product-card').filter({ hasNot: page.getByText('Out of stock') }).first();
  const button = card.locator('button[data-add-to-cart]');
  await expect(button).not.toHaveAttribute('data-live');
  const productId = await button.getAttribute('data-add-to-cart');
  await button.click();
  // The tap asked for the file (the page may have asked already), and nothing happened yet, but
  // the button says it was taken (it said nothing for as long as the file took).
  await expect.poll(storefront.asked).toBe(true);
  await expect(button).toHaveText('Adding…');
  expect((await (await page.request.get('/api/v1/cart')).json()).data.items).toEqual([]);

  storefront.release();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const items = (await (await page.request.get('/api/v1/cart')).json()).data.items as { productId: string; quantity: number }[];
  expect(items.map((item) => [item.productId, item.quantity])).toEqual([[productId, 1]]);
});

test("an Add to Cart tapped when the storefront's file cannot come says so, and a later tap asks for the file again", async ({ page }) => {
  await signInFresh(page, 'Kavita Shinde');
  const storefront = await holdStorefront(page, STOREFRONT_FILE, { cut: true });
  await page.goto('/productsList');
  const card = page.getByTestId('product-card').filter({ hasNot: page.getByText('Out of stock') }).first();
  const button = card.locator('button[data-add-to-cart]');
  await expect(button).not.toHaveAttribute('data-live');
  await button.click();
  await expect(button).toHaveText('Adding…');
  storefront.release();
  // The kept tap was lost without a word, the button back as if nothing had been asked.
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add to cart: Network error' })).toBeVisible();
  await expect(button).toHaveText('Add to Cart');
  expect((await (await page.request.get('/api/v1/cart')).json()).data.items).toEqual([]);

  // Tapped again, the file comes this time: the message goes, and the product is added.
  await button.click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add to cart' })).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test("a signed-in shopper's header shows My Account before the storefront's file arrives", async ({ page }) => {
  await signInFresh(page, 'Lata Deshmukh');
  const storefront = await holdStorefront(page);
  await page.goto('/faq');
  // Both of the header's account boxes (the row, and the phone's menu) show it, before the file.
  const header = page.getByRole('banner');
  const boxes = header.locator('[data-account-buttons]');
  await expect(boxes).not.toHaveCount(0);
  for (const box of await boxes.all()) {
    await expect(box.locator('[data-signed-in]')).toHaveJSProperty('hidden', false);
    await expect(box.locator('[data-signed-out]')).toHaveJSProperty('hidden', true);
  }
  await expect(header.locator('a[data-cart-button][data-live]')).toHaveCount(0);
  storefront.release();
  // Then the session check agrees.
  await expect(header.locator('a[data-cart-button][data-live]')).toHaveCount(1);
  for (const box of await boxes.all()) await expect(box.locator('[data-signed-in]')).toHaveJSProperty('hidden', false);
});

test('a signed-in shopper whose browser kept the cookies but not the saved user never sees Sign In flash in the header', async ({ page }) => {
  await signInFresh(page, 'Lata Deshmukh');
  // Each page starts with no saved user (the storage cleared), and counts every time Sign In and Sign Up are shown.
  await page.addInitScript(() => {
    localStorage.removeItem('auth-store');
    const shown: string[] = [];
    (window as unknown as { signedOutShown: string[] }).signedOutShown = shown;
    new MutationObserver((records) => {
      for (const r of records) if (r.target instanceof HTMLElement && r.target.matches('[data-signed-out]') && !r.target.hidden) shown.push(r.type);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
  await page.goto('/faq');
  const header = page.getByRole('banner');
  // The session check has answered: the saved user is back, and the cart is live.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-store'))).toContain('Lata Deshmukh');
  await expect(header.locator('a[data-cart-button][data-live]')).toHaveCount(1);
  for (const box of await header.locator('[data-account-buttons]').all()) await expect(box.locator('[data-signed-in]')).toHaveJSProperty('hidden', false);
  expect(await page.evaluate(() => (window as unknown as { signedOutShown: string[] }).signedOutShown)).toEqual([]);
});

test("a product page's tab tapped before its script arrives opens in place once it has", async ({ page, request }) => {
  const product = (await (await request.get('/api/v1/products?limit=1&sort=bestseller')).json()).data.products[0] as { _id: string };
  const tabsFile = await holdStorefront(page, TABS_FILE);
  await page.goto(`/product/${product._id}`);
  // A mark on this page's window: a reload onto the tab's link would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const tabs = page.getByRole('tablist', { name: 'Product information' });
  await tabs.getByRole('tab', { name: 'Storage & Usage' }).click();
  await expect.poll(tabsFile.asked).toBe(true);
  await expect(page.getByTestId('product-description')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tab')).toBeNull();

  tabsFile.release();
  await expect(page.getByTestId('product-storage')).toBeVisible();
  await expect(page.getByTestId('product-description')).toBeHidden();
  await expect(tabs.getByRole('tab', { name: 'Storage & Usage' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=storage/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
