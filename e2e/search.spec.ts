import { expect, test, type Page, type Request } from '@playwright/test';
import { signInFresh } from './support/shoppers';

/** Every product search the page sends from now on. */
function watchSearches(page: Page): { requests: { url: URL; at: number }[] } {
  const seen = { requests: [] as { url: URL; at: number }[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products' && url.searchParams.has('search')) seen.requests.push({ url, at: Date.now() });
  });
  return seen;
}

/** The header's search box at this width (the other one is hidden). */
const searchbox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
const results = (page: Page) => page.getByTestId('search-results').filter({ visible: true });

/** Loads a page, focuses the header search and waits for its island to be live. */
async function openShop(page: Page, path = '/productsList') {
  await page.goto(path);
  await searchIslandsLive(page);
}

/**
 * The search island hydrates on the first focus or touch inside it (client:interaction): focus the
 * visible box, then wait until its island is live, so typing reaches React's handlers.
 */
async function searchIslandsLive(page: Page) {
  await searchbox(page).focus();
  await expect
    .poll(() =>
      searchbox(page).evaluate((input) => {
        const island = input.closest('astro-island');
        return island !== null && !island.hasAttribute('ssr');
      }),
    )
    .toBe(true);
}

test.describe('the header search island', () => {
  test('loads nothing until the shopper reaches for it, and keeps what was typed meanwhile', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const seen = watchSearches(page);
    await page.goto('/aboutUs');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /SearchBox|client\./.test(path))).toEqual([]);
    // Typed at once: the first key both hydrates the island and counts.
    await searchbox(page).pressSequentially('masala', { delay: 20 });
    await expect(results(page)).toBeVisible();
    expect(scripts.some((path) => /SearchBox/.test(path))).toBe(true);
    await expect.poll(() => seen.requests.at(-1)?.url.searchParams.get('search')).toBe('masala');
  });
});

