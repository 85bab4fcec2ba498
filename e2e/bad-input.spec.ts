import { expect, test } from '@playwright/test';
import fc from 'fast-check';

// Hostile addresses against the real built server (the API suite covers the Hono app alone):
// the Node server in front of Astro must answer them the shop's way, never with a 5xx.

const PAGES = ['/', '/products', '/productsList', '/category/spices', '/product/p-malvani-masala', '/faq', '/cart', '/no-such-page'];
const API = ['/api/v1/products', '/api/v1/products/p-malvani-masala', '/api/v1/categories', '/api/v1/cart', '/api/v1/users/login', '/api/v1/no-such-route'];
const BROKEN = ['%E0%A4%A', '%', '%zz', '%E0%A4', '%C0%AF', '%ED%A0%80', '%%32'];

test.describe('bad input in the address @desktop-only', () => {
  test('a search longer than 100 characters shows the results page with a readable message and a 400', async ({ page }) => {
    const response = await page.goto(`/products?search=${'masala '.repeat(20)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for');
    await expect(page.getByRole('alert')).toHaveText('Your search is too long. Please search with at most 100 characters.');
    // The header's search box keeps the next try within the limit.
    await expect(page.locator('input[name="search"]').first()).toHaveAttribute('maxlength', '100');
  });

  test('broken percent-encoding gets the JSON envelope from the API and the 400 page from pages, never a 5xx', async ({ request }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES, ...API), fc.constantFrom(...BROKEN), fc.boolean(), async (path, broken, inPath) => {
        // Never '//…': Playwright would read it as another host.
        const url = inPath ? `${path.replace(/\/$/, '')}/${broken}` : `${path}?search=${broken}&q=${broken}`;
        const res = await request.get(url, { maxRedirects: 0 });
        const label = `GET ${url} -> ${res.status()}`;
        expect(res.status(), label).toBe(400);
        if (path.startsWith('/api/')) {
          expect(res.headers()['content-type'], label).toMatch(/^application\/json/);
          expect(await res.json(), label).toEqual({ statusCode: 400, message: expect.stringMatching(/not valid/), success: false, errors: [] });
        } else {
          expect(res.headers()['content-type'], label).toMatch(/^text\/html/);
          expect(await res.text(), label).toContain('This link is not valid');
        }
      }),
      { numRuns: 40 },
    );
  });

  test("the 400 page is the shop's own page, with its header and a way back", async ({ page }) => {
    const response = await page.goto('/products?search=%E0%A4%A');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
