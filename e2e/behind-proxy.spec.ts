import { expect as baseExpect, test, type Page } from '@playwright/test';
import { productNow, DELIVERY } from './support/shop';
import { pngOf } from './support/png';
import { islandLive, newShopper, signInFresh, toast } from './support/shoppers';

// The shop as operators run it (issue 19, decision 072): a real nginx terminates https, serves
// dist/client itself from the config the build generates, and forwards the rest to the e2e server
// (TRUST_PROXY=loopback). Project `behind-proxy`: baseURL is nginx's https address
// (scripts/e2e-proxy.mjs). Every state change a shopper makes goes through it here, bodiless and
// multipart ones included, which a proxy in front of an origin check that trusts nothing breaks.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The Node server itself, as the desktop and phone projects reach it. */
const NODE_URL = `http://localhost:${Number(process.env.E2E_PORT) || 4322}`;

/** Products no other journey owns (e2e/support/shop.ts ownProduct): buying and cancelling here moves nobody's stock test. */
const PRODUCTS = ['p-methi-khakhra', 'p-bikaneri-bhujia'] as const;

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];
/** nginx's own ETag ("mtime-size" in hex); the Node server's (sirv) is weak, W/"…": proof of who sent a file. */
const NGINX_ETAG = /^"[0-9a-f]+-[0-9a-f]+"$/;

async function addFromProductPage(page: Page, productId: string, badge: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await islandLive(page, 'ProductPurchase');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText(badge);
}

