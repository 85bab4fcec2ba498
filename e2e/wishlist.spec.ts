import { expect as baseExpect, test, type Page } from '@playwright/test';
import { islandLive, signInFresh, toast } from './support/shoppers';

// The wishlist (issue 7; SPEC.md sections 2, 8 and 9): add from the product page, list, remove one, clear all.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

type ApiProduct = { _id: string; name: string; inStock: boolean };

async function products(page: Page, count: number): Promise<ApiProduct[]> {
  const body = await (await page.request.get('/api/v1/products', { params: { page: 1, limit: count, sort: 'bestseller' } })).json();
  return body.data.products;
}

async function wishByApi(page: Page, productId: string): Promise<void> {
  expect((await page.request.post('/api/v1/wishlist/add', { data: { productId } })).ok()).toBe(true);
}

const item = (page: Page, name: string) => page.getByTestId('wishlist-item').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('the wishlist', () => {
  test("the product page's Wishlist button adds the product, which the wishlist page then lists", async ({ page }) => {
    await signInFresh(page);
    const [product] = await products(page, 1);
    await page.goto(`/product/${product!._id}`);
    await islandLive(page, 'ProductPurchase');
    await page.getByRole('button', { name: /Wishlist/ }).click();
    await expect(toast(page, 'Added to wishlist')).toBeVisible();

    await page.goto('/account/wishlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wish listed');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
    await expect(item(page, product!.name)).toBeVisible();
    await expect(item(page, product!.name).getByRole('link', { name: product!.name })).toHaveAttribute('href', `/product/${product!._id}`);
  });

  test('each product shows its rating and review count, defaulting to 4 stars and a dash', async ({ page }) => {
    await signInFresh(page);
    const [product] = await products(page, 1);
    await wishByApi(page, product!._id);
    // A backend that sends neither rating nor reviews (SPEC.md section 9: rating 4, reviews '-').
    await page.route('**/api/v1/wishlist', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const p of body.data.products) {
        delete p.rating;
        delete p.ratings;
        delete p.stars;
        delete p.reviews;
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto('/account/wishlist');
    const row = item(page, product!.name);
    await expect(row.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(row.getByTestId('wishlist-reviews')).toHaveText('Reviews: (-)');
  });

  test('removing one product keeps the others; clearing empties the list', async ({ page }) => {
    await signInFresh(page);
    const [a, b, c] = await products(page, 3);
    for (const p of [a!, b!, c!]) await wishByApi(page, p._id);
    await page.goto('/account/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(3);

    await item(page, b!.name).getByRole('button', { name: `Remove ${b!.name} from wishlist` }).click();
    await expect(toast(page, 'Removed from wishlist')).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expect(item(page, b!.name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(toast(page, 'Wishlist cleared')).toBeVisible();
    await expect(page.getByTestId('wishlist-empty')).toHaveText('Your wishlist is empty');
    const left = (await (await page.request.get('/api/v1/wishlist')).json()).data.products;
    expect(left).toEqual([]);
  });

  test("a failed removal says 'Failed to remove.' and keeps the product", async ({ page }) => {
    await signInFresh(page);
    const [a] = await products(page, 1);
    await wishByApi(page, a!._id);
    await page.route('**/api/v1/wishlist/delete', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, success: false, errors: [] }) }),
    );
    await page.goto('/account/wishlist');
    await item(page, a!.name).getByRole('button', { name: `Remove ${a!.name} from wishlist` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to remove.' })).toBeVisible();
    await expect(toast(page, 'Remove from wishlist failed')).toBeVisible();
    await expect(item(page, a!.name)).toBeVisible();
  });

  test('a guest opening the wishlist is sent to /login, which remembers it', async ({ page }) => {
    await page.goto('/account/wishlist');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fwishlist$/);
  });
});
