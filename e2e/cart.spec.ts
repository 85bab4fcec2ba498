import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, buyAs, ownProduct, productNow, secondShopper } from './support/shop';
import { islandLive, register, signInFresh, toast } from './support/shoppers';
import { violations } from './support/axe';
import { rupees } from './support/formats';

// The cart (issue 7; SPEC.md sections 2, 4, 8 and 9): the guest's way in, lines, steppers, summary, clearing.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

type ApiProduct = { _id: string; name: string; price: number; discount: number; inStock: boolean; stock_quantity: number };

/** In-stock products with plenty of stock, so parallel tests never run out. */
async function stockedProducts(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const res = await request.get('/api/v1/products', { params: { page: 1, limit: 50, inStock: true } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  const products = (body.data.products as ApiProduct[]).filter((p) => p.inStock && p.stock_quantity >= 20);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function addToCartByApi(page: Page, productId: string, quantity: number): Promise<void> {
  expect((await page.request.post('/api/v1/cart/add-cart', { data: { productId, quantity } })).status()).toBe(200);
}

/** The cart lines' own prices, as the API answers them. */
async function cartLines(page: Page): Promise<{ productId: string; price: number; quantity: number }[]> {
  const res = await page.request.get('/api/v1/cart');
  expect(res.status()).toBe(200);
  return (await res.json()).data.items;
}

const paise = (rupeesAmount: number) => Math.round(rupeesAmount * 100);

/** The first in-stock product card, scrolled into view, once the cards' add-to-cart script listens. */
async function liveInStockCard(page: Page) {
  const card = page.getByTestId('product-card').filter({ hasNot: page.getByText('Out of stock') }).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('button[data-add-to-cart][data-live]')).toHaveCount(1);
  return card;
}

async function expectSummary(page: Page, subtotalPaise: number): Promise<void> {
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-subtotal')).toHaveText(rupees(subtotalPaise / 100));
  await expect(summary.getByTestId('summary-shipping')).toHaveText(rupees(240));
  await expect(summary.getByTestId('summary-taxes')).toHaveText(rupees(240));
  await expect(summary.getByTestId('summary-discount')).toHaveText(`−${rupees(40)}`);
  await expect(summary.getByTestId('summary-total')).toHaveText(rupees((subtotalPaise + 24000 + 24000 - 4000) / 100));
}

test.describe('the cart', () => {
  test("a guest's add-to-cart says to sign in, goes to /login and comes back after signing in", async ({ page, request }) => {
    const shopper = await register(request);
    await page.goto('/productsList');
    await (await liveInStockCard(page)).getByRole('button', { name: /^Add .* to cart$/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2FproductsList$/);
    await islandLive(page, 'LoginForm');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/productsList$/);
    // Signed in now: the same button adds to the cart.
    await (await liveInStockCard(page)).getByRole('button', { name: /^Add .* to cart$/ }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('toasts appear at the top right of the screen', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/productsList');
    await (await liveInStockCard(page)).getByRole('button', { name: /^Add .* to cart$/ }).click();
    // Read the toast's box in the page itself, the moment it shows: success toasts last only 2 s.
    const handle = await page.waitForFunction(() => {
      const toaster = document.querySelector('[data-sonner-toaster]');
      const toastEl = [...document.querySelectorAll('[data-sonner-toast]')].find((el) => el.textContent?.includes('Added to cart'));
      if (!toaster || !toastEl) return null;
      const r = toastEl.getBoundingClientRect();
      if (r.width === 0) return null;
      return {
        y: toaster.getAttribute('data-y-position'),
        x: toaster.getAttribute('data-x-position'),
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
    }, undefined, { timeout: 30_000 });
    const seen = (await handle.jsonValue())!;
    expect(seen.y).toBe('top');
    expect(seen.x).toBe('right');
    const { box, viewport } = seen;
    expect(box.y + box.height / 2).toBeLessThan(viewport.height / 2);
    // Its centre is in the right half (on a phone sonner spans the width) and it hugs the right edge.
    expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2 - 1);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 48);
  });

  test("a card's Add to Cart says 'Adding…' while its call runs, then 'Added', before any toast can come", async ({ page }) => {
    await signInFresh(page);
    await page.goto('/productsList');
    const button = (await liveInStockCard(page)).getByRole('button', { name: /^Add .* to cart$/ });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/cart/add-cart', async (route) => {
      await held;
      await route.continue();
    });
    // The toaster is downloaded at the first toast: seconds on a slow phone, while the button,
    // back at 'Add to Cart', looked like a tap that did nothing and was tapped again.
    await page.route(/\/_astro\/Toaster\.[\w-]+\.js$/, () => {});
    await button.click();
    await expect(button).toHaveText('Adding…');
    await expect(button).toBeDisabled();
    release();
    await expect(button).toHaveText('Added');
    await expect(button).toBeEnabled();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(button).toHaveText('Add to Cart', { timeout: 10_000 });
  });

  test('a guest opening /cart is sent to /login, which remembers the cart', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  });

  test("an empty cart says 'Your cart is empty' with a way back to the shop and no summary", async ({ page }) => {
    await signInFresh(page);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/productsList');
    await expect(page.getByTestId('order-summary')).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('lists product, price, quantity and subtotal, and the summary adds 240 + 240 − 40', async ({ page }) => {
    await signInFresh(page);
    const [a, b] = await stockedProducts(page.request, 2);
    await addToCartByApi(page, a._id, 2);
    await addToCartByApi(page, b._id, 1);
    const lines = await cartLines(page);
    const subtotal = lines.reduce((sum, line) => sum + paise(line.price) * line.quantity, 0);

    await page.goto('/cart');
    const table = page.getByRole('table', { name: 'Items in your cart' });
    for (const header of ['Product', 'Price', 'Quantity', 'Subtotal']) {
      await expect(table.getByRole('columnheader', { name: header })).toHaveCount(1);
    }
    const rowA = page.getByTestId('cart-line').filter({ hasText: a.name });
    const lineA = lines.find((l) => l.productId === a._id)!;
    await expect(rowA.getByTestId('line-price')).toHaveText(rupees(lineA.price));
    await expect(rowA.getByTestId('line-quantity')).toHaveText('2');
    await expect(rowA.getByTestId('line-subtotal')).toHaveText(rupees((paise(lineA.price) * 2) / 100));
    await expectSummary(page, subtotal);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(page.getByRole('link', { name: 'Continue to Checkout' })).toHaveAttribute('href', '/shippingDetails');
    // The coupon box of the specification: an input and an Apply button that changes nothing.
    await page.getByLabel('Coupon code').fill('DIWALI');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectSummary(page, subtotal);
  });

  test('+ and − change a quantity, − at 1 removes the line, Remove and Clear empty the cart', async ({ page }) => {
    await signInFresh(page);
    const [a, b, c] = await stockedProducts(page.request, 3);
    await addToCartByApi(page, a._id, 1);
    await addToCartByApi(page, b._id, 1);
    await addToCartByApi(page, c._id, 1);
    const price = new Map((await cartLines(page)).map((l) => [l.productId, paise(l.price)]));

    await page.goto('/cart');
    const rowA = page.getByTestId('cart-line').filter({ hasText: a.name });
    // By keyboard: the pressed button keeps the focus while its line is locked and after.
    const plusA = rowA.getByRole('button', { name: `Increase quantity of ${a.name}` });
    await plusA.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Cart updated')).toBeVisible();
    await expect(plusA).toBeFocused();
    await expect(rowA.getByTestId('line-quantity')).toHaveText('2');
    await expect(rowA.getByTestId('line-subtotal')).toHaveText(rupees((price.get(a._id)! * 2) / 100));
    await expectSummary(page, price.get(a._id)! * 2 + price.get(b._id)! + price.get(c._id)!);
    await expect(page.getByTestId('cart-badge')).toHaveText('4');

    await rowA.getByRole('button', { name: `Decrease quantity of ${a.name}` }).click();
    await expect(rowA.getByTestId('line-quantity')).toHaveText('1');

    // From 1, the minus button removes the line.
    const rowB = page.getByTestId('cart-line').filter({ hasText: b.name });
    await rowB.getByRole('button', { name: `Remove ${b.name} (quantity 1)` }).click();
    await expect(toast(page, 'Item removed from cart')).toBeVisible();
    await expect(rowB).toHaveCount(0);
    await expectSummary(page, price.get(a._id)! + price.get(c._id)!);

    // The removed line keeps its place, saying so: nothing under the shopper's finger moves up
    // when the server answers (on a slow network, long after her press). Every layout shift is
    // counted, whatever the input before it: on the phone the lines and buttons below jumped (0.2).
    await expect(page.getByTestId('cart-line-gone').filter({ hasText: b.name })).toContainText('Removed');
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift' });
    });
    const rowC = page.getByTestId('cart-line').filter({ hasText: c.name });
    await rowC.getByRole('button', { name: `Remove ${c.name} from cart` }).click();
    await expect(rowC).toHaveCount(0);
    await expect(page.getByTestId('cart-line-gone').filter({ hasText: c.name })).toContainText('Removed');
    await expectSummary(page, price.get(a._id)!);
    // A total's figures narrowing in the summary moves them by a hair (0.00003), nothing more.
    const shifted = await page.evaluate(async () => {
      // The observer hears of a frame's shifts after it: two frames on.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0);
    });
    expect(shifted, 'the layout shifted as the line left').toBeLessThan(0.001);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    // The removed line took its button with it: focus goes on from its Undo, in its place.
    const undoC = page.getByRole('button', { name: `Undo removing ${c.name}` });
    await expect(undoC).toBeFocused();
    // Undo puts it back, in the same place and with the quantity it had; focus goes on from its Remove.
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Added to cart')).toBeVisible();
    const lines = page.getByTestId(/^cart-line/);
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(2)).toHaveAttribute('data-testid', 'cart-line');
    await expect(lines.nth(2)).toContainText(c.name);
    await expect(lines.nth(2).getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expectSummary(page, price.get(a._id)! + price.get(c._id)!);
    await expect(lines.nth(2).getByRole('button', { name: `Remove ${c.name} from cart` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-line-gone').filter({ hasText: c.name })).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // Clear asks first: Keep it keeps the cart (nothing is sent) and gives focus back.
    const clearButton = page.getByRole('button', { name: 'Clear Shopping Cart' });
    let clears = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/cart/clear-cart')) clears += 1;
    });
    await clearButton.click();
    const confirm = page.getByRole('dialog', { name: 'Empty your cart?' });
    // One item is "the item", not "all 1 item".
    await expect(confirm).toContainText('The item will be taken out of your cart.');
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(clearButton).toBeFocused();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    expect(clears).toBe(0);
    expect(await cartLines(page)).toHaveLength(1);

    await clearButton.click();
    await confirm.getByRole('button', { name: 'Empty cart' }).click();
    await expect(toast(page, 'Cart cleared')).toBeVisible();
    await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty');
    await expect(page.getByTestId('cart-empty')).toBeFocused();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    expect(await cartLines(page)).toEqual([]);
  });

  test('offline, a failed + still says why (the toaster cannot be downloaded then), and the line is unchanged', async ({ page }) => {
    await signInFresh(page);
    const [a] = await stockedProducts(page.request, 1);
    await addToCartByApi(page, a._id, 1);
    await page.goto('/cart');
    await islandLive(page, 'CartView');
    const row = page.getByTestId('cart-line').filter({ hasText: a.name });
    const plus = row.getByRole('button', { name: `Increase quantity of ${a.name}` });
    // The shopper reaches for the page (its behaviour downloads), then the network goes.
    await plus.focus();
    await page.waitForLoadState('networkidle');
    // Routing turns the browser's cache off: offline, nothing more downloads, the toaster included.
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.context().setOffline(true);
    await plus.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to update cart: Network error' })).toBeVisible();
    await expect(row.getByTestId('line-quantity')).toHaveText('1');
    expect(await violations(page)).toEqual([]);
    await page.context().setOffline(false);
    await page.unrouteAll();
  });

  test("a tab still showing a line removed in another: its + says 'Cart item not found' and the tab shows the cart the server has", async ({ page, context }) => {
    await signInFresh(page);
    const [a, b] = await stockedProducts(page.request, 2);
    await addToCartByApi(page, a._id, 1);
    await addToCartByApi(page, b._id, 2);
    await page.goto('/cart');
    await islandLive(page, 'CartView');
    const rowA = page.getByTestId('cart-line').filter({ hasText: a.name });
    await expect(rowA.getByTestId('line-quantity')).toHaveText('1');

    // A second tab removes that line.
    const other = await context.newPage();
    await other.goto('/cart');
    const otherRowA = other.getByTestId('cart-line').filter({ hasText: a.name });
    await otherRowA.getByRole('button', { name: `Remove ${a.name} from cart` }).click();
    await expect(otherRowA).toHaveCount(0);
    await other.close();

    // This tab still shows it; its + is refused, and the stale line goes.
    await rowA.getByRole('button', { name: `Increase quantity of ${a.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Cart item not found')).toBeVisible();
    await expect(rowA).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    // The pressed button went with its line: focus goes on from the line's Undo, in its place.
    await expect(page.getByRole('button', { name: `Undo removing ${a.name}` })).toBeFocused();
  });

  test("a line's steppers are locked while its call runs", async ({ page }) => {
    await signInFresh(page);
    const [a] = await stockedProducts(page.request, 1);
    await addToCartByApi(page, a._id, 1);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/cart/update-cart/**', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/cart');
    const row = page.getByTestId('cart-line').filter({ hasText: a.name });
    const plus = row.getByRole('button', { name: `Increase quantity of ${a.name}` });
    const minus = row.getByRole('button', { name: `Remove ${a.name} (quantity 1)` });
    await plus.click();
    await expect(plus).toBeDisabled();
    await expect(minus).toBeDisabled();
    await expect(row.getByRole('button', { name: `Remove ${a.name} from cart` })).toBeDisabled();
    release();
    await expect(row.getByTestId('line-quantity')).toHaveText('2');
    // Unlocked again, and working: the next + goes through.
    await plus.click();
    await expect(row.getByTestId('line-quantity')).toHaveText('3');
    expect((await cartLines(page)).find((l) => l.productId === a._id)?.quantity).toBe(3);
  });

  test("a + refused because another shopper bought the rest shows the server's stock message and changes nothing", async ({ page, browser }) => {
    // This test's own product (no other test buys it): Ker Sangri Pickle (desktop), Green Chilli Pickle (phone).
    const productId = ownProduct(test.info(), { desktop: 'p-ker-sangri-pickle', phone: 'p-hirvi-mirchi-lonche' });
    await signInFresh(page);
    const product = await productNow(page.request, productId);
    expect(product.stock_quantity, 'the product has at least two left').toBeGreaterThanOrEqual(2);
    await addToCart(page.request, productId, 1);
    await page.goto('/cart');
    await islandLive(page, 'CartView');
    const row = page.getByTestId('cart-line').filter({ hasText: product.name });
    await expect(row.getByTestId('line-quantity')).toHaveText('1');

    // Meanwhile a second shopper buys all but the last one.
    const other = await secondShopper(browser);
    await buyAs(other.request, productId, product.stock_quantity - 1);
    await other.close();
    expect((await productNow(page.request, productId)).stock_quantity).toBe(1);

    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update-cart/') && r.request().method() === 'PATCH');
    await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    expect((await answer).status()).toBe(409);
    // The server's own message (src/server/routes/cart.ts, stockMessage).
    await expect(toast(page, `Only 1 left in stock for ${product.name}.`)).toBeVisible();
    await expect(row.getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect((await cartLines(page)).map((l) => [l.productId, l.quantity])).toEqual([[productId, 1]]);
    expect((await productNow(page.request, productId)).stock_quantity).toBe(1);
  });
});
