import { expect, test, type APIRequestContext } from '@playwright/test';
import { IMAGE_WIDTHS } from '../src/shared/images';
import { pictureChoice } from './support/pictures';
import { rupees } from './support/formats';

type ApiProduct = { _id: string; name: string; price: number; mrp: number; discount: number; inStock: boolean; rating: number; reviews: number };
type ProductList = { products: ApiProduct[]; pagination: { total: number; totalPages: number } };
type ApiCategory = { _id: string; name: string; slug: string };

async function apiProducts(request: APIRequestContext, params: Record<string, string | number | boolean>): Promise<ProductList> {
  const response = await request.get('/api/v1/products', { params });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

async function apiCategories(request: APIRequestContext, status = 'active'): Promise<ApiCategory[]> {
  const response = await request.get('/api/v1/categories', { params: { page: 1, limit: 100, status } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.categories;
}

test.describe('the product listing', () => {
  test('shows 9 products a page with numbered page buttons that page through the catalogue', async ({ page, request }) => {
    const all = await apiProducts(request, { page: 1, limit: 9 });
    expect(all.pagination.totalPages).toBeGreaterThan(1);
    await page.goto('/productsList');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(9);
    await expect(cards.first().getByTestId('product-card-link')).toHaveText(all.products[0]!.name);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(all.pagination.totalPages, 7));
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/productsList\?page=2$/);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = await apiProducts(request, { page: 2, limit: 9 });
    await expect(page.getByTestId('product-card').first().getByTestId('product-card-link')).toHaveText(second.products[0]!.name);
  });

  test('ticking a category filters the grid, shows a removable chip and keeps the filter in the URL', async ({
    page,
    request,
  }) => {
    const [spices] = (await apiCategories(request)).filter((c) => c.slug === 'spices');
    expect(spices).toBeDefined();
    const expected = await apiProducts(request, { category: 'spices', page: 1, limit: 9 });
    await page.goto('/productsList');
    await page.getByRole('checkbox', { name: spices!.name }).check();
    await expect(page).toHaveURL(/category=spices/);
    await expect(page.getByTestId('results-count')).toHaveText(
      `Showing 1–${Math.min(9, expected.pagination.total)} of ${expected.pagination.total} products`,
    );
    await expect(page.getByTestId('product-card-link')).toHaveText(expected.products.map((p) => p.name));
    await expect(page.getByRole('checkbox', { name: spices!.name })).toBeChecked();

    // The filtered page survives a reload: its state is the URL.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: spices!.name })).toBeChecked();
    const chip = page.getByRole('link', { name: `Remove filter: ${spices!.name}` });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\/productsList$/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    await expect(page.getByTestId('product-card')).toHaveCount(9);
  });

  test('two categories show exactly the products of both, page by page', async ({ page, request }) => {
    // Spices and Papads: no test buys or restocks these, so the lists hold still while this test reads them.
    const first = await apiProducts(request, { category: 'spices,papads', page: 1, limit: 9 });
    const all = await apiProducts(request, { category: 'spices,papads', page: 1, limit: 100 });
    expect(all.pagination.total).toBeGreaterThan(9);
    await page.goto('/productsList?category=spices&category=papads');
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: 'Spices' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Papads' })).toBeChecked();
    await expect(page.getByTestId('results-count')).toHaveText(`Showing 1–9 of ${all.pagination.total} products`);
    const names = page.getByTestId('product-card').getByTestId('product-card-link');
    await expect(names).toHaveText(first.products.map((p) => p.name));
    const onFirst = await names.allTextContents();
    if (test.info().project.name === 'desktop') {
      // Down the grid the filter card sticks under the header: with its chips it is taller than the
      // screen, so it scrolls on its own rather than leave its foot (Out of Stock) below the screen.
      await page.evaluate(() => window.scrollTo(0, 600));
      const card = (await page.getByTestId('filters').boundingBox())!;
      expect(card.y + card.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await page.getByRole('checkbox', { name: 'Out of Stock' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('checkbox', { name: 'Out of Stock' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    }

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(names).toHaveCount(all.pagination.total - 9);
    const onSecond = await names.allTextContents();
    expect([...onFirst, ...onSecond].sort()).toEqual(all.products.map((p) => p.name).sort());
  });

  test('In Stock and Out of Stock narrow the list by availability; both together show every product', async ({ page, request }) => {
    // A short phone (the 375 × 812 project's screen is taller than many), where a box is more often at its foot.
    if (test.info().project.name === 'phone') await page.setViewportSize({ width: 375, height: 667 });
    // Spices and Papads, which no test buys out or restocks, so the stock states hold still.
    const names = page.getByTestId('product-card').getByTestId('product-card-link');
    const outOfStock = await apiProducts(request, { category: 'spices,papads', inStock: false, page: 1, limit: 9 });
    expect(outOfStock.pagination.total).toBeGreaterThan(0);
    await page.goto('/productsList?category=spices&category=papads');
    const outBox = page.getByRole('checkbox', { name: 'Out of Stock' });
    // Ticked at the screen's bottom edge: the note under its row then has no room below it.
    await outBox.evaluate((box) => box.scrollIntoView({ block: 'end' }));
    const before = (await outBox.boundingBox())!.y;
    await outBox.check();
    await expect(page).toHaveURL(/availability=out-of-stock/);
    // The next page puts the shopper back at the box she ticked, focused, not at the page's top.
    await expect(outBox).toBeFocused();
    // What the tick did is said in the box's row, in view (the count above the grid is a screen down
    // on a phone), and read as the box's description; its name stays its own.
    const outCount = outOfStock.pagination.total;
    const note = outCount === 1 ? '1 product matches' : `${outCount} products match`;
    const noteLine = page.getByTestId('filters').getByText(note);
    await expect(noteLine).toBeInViewport({ ratio: 1 });
    await expect(outBox).toBeInViewport({ ratio: 1 });
    // The box rose by about the room its note needs below it (on a desktop the filter card, which
    // scrolls on its own, ends a few pixels above the screen's foot), not more.
    const [boxNow, noteNow] = [(await outBox.boundingBox())!, (await noteLine.boundingBox())!];
    const rose = before - boxNow.y;
    expect(rose).toBeGreaterThanOrEqual(-2);
    expect(rose).toBeLessThanOrEqual(noteNow.y + noteNow.height - (boxNow.y + boxNow.height) + 16);
    await expect(outBox).toHaveAccessibleDescription(note);
    await expect(outBox).toHaveAccessibleName('Out of Stock');
    await expect(names).toHaveText(outOfStock.products.map((p) => p.name));
    for (const card of await page.getByTestId('product-card').all()) await expect(card).toContainText('Out of Stock');
    await expect(page.getByTestId('filter-chip')).toHaveText(['Spices', 'Papads', 'Out of Stock']);

    await page.getByRole('checkbox', { name: 'In Stock' }).check();
    await expect(page).toHaveURL(
      /availability=out-of-stock&availability=in-stock|availability=in-stock&availability=out-of-stock/,
    );
    const both = await apiProducts(request, { category: 'spices,papads', page: 1, limit: 9 });
    await expect(page.getByTestId('results-count')).toHaveText(`Showing 1–9 of ${both.pagination.total} products`);
    await expect(names).toHaveText(both.products.map((p) => p.name));

    await page.getByRole('checkbox', { name: 'Out of Stock' }).uncheck();
    await expect(page).not.toHaveURL(/out-of-stock/);
    const inStock = await apiProducts(request, { category: 'spices,papads', inStock: true, page: 1, limit: 9 });
    expect(inStock.pagination.total + outOfStock.pagination.total).toBe(both.pagination.total);
    await expect(names).toHaveText(inStock.products.map((p) => p.name));
    for (const card of await page.getByTestId('product-card').all()) await expect(card).not.toContainText('Out of Stock');
  });

  test("'clear all' removes every applied filter", async ({ page }) => {
    await page.goto('/productsList?category=spices&category=sweets&availability=in-stock&page=1');
    await expect(page.getByTestId('filter-chip')).toHaveCount(3);
    await page.getByRole('link', { name: 'clear all' }).click();
    await expect(page).toHaveURL(/\/productsList$/);
    await expect(page.getByTestId('applied-filters')).toHaveCount(0);
    for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  });

  test("filters that match nothing say 'No products found for selected filters.'", async ({ page }) => {
    await page.goto('/productsList?category=no-such-thing');
    await expect(page.getByText('No products found for selected filters.')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });

  test('the category list scrolls once it is taller than 320px', async ({ page }) => {
    await page.goto('/productsList');
    const list = page.getByTestId('category-filter-list');
    await expect(list).toHaveCSS('max-height', '320px');
    await expect(list).toHaveCSS('overflow-y', 'auto');
    await expect(list.getByRole('checkbox').first()).toBeVisible();
  });

  test('a skeleton of 6 placeholders stands in for the grid while the next page loads', async ({ page }) => {
    await page.goto('/productsList');
    const skeleton = page.getByTestId('product-skeleton');
    await expect(skeleton).toBeHidden();
    // Keep the page from leaving, so what it shows while the next page loads stays in view.
    await page.evaluate(() => {
      window.addEventListener('click', (event) => event.preventDefault());
      window.addEventListener('submit', (event) => event.preventDefault());
    });
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByTestId('skeleton-card')).toHaveCount(6);
    await expect(page.getByTestId('product-grid')).toBeHidden();
    await expect(page).toHaveURL(/\/productsList$/);
  });

  test('ticking a filter box shows the skeleton while the filtered page loads', async ({ page }) => {
    await page.goto('/productsList');
    await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault()));
    await page.getByRole('checkbox', { name: 'In Stock' }).check();
    await expect(page.getByTestId('product-skeleton').getByTestId('skeleton-card')).toHaveCount(6);
    await expect(page.getByTestId('product-skeleton')).toBeVisible();
    await expect(page.getByTestId('product-grid')).toBeHidden();
  });

  test('the server sends product names and prices in the HTML', async ({ request }) => {
    const { products } = await apiProducts(request, { page: 1, limit: 9 });
    const html = await (await request.get('/productsList')).text();
    for (const product of products) {
      expect(html).toContain(product.name.split(/[&'"<>]/)[0]!);
      // `price` is what the shopper pays (docs/decisions/012).
      expect(html).toContain(rupees(product.price));
    }
  });
});

test.describe('the product listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters through the form and pages through links', async ({ page, request }) => {
    const expected = await apiProducts(request, { category: 'sweets', page: 1, limit: 9 });
    await page.goto('/productsList');
    await page.getByRole('checkbox', { name: 'Sweets' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/productsList\?category=sweets$/);
    await expect(page.getByTestId('product-card-link')).toHaveText(expected.products.map((p) => p.name));
    await page.getByRole('link', { name: 'Remove filter: Sweets' }).click();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/productsList\?page=2$/);
    await expect(page.getByTestId('product-card')).toHaveCount(9);
  });
});

test.describe('the product cards', () => {
  test("show image, name, description, the product's real rating and review count, price and add-to-cart", async ({
    page,
    request,
  }) => {
    const { products } = await apiProducts(request, { page: 1, limit: 9 });
    const first = products[0]!;
    await page.goto('/productsList');
    const card = page.getByTestId('product-card').first();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('srcset', /320w.*640w.*960w/);
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '640');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(card.getByRole('link', { name: first.name })).toHaveAttribute('href', `/product/${first._id}`);
    await expect(card).not.toContainText('24,200');
    // Each card of the page says its own product's reviews (docs/decisions/015).
    const cards = page.getByTestId('product-card');
    for (const [i, p] of products.entries()) {
      const rating = cards.nth(i).getByTestId('product-card-rating');
      if (p.reviews > 0) {
        await expect(rating).toContainText(`(${p.reviews} ${p.reviews === 1 ? 'review' : 'reviews'})`);
        await expect(rating.locator('.sr-only')).toHaveText(`Rated ${Math.round(p.rating * 10) / 10} out of 5`);
      } else {
        await expect(rating).toHaveText('No reviews yet');
      }
    }
    await expect(card.getByTestId('product-card-price')).toHaveText(rupees(first.price));
    await expect(card.getByRole('button', { name: `Add ${first.name} to cart` })).toBeVisible();
  });

  // One test a page: a browser reuses a larger file it already holds, so each page starts fresh.
  // A phone's first row (2 cards) loads at once, the first picture ahead of the rest.
  for (const [path, eager] of [['/category/spices', 2], ['/products?search=masala', 2], ['/productsList', 0], ['/', 0]] as const) {
    test(`on ${path}, each card image takes the smallest file sharp at its width, and ${eager ? "a phone's first row loads at once" : 'all load when scrolled near'}`, async ({ page }) => {
      // The file a browser picks from the product widths follows the card's `sizes`; when that is right
      // it is the smallest one at least as wide as the image's device pixels (the largest past 960).
      await page.goto(path);
      const images = page.getByTestId('product-card').locator('img');
      for (const [i, image] of (await images.all()).slice(0, 4).entries()) {
        await expect(image).toHaveAttribute('loading', i < eager ? 'eager' : 'lazy');
        if (i === 0 && eager) await expect(image).toHaveAttribute('fetchpriority', 'high');
        else expect(await image.getAttribute('fetchpriority')).toBeNull();
        const { file, width, dpr } = await pictureChoice(image);
        // ±2 px: the sizes' calc() and the laid-out width may round apart.
        const wanted = [width - 2, width + 2].map((w) => IMAGE_WIDTHS.product.find((c) => c >= w * dpr) ?? IMAGE_WIDTHS.product.at(-1));
        expect(wanted, `card ${i + 1} is ${width}px at ${dpr}x and took the ${file}w file`).toContain(file);
      }
    });
  }

  test("with the browser's text set larger, a phone's grid is one column and each picture still takes a file sharp at its width @phone-only", async ({ page }) => {
    // The shopper's own text size (Chrome's font size setting 'Large', 20 px): rem and the em of
    // media queries and `sizes` grow alike, as they do not when a page's CSS sets the html font size.
    const browserSettings = await page.context().newCDPSession(page);
    await browserSettings.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
    await page.goto('/category/spices');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    const cards = page.getByTestId('product-card');
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y, 'the second card is under the first').toBeGreaterThanOrEqual(first.y + first.height);
    for (const [i, image] of (await cards.locator('img').all()).slice(0, 2).entries()) {
      const { file, width, dpr } = await pictureChoice(image);
      const wanted = [width - 2, width + 2].map((w) => IMAGE_WIDTHS.product.find((c) => c >= w * dpr) ?? IMAGE_WIDTHS.product.at(-1));
      expect(wanted, `card ${i + 1} is ${width}px at ${dpr}x and took the ${file}w file`).toContain(file);
    }
  });

  test("say 'No reviews yet' on a product nobody has reviewed, and the average and count on one with reviews", async ({ page, request }) => {
    const { products } = await apiProducts(request, { page: 1, limit: 100 });
    const unreviewed = products.find((p) => p.reviews === 0)!;
    const reviewed = products.find((p) => p.reviews > 1)!;
    expect(unreviewed && reviewed).toBeTruthy();
    const seen = { unreviewed: false, reviewed: false };
    for (let n = 1; n <= 10 && !(seen.unreviewed && seen.reviewed); n++) {
      await page.goto(`/productsList?page=${n}`);
      const card = (p: ApiProduct) => page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: p.name, exact: true }) });
      if ((await card(unreviewed).count()) > 0) {
        await expect(card(unreviewed).getByTestId('product-card-rating')).toHaveText('No reviews yet');
        seen.unreviewed = true;
      }
      if ((await card(reviewed).count()) > 0) {
        await expect(card(reviewed).getByTestId('product-card-rating')).toContainText(`(${reviewed.reviews} reviews)`);
        seen.reviewed = true;
      }
    }
    expect(seen).toEqual({ unreviewed: true, reviewed: true });
  });

  test("show '-N%' only on discounted products", async ({ page, request }) => {
    const { products } = await apiProducts(request, { page: 1, limit: 100 });
    const discounted = products.find((p) => p.discount > 0)!;
    const plain = products.find((p) => p.discount === 0)!;
    // Walk the pages until both products have been seen.
    const seen = { discounted: false, plain: false };
    for (let n = 1; n <= 10 && !(seen.discounted && seen.plain); n++) {
      await page.goto(`/productsList?page=${n}`);
      const discountedCard = page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('link', { name: discounted.name, exact: true }) });
      if ((await discountedCard.count()) > 0) {
        await expect(discountedCard.getByTestId('discount-badge')).toHaveText(`-${Math.round(discounted.discount)}%`);
        seen.discounted = true;
      }
      const plainCard = page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('link', { name: plain.name, exact: true }) });
      if ((await plainCard.count()) > 0) {
        await expect(plainCard.getByTestId('discount-badge')).toHaveCount(0);
        seen.plain = true;
      }
    }
    expect(seen).toEqual({ discounted: true, plain: true });
  });

  test("a guest's add-to-cart goes to the sign-in page, which will bring them back", async ({ page }) => {
    await page.goto('/productsList?page=2');
    const card = page
      .getByTestId('product-card')
      .filter({ hasNot: page.getByText('Out of stock') })
      .first();
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: /^Add .* to cart$/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2FproductsList%3Fpage%3D2$/);
  });
});

