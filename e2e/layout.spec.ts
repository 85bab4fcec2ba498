import { expect, test } from '@playwright/test';

test.describe('the shared layout', () => {
  test('the header shows the logo, links, categories, search, cart and sign-in buttons @desktop-only', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutUs');
    await expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    await expect(nav.getByText('All Categories')).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '/cart');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  });

  test('on a phone the header keeps logo, search and cart in view and the rest in the menu @phone-only', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home/i })).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My Cart' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('with the text at 200% on a phone, the header wraps: the cart stays on screen and the page does not scroll sideways @phone-only', async ({ page }) => {
    for (const path of ['/', '/faq']) {
      await page.goto(path);
      // A shopper who reads with large text: every rem-sized thing doubles (the page's own widths included).
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const header = page.getByRole('banner');
      const width = page.viewportSize()!.width;
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      for (const name of ['My Cart', 'Menu']) {
        const control = name === 'Menu' ? header.locator('summary[aria-label="Menu"]') : header.getByRole('link', { name });
        await expect(control).toBeInViewport({ ratio: 1 });
        const box = (await control.boundingBox())!;
        expect(box.x, `${name} on ${path}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} on ${path}`).toBeLessThanOrEqual(width);
      }
      const logo = header.getByRole('link', { name: /home/i });
      expect((await logo.boundingBox())!.x + (await logo.boundingBox())!.width).toBeLessThanOrEqual(width);
      // The menu opens below the row, however tall the large text made it, not over it.
      await header.locator('summary[aria-label="Menu"]').click();
      const menu = header.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      const row = (await header.getByRole('link', { name: 'My Cart' }).boundingBox())!;
      expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(row.y + row.height);
      await expect(menu.getByRole('link', { name: 'Sign In' })).toBeInViewport();
      await page.keyboard.press('Escape');
    }
  });

  test('the All Categories dropdown opens, and closes on Escape and on a click outside @desktop-only', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('categories-menu');
    await menu.getByText('All Categories').click();
    await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'All products' })).toBeHidden();
    await menu.getByText('All Categories').click();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(menu.getByRole('link', { name: 'All products' })).toBeHidden();
  });

  test('the mobile menu opens with the same items and closes again @phone-only', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('summary[aria-label="Menu"]');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutUs');
    await expect(mobileNav.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    await expect(mobileNav.getByText('All Categories')).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    // The specification links Sign Up to /register here and to /signup in the desktop header.
    await expect(mobileNav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await toggle.click();
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
  });

  test('the footer links to About Us, Policies, Help and FAQ, and four social pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['About Us', '/aboutUs'],
      ['Policies', '/policies'],
      ['Help', '/help'],
      ['FAQ', '/faq'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the cart badge is hidden while the cart is empty', async ({ page }) => {
    await page.goto('/');
    const cart = page.getByRole('banner').getByRole('link', { name: /My Cart/ });
    await expect(cart).toBeVisible();
    // Wait for the header's cart script to run, then check that no badge is drawn at 0.
    await expect(page.getByRole('banner').locator('a[data-cart-button][data-live]')).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect(cart).toHaveAccessibleName('My Cart');
  });

  test('an unknown address shows the 404 page with a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a keyboard user can skip straight to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });
});
