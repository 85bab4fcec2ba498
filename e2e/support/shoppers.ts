import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// What many specs need: a fresh shopper of their own (tests run side by side on one server, so
// they never share an account), signed in through the API; and waiting for an island or a toast.

export type Shopper = { fullName: string; userName: string; email: string; password: string };

/** A new shopper with unique user name and email; the first name also names the account. */
export function newShopper(fullName = 'Meera Joshi'): Shopper {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const handle = `${fullName.split(' ')[0]!.toLowerCase()}${id}`;
  return { fullName, userName: handle, email: `${handle}@example.test`, password: 'secret123' };
}

/** Registers the shopper through the API (201 expected). */
export async function register(request: APIRequestContext, shopper = newShopper()): Promise<Shopper> {
  expect((await request.post('/api/v1/users/register', { data: shopper })).status()).toBe(201);
  return shopper;
}

/** The demo shopper the test database is seeded with (npm run db:seed -- --demo-accounts): an order in every status. */
export const DEMO_SHOPPER = { email: 'demo@handcrafted.test', password: 'demo1234' };

/** The demo admin of the same seed: the back-office's specs act as the shop's staff. */
export const DEMO_ADMIN = { email: 'admin@handcrafted.test', password: 'admin1234' };

type Credentials = Pick<Shopper, 'email' | 'password'>;

/** Signs in through this request context (200 expected); it keeps the session cookies. */
export async function logIn(request: APIRequestContext, { email, password }: Credentials): Promise<void> {
  const response = await request.post('/api/v1/users/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** Signs the shopper in; page.request shares its cookies with the page. */
export async function signIn(page: Page, shopper: Credentials): Promise<void> {
  await logIn(page.request, shopper);
}

/** Registers a new shopper and signs them in. */
export async function signInFresh(page: Page, fullName?: string): Promise<Shopper> {
  const shopper = await register(page.request, newShopper(fullName));
  await signIn(page, shopper);
  return shopper;
}

/**
 * Waits until the island of this component has hydrated. A shopper's pointer reaches it first (a
 * `pointerover`), as it would before a click: islands that hydrate on interaction (the header
 * search, the product page's gallery and buttons) wait for that; the others ignore it.
 */
export async function islandLive(page: Page, component: string) {
  await page.locator(`astro-island[component-url*="${component}"]`).first().dispatchEvent('pointerover');
  await page.waitForFunction((name) => {
    const island = document.querySelector(`astro-island[component-url*="${name}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);
}

/** The toast with this text. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A browser context of its own, at the test's width, signed in as the demo admin. */
export async function adminContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport });
  await logIn(context.request, DEMO_ADMIN);
  return { page: await context.newPage(), request: context.request, close: () => context.close() };
}