test.describe('the category page', () => {
  test('rebuilds its title from the slug and lists that category only', async ({ page, request }) => {
    const expected = await apiProducts(request, { category: 'masala-blends', page: 1, limit: 9 });
    const response = await page.goto('/category/masala-blends');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masala Blends');
    await expect(page.getByTestId('product-card-link')).toHaveText(expected.products.map((p) => p.name));
  });

  test("an unknown slug answers 404 with 'No such category: {name}'", async ({ page }) => {
    const response = await page.goto('/category/moon-cheese');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such category: Moon Cheese');
  });

  // A page past the last is sent to the last page (e2e/listing-past-the-end.spec.ts); the empty
  // state, "No products found in {name}.", is met on a new category (e2e/admin-catalogue.spec.ts).
  test('a category page past the last is sent to the last page, with products', async ({ page, request }) => {
    const { pagination } = await apiProducts(request, { category: 'pickles', page: 1, limit: 1 });
    const asked = await page.request.get(`/category/pickles?page=${pagination.total + 1}`, { maxRedirects: 0 });
    expect(asked.status()).toBe(302);
    await page.goto(`/category/pickles?page=${pagination.total + 1}`);
    await expect(page).toHaveURL(/\/category\/pickles(\?page=\d+)?$/);
    await expect(page.locator('[data-testid="product-card-link"]').first()).toBeVisible();
  });

  test('its products are in the HTML the server sends', async ({ request }) => {
    const { products } = await apiProducts(request, { category: 'pickles', page: 1, limit: 9 });
    const html = await (await request.get('/category/pickles')).text();
    for (const product of products) expect(html).toContain(product.name.split(/[&'"<>]/)[0]!);
  });
});

test.describe('the search results page', () => {
  test('/products?search=… lists the matching products, rendered on the server', async ({ request }) => {
    const { products, pagination } = await apiProducts(request, { search: 'masala', page: 1, limit: 9 });
    expect(pagination.total).toBeGreaterThan(0);
    const response = await request.get('/products?search=masala');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Results for “masala”');
    for (const product of products) expect(html).toContain(product.name.split(/[&'"<>]/)[0]!);
  });

  test("a search that matches nothing says 'No products found.'", async ({ page }) => {
    await page.goto('/products?search=qqqzzzxxy');
    await expect(page.getByText('No products found.')).toBeVisible();
  });
});

test.describe("the 'All Categories' menu", () => {
  test('lists every active category, linking to its page, and refreshes from the category store @desktop-only', async ({ page, request }) => {
    const categories = await apiCategories(request);
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/v1/categories') asked.push(url);
    });
    await page.goto('/productsList');
    const menu = page.getByTestId('categories-menu');
    await menu.getByText('All Categories').click();
    for (const category of categories) {
      await expect(menu.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/category/${encodeURIComponent(category.name.trim().toLowerCase().replace(/\s+/g, '-'))}`,
      );
    }
    // Opening it hydrates the list, which asks the cached store: page 1, limit 100, active.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ page: '1', limit: '100', status: 'active' });
    await menu.getByRole('link', { name: categories[1]!.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categories[1]!.name);
  });

  test('lists the categories in the phone menu too @phone-only', async ({ page, request }) => {
    const categories = await apiCategories(request);
    await page.goto('/productsList');
    await page.locator('summary[aria-label="Menu"]').click();
    const menu = page.getByTestId('categories-menu-mobile');
    await menu.getByText('All Categories').click();
    await expect(menu.getByRole('link', { name: categories[0]!.name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(categories.length + 1);
  });
});

test.describe("the 'All Categories' menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test('still lists the categories as links @desktop-only', async ({ page, request }) => {
    const categories = await apiCategories(request);
    await page.goto('/products?search=tea');
    const menu = page.getByTestId('categories-menu');
    await menu.getByText('All Categories').click();
    await expect(menu.getByRole('link')).toHaveText(['All products', ...categories.map((c) => c.name)]);
  });
});