test.describe('the header search box', () => {
  test('asks nothing for fewer than 2 characters after trimming', async ({ page }) => {
    // The page's clock is ours: the 300 ms pause passes at once, when we say so.
    await page.clock.install();
    const seen = watchSearches(page);
    await openShop(page);
    await searchbox(page).fill(' m  ');
    await page.clock.runFor(1000); // well past the pause: a search would have been asked by now
    await expect(results(page)).toHaveCount(0);
    // Two characters do ask: the one search seen is that one, so ' m  ' asked nothing.
    await searchbox(page).fill('ma');
    await page.clock.runFor(400);
    await expect(results(page).getByTestId('search-result').first()).toBeVisible();
    expect(seen.requests.map((r) => r.url.searchParams.get('search'))).toEqual(['ma']);
  });

  test('waits for a 300 ms pause after the last keystroke, then asks once for page 1 with limit 6', async ({ page }) => {
    // Time the last keystroke and the search call inside the page, on one clock.
    await page.addInitScript(() => {
      const marks = { lastInput: 0, searches: [] as number[] };
      (window as unknown as { __marks: typeof marks }).__marks = marks;
      document.addEventListener('input', () => (marks.lastInput = performance.now()), true);
      const original = window.fetch;
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof Request ? input.url : String(input);
        if (url.includes('/products') && url.includes('search=')) marks.searches.push(performance.now());
        return original(input, init);
      };
    });
    const seen = watchSearches(page);
    await openShop(page);
    // Six keystrokes in quick succession (typed in the page, so a busy test machine cannot space them out).
    await searchbox(page).evaluate((input: HTMLInputElement) => {
      for (const text of ['m', 'ma', 'mas', 'masa', 'masal', 'masala']) {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await expect(results(page).getByTestId('search-result').first()).toBeVisible();
    expect(seen.requests).toHaveLength(1);
    expect(Object.fromEntries(seen.requests[0]!.url.searchParams)).toMatchObject({ search: 'masala', page: '1', limit: '6' });
    const marks = await page.evaluate(() => (window as unknown as { __marks: { lastInput: number; searches: number[] } }).__marks);
    expect(marks.searches).toHaveLength(1);
    expect(marks.searches[0]! - marks.lastInput).toBeGreaterThanOrEqual(299);
  });

  test("shows at most 6 products under 'Search results', each with image, name, price and Add", async ({ page, request }) => {
    const res = await request.get('/api/v1/products', { params: { search: 'ma', page: 1, limit: 6 } });
    expect(res.status()).toBe(200);
    const api = (await res.json()).data;
    expect(api.pagination.total).toBeGreaterThan(6);
    await openShop(page);
    await searchbox(page).fill('ma');
    const panel = results(page);
    await expect(panel.getByRole('heading', { name: 'Search results' })).toBeVisible();
    const rows = panel.getByTestId('search-result');
    await expect(rows).toHaveCount(6);
    const first = api.products[0];
    const price = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(first.price); // what the shopper pays (docs/decisions/012)
    await expect(rows.first().getByRole('link', { name: first.name })).toHaveAttribute('href', `/product/${first._id}`);
    await expect(rows.first()).toContainText(price);
    await expect(rows.first().locator('img')).toHaveAttribute('src', first.image_url);
    await expect(rows.first().getByRole('button', { name: `Add ${first.name} to cart` })).toHaveText('Add');
  });

  test("says 'Searching...' while it waits and 'No products found.' when nothing matches", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/products\?.*search=/, async (route) => {
      await held;
      await route.continue();
    });
    await openShop(page);
    await searchbox(page).fill('qqzzxx');
    await expect(results(page).getByText('Searching...')).toBeVisible();
    release();
    await expect(results(page).getByText('No products found.')).toBeVisible();
    await expect(results(page).getByText('Searching...')).toHaveCount(0);
  });

  test('never lets an older answer replace a newer one', async ({ page }) => {
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route(/\/api\/v1\/products\?.*search=chik(&|$)/, async (route) => {
      await firstHeld;
      await route.continue().catch(() => {});
    });
    await openShop(page);
    const firstAsked = page.waitForRequest(/\/api\/v1\/products\?.*search=chik(&|$)/);
    await searchbox(page).fill('chik');
    await expect(results(page).getByText('Searching...')).toBeVisible();
    const first = await firstAsked; // the first question is on its way
    let firstSettled = false;
    const settle = (r: Request) => {
      if (r === first) firstSettled = true;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await searchbox(page).fill('papad');
    await expect(results(page).getByTestId('search-result').first()).toContainText(/papad/i);
    releaseFirst();
    // The older question ends (answered, or aborted by the page); whatever it brought is not shown.
    await expect.poll(() => firstSettled).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const rows = results(page).getByTestId('search-result');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) await expect(row).toContainText(/papad/i);
    await expect(results(page).getByText('Searching...')).toHaveCount(0);
  });

  test("'View all results' and submitting both go to the products page for the search", async ({ page }) => {
    await openShop(page);
    await searchbox(page).fill('  chutney ');
    await results(page).getByRole('button', { name: 'View all results' }).click();
    await expect(page).toHaveURL('/products?search=chutney');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “chutney”');

    await searchIslandsLive(page);
    await searchbox(page).fill('ladoo');
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL('/products?search=ladoo');
  });

  test('on the results page the box holds the term searched for, to refine it', async ({ page }) => {
    const seen = watchSearches(page);
    await page.goto('/products?search=%20chutney%20');
    await expect(searchbox(page)).toHaveValue('chutney');
    // Both widths' boxes hold it (one is hidden at each width), in the HTML as served.
    await expect(page.getByRole('banner').locator('input[name="search"]')).toHaveCount(2);
    for (const box of await page.getByRole('banner').locator('input[name="search"]').all()) await expect(box).toHaveValue('chutney');

    // Reaching for the box is no new search: no suggestions until the shopper types.
    await searchIslandsLive(page);
    await expect(results(page)).toHaveCount(0);
    expect(seen.requests).toEqual([]);
    await searchbox(page).press('End');
    await searchbox(page).pressSequentially(' mango');
    await expect(results(page)).toBeVisible();
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL('/products?search=chutney%20mango');
    await expect(searchbox(page)).toHaveValue('chutney mango');

    // Each search its own term (the page is kept by its whole address), shown as text, never as markup.
    await page.goto('/products?search=chutney');
    await expect(searchbox(page)).toHaveValue('chutney');
    await page.goto(`/products?search=${encodeURIComponent('<b>ladoo</b>')}`);
    await expect(searchbox(page)).toHaveValue('<b>ladoo</b>');
    await expect(page.getByRole('banner').locator('b')).toHaveCount(0);
    // Any other page starts empty.
    await page.goto('/productsList?search=chutney');
    await expect(searchbox(page)).toHaveValue('');
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    await openShop(page);
    await searchbox(page).fill('masala');
    await expect(results(page)).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(results(page)).toHaveCount(0);
  });

  test('the arrow keys move through the results and Escape closes them', async ({ page }) => {
    await openShop(page);
    await searchbox(page).fill('masala');
    const links = results(page).getByTestId('search-result').getByRole('link');
    await expect(links.first()).toBeVisible();
    await searchbox(page).press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(results(page)).toHaveCount(0);
    await expect(searchbox(page)).toBeFocused();
  });

  test("a guest's Add goes to sign in, remembering the page", async ({ page }) => {
    await openShop(page, '/productsList?page=2');
    await searchbox(page).fill('masala');
    await results(page)
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/productsList?page=2')}`);
  });

  test("a signed-in shopper's Add puts the product in the server's cart and says 'Added'", async ({ page }) => {
    await signInFresh(page);
    await openShop(page);
    await searchbox(page).fill('papad');
    const first = results(page).getByTestId('search-result').first();
    const name = (await first.getByRole('link').textContent())!.trim();
    const productId = decodeURIComponent((await first.getByRole('link').getAttribute('href'))!.replace('/product/', ''));
    await first.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(page.getByText('Added', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    // Focus stays on the button just pressed, and the list stays open for the next product.
    await expect(first.getByRole('button', { name: `Add ${name} to cart` })).toBeFocused();
    await expect(first).toBeVisible();
    const cart = await page.request.get('/api/v1/cart');
    expect(cart.status()).toBe(200);
    expect((await cart.json()).data.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([[productId, 1]]);
  });

  test("an Add the server refuses (the product is out of stock) says 'Failed' and adds nothing", async ({ page }) => {
    // Konkan Kokum is out of stock in the demo catalogue, and no test restocks it.
    await signInFresh(page);
    await openShop(page);
    await searchbox(page).fill('kokum');
    const add = results(page).getByRole('button', { name: 'Add Konkan Kokum (Amsul) to cart' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart/add-cart'));
    await add.click();
    const response = await answer;
    expect(response.status()).toBe(409);
    expect((await response.json()).message).toBe('Sorry, Konkan Kokum (Amsul) is out of stock.');
    await expect(page.getByText('Failed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    const cart = await page.request.get('/api/v1/cart');
    expect(cart.status()).toBe(200);
    expect((await cart.json()).data.items).toEqual([]);
  });
});

test.describe('the header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain form that goes to the products page', async ({ page }) => {
    await page.goto('/aboutUs');
    await searchbox(page).fill('pickle');
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL('/products?search=pickle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “pickle”');
  });
});