test.describe('behind nginx over https', () => {
  test('a static page gets from nginx the headers Node gives it, hashed assets are cached for a year, precompressed', async ({ request, playwright }) => {
    const node = await playwright.request.newContext({ baseURL: NODE_URL });
    // Pages built into files (the home page is rendered on request since decision 063: below).
    for (const path of ['/faq', '/terms', '/login/']) {
      const [proxied, direct] = await Promise.all([request.get(path), node.get(path)]);
      expect(proxied.status(), path).toBe(200);
      expect(direct.status(), path).toBe(200);
      expect(proxied.headers().etag, `${path} is served by nginx itself`).toMatch(NGINX_ETAG);
      for (const name of [...SECURITY_HEADERS, 'cache-control']) {
        expect(proxied.headers()[name], `${name} of ${path}`).toBe(direct.headers()[name]);
      }
      expect(proxied.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(proxied.headers()['content-type']).toBe('text/html; charset=utf-8');
    }

    const html = await (await request.get('/faq')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 4)) {
      const [proxied, direct] = await Promise.all([request.get(asset), node.get(asset)]);
      expect(proxied.status(), asset).toBe(200);
      expect(proxied.headers().etag, `${asset} is served by nginx itself`).toMatch(NGINX_ETAG);
      expect(proxied.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      for (const name of SECURITY_HEADERS) expect(proxied.headers()[name], `${name} of ${asset}`).toBe(direct.headers()[name]);
    }
    // The build's precompressed copies: Brotli when nginx has Debian's module (.ci/run installs it), else gzip.
    const big = await Promise.all(assets.map(async (asset) => ({ asset, size: (await (await node.get(asset, { headers: { 'accept-encoding': 'identity' } })).body()).length })));
    const largest = big.sort((a, b) => b.size - a.size)[0]!;
    expect(largest.size, 'an asset big enough to have been precompressed').toBeGreaterThan(1024);
    const encoded = await request.get(largest.asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(encoded.headers()['content-encoding']);
    const gzipped = await request.get(largest.asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers().vary).toMatch(/accept-encoding/i);

    // A rendered page and the API come from Node through nginx, with Node's own headers.
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers().etag ?? '', '/ comes from Node').not.toMatch(NGINX_ETAG);
    expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const rendered = await request.get(`/product/${PRODUCTS[0]}`);
    expect(rendered.status()).toBe(200);
    expect(rendered.headers()['x-frame-options']).toBe('DENY');
    expect(rendered.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Another website's request is still refused, with the API's JSON envelope.
    const forged = await request.post('/api/v1/users/logout', { headers: { origin: 'https://evil.example' } });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ statusCode: 403, message: 'This request came from another website and was refused. Please use the shop itself.', success: false, errors: [] });
    await node.dispose();
  });

  test('a shopper signs up, changes the avatar, logs out and signs in again', async ({ page }) => {
    const shopper = newShopper('Asha Patil');
    await page.goto('/signup');
    expect(page.url()).toMatch(/^https:\/\//);
    await islandLive(page, 'SignupForm');
    await page.getByLabel('Full name').fill(shopper.fullName);
    await page.getByLabel('Username').fill(shopper.userName);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registered! Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    const sessionCookies = (await page.context().cookies()).filter((cookie) => cookie.httpOnly);
    expect(sessionCookies.length).toBeGreaterThan(0);
    for (const cookie of sessionCookies) expect(cookie, cookie.name).toMatchObject({ secure: true, sameSite: 'Lax' });

    // The avatar: a multipart PATCH through nginx.
    await islandLive(page, 'ProfileView');
    const form = page.getByRole('form', { name: 'Profile photo' });
    await form.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOf(64, [30, 140, 90]) });
    await form.getByRole('button', { name: 'Update photo' }).click();
    await expect(toast(page, 'Avatar updated')).toBeVisible();
    const photo = form.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /\/api\/v1\/files\/avatars\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Logout: a bodiless POST.
    await islandLive(page, 'LogoutButton');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(toast(page, 'Logged out')).toBeVisible();
    expect((await page.request.get('/api/v1/users/current-user')).status()).toBe(401);

    await islandLive(page, 'LoginForm');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    const me = await page.request.get('/api/v1/users/current-user');
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({ email: shopper.email, avatar: expect.stringMatching(/\/api\/v1\/files\/avatars\//) });
  });

  test('a shopper adds to the cart, removes a line, clears it, checks out and cancels the order', async ({ page }) => {
    await signInFresh(page, 'Kavita Deshmukh');
    const [first, second] = await Promise.all(PRODUCTS.map((id) => productNow(page.request, id)));
    await addFromProductPage(page, first!._id, '1');
    await addFromProductPage(page, second!._id, '2');

    await page.goto('/cart');
    const secondRow = page.getByTestId('cart-line').filter({ hasText: second!.name });
    await secondRow.getByRole('button', { name: `Remove ${second!.name} from cart` }).click();
    await expect(secondRow).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByRole('button', { name: 'Clear Shopping Cart' }).click();
    await page.getByRole('dialog', { name: 'Empty your cart?' }).getByRole('button', { name: 'Empty cart' }).click();
    await expect(toast(page, 'Cart cleared')).toBeVisible();
    await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty');
    expect((await (await page.request.get('/api/v1/cart')).json()).data.items).toEqual([]);

    await addFromProductPage(page, first!._id, '1');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/shippingDetails$/);
    const address = page.getByRole('form', { name: 'Delivery address' });
    await address.getByLabel('Full name').fill(DELIVERY.name);
    await address.getByLabel('Phone number').fill(DELIVERY.phoneNumber);
    await address.getByLabel('Address line 1').fill(DELIVERY.address);
    await address.getByLabel('Pincode').fill(DELIVERY.zipCode);
    await address.getByLabel('State').selectOption(DELIVERY.state);
    await address.getByLabel('Country').selectOption(DELIVERY.country);
    await address.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
    await expect(toast(page, 'Order placed')).toBeVisible();
    const orderNumber = (await page.getByTestId('placed-order-number').textContent())!.trim();
    expect((await productNow(page.request, first!._id)).stock_quantity).toBe(first!.stock_quantity - 1);

    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await page.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
    await page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` }).getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, 'Order cancelled')).toBeVisible();
    const orders = (await (await page.request.get('/api/v1/orders/get-all')).json()).data.orders;
    expect(orders).toMatchObject([{ orderNumber, status: 'cancelled' }]);
    expect((await productNow(page.request, first!._id)).stock_quantity).toBe(first!.stock_quantity);
  });
});
