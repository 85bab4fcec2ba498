import { expect, test, type Page } from '@playwright/test';
import { islandLive } from './support/shoppers';

/** CSP violations show up in the console; a page that hydrates under its policy logs none. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

async function metaPolicy(page: Page): Promise<string> {
  const meta = page.locator('meta[http-equiv="content-security-policy"]');
  if ((await meta.count()) === 0) return '';
  return (await meta.first().getAttribute('content')) ?? '';
}

test.describe('security headers and the content security policy', () => {
  // The first requests of a fresh server migrate and seed its database: be patient on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a rendered page sends the headers, and its policy allows no inline script without a hash', async ({ page, request }) => {
    const listed = await request.get('/api/v1/products', { params: { limit: 1, inStock: true } });
    expect(listed.status()).toBe(200);
    const product = (await listed.json()).data.products[0];
    const violations = watchCsp(page);
    const response = await page.goto(`/product/${product._id}`);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Rendered pages get Astro's hashed policy as a header, prerendered ones as a <meta>.
    const policy = headers['content-security-policy'] + ';' + (await metaPolicy(page));
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The islands still come alive under the policy: the add-to-cart button works (a guest is sent to sign in).
    await islandLive(page, 'ProductPurchase');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product._id}`)}`);
    expect(violations).toEqual([]);
  });

  test('a prerendered page carries the same script policy and hydrates without violations', async ({ page }) => {
    const violations = watchCsp(page);
    // The FAQ is built once into a file (the home page is rendered on request since decision 063).
    await page.goto('/faq');
    const policy = await metaPolicy(page);
    expect(policy).toMatch(/script-src 'self'[^;]*'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    // The header search hydrates when reached for, and then works.
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.focus();
    await expect
      .poll(() => box.evaluate((input) => input.closest('astro-island')?.hasAttribute('ssr') === false))
      .toBe(true);
    await box.fill('masala');
    await expect(page.getByTestId('search-result').filter({ visible: true }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('API answers carry their own strict policy', async ({ request }) => {
    const res = await request.get('/api/v1/health');
    expect(res.headers()['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'|frame-ancestors 'none'.*default-src 'none'/);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });
});
