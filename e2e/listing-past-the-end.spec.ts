import { expect, test } from '@playwright/test';

// A shop's listing asked for a page past its last one (an old bookmark, products sold out since):
// the last page, with its filters, never "Showing 883–58 of 58 products" over an empty grid.
test('a listing page past the last goes to the last page, its filters kept', async ({ page }) => {
  await page.goto('/productsList?availability=in-stock&page=99');
  await expect(page).toHaveURL(/\/productsList\?availability=in-stock(&page=\d+)?$/);
  const count = await page.getByTestId('results-count').textContent();
  const shown = /^Showing (\d+)–(\d+) of (\d+) products$/.exec(count ?? '');
  expect(shown, `the count reads "${count}"`).not.toBeNull();
  expect(Number(shown![2]), 'the last page ends with the last product').toBe(Number(shown![3]));
  expect(Number(shown![1])).toBeLessThanOrEqual(Number(shown![2]));
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/category/spices?page=99');
  await expect(page).toHaveURL(/\/category\/spices(\?page=\d+)?$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/products?search=masala&page=99');
  await expect(page).toHaveURL(/\/products\?search=masala(&page=\d+)?$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
