import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { addToCart, DELIVERY, ownProduct, placeOrder, type ApiOrder } from './support/shop';
import { adminContext, DEMO_ADMIN, islandLive, logIn, signInFresh } from './support/shoppers';

// The back-office's orders half (issue 13): who may open /admin, the dashboard, the list's filters
// in the URL, shipping an order with its tracking number, and two admins acting on one order at once.


/** A new order of one jar, placed by a new shopper of this test, moved to `processing` by the admin. */
async function processingOrder(browser: Browser, admin: APIRequestContext): Promise<ApiOrder> {
  const { order, close } = await shoppersOrder(browser);
  try {
    await staffActs(admin, order, { action: 'process' });
    return order;
  } finally {
    await close();
  }
}

/** A new order of one jar (paid online), placed by a new shopper of this test, who stays signed in in `shopper`. */
async function shoppersOrder(browser: Browser): Promise<{ order: ApiOrder; shopper: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInFresh(page, 'Kavita Deshmukh');
  // Products no other spec counts the stock of; the desktop and phone runs each take their own.
  await addToCart(context.request, ownProduct(test.info(), { desktop: 'p-pav-bhaji-masala', phone: 'p-jaggery-atta-biscuits' }), 1);
  return { order: await placeOrder(context.request), shopper: context.request, close: () => context.close() };
}

/** One of the staff's steps on an order, through the API (200 expected). */
async function staffActs(admin: APIRequestContext, order: ApiOrder, data: Record<string, string>): Promise<void> {
  const res = await admin.post(`/api/v1/admin/orders/${order._id}/actions`, { data });
  expect(res.status(), `the admin's ${data.action}`).toBe(200);
}



test.describe('who may open the back-office', () => {
  test('a guest is sent to sign in and lands back on the page they asked for', async ({ page }) => {
    await page.goto('/admin/orders?status=pending');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders%3Fstatus%3Dpending$/);
    await islandLive(page, 'LoginForm');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('pending');
  });

  test('a signed-in shopper gets the 403 page, at every back-office address', async ({ page }) => {
    test.slow(); // a sign-up and three server-rendered pages, often the first requests of the run
    await signInFresh(page, 'Anita Pawar');
    for (const path of ['/admin', '/admin/orders', '/admin/orders/anything/invoice', '/admin/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { name: "This page is for the shop's staff" })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('an order that does not exist is a 404 in the back-office, to look at and to act on', async ({ page }) => {
    await logIn(page.request, DEMO_ADMIN);
    expect((await page.goto('/admin/orders/no-such-order'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All orders' })).toBeVisible();
    const posted = await page.request.post('/admin/orders/no-such-order', { form: { action: 'process' }, headers: { origin: new URL(page.url()).origin } });
    expect(posted.status()).toBe(404);
  });

  test('an address no back-office page answers is a 404 inside the back-office, for an admin only', async ({ page }) => {
    // A guest is still sent to sign in first, and brought back to it.
    const guest = await page.request.get('/admin/no-such-page', { maxRedirects: 0 });
    expect(guest.status()).toBe(303);
    expect(guest.headers().location).toBe('/login?redirect=%2Fadmin%2Fno-such-page');

    await logIn(page.request, DEMO_ADMIN);
    for (const path of ['/admin/no-such-page', '/admin/orders/HF-0001/items', '/admin/products/new/extra']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      // The back-office's frame, not the shop's: its sections, and no cart.
      await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
      await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
      await expect(page).toHaveTitle(/^Page not found \| Back-office \| /);
    }
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Dashboard' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('robots.txt keeps crawlers out of /admin, and its pages say noindex', async ({ page, request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin\n');
    await logIn(page.request, DEMO_ADMIN);
    await page.goto('/admin');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an admin whose 15-minute access token has expired is let in, with the session renewed', async ({ page }) => {
    await logIn(page.request, DEMO_ADMIN);
    await page.context().clearCookies({ name: 'accessToken' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'accessToken')?.value, 'a new access token').toBeTruthy();
  });

  test('signing out ends the session: /admin sends to sign in again', async ({ page }) => {
    await logIn(page.request, DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  });

  test('signing out after the 15-minute access token expired ends the session too', async ({ page }) => {
    await logIn(page.request, DEMO_ADMIN);
    await page.goto('/admin');
    const refreshToken = (await page.context().cookies()).find((c) => c.name === 'refreshToken')!.value;
    // Idle for a quarter of an hour: the browser has dropped the access token, the page is still open.
    await page.context().clearCookies({ name: 'accessToken' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const left = (await page.context().cookies()).filter((c) => ['accessToken', 'refreshToken'].includes(c.name));
    expect(left, 'no session cookie is left').toEqual([]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    // The refresh token the admin held is no good any more either.
    const renewed = await page.request.post('/api/v1/users/refresh-token', { headers: { cookie: `refreshToken=${refreshToken}` } });
    expect(renewed.status()).toBe(401);
  });
});

test.describe('running orders', () => {
  test('the admin sees the dashboard and follows a waiting status to the filtered list', async ({ page }) => {
    await logIn(page.request, DEMO_ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders waiting' })).toBeVisible();
    await expect(page.getByText('Last 7 days')).toBeVisible();
    // The e2e shop has never been backed up (its own BACKUP_DIR, emptied at start): the dashboard warns.
    // Worded for staff, who cannot run a command; the command is passed on to whoever runs the server.
    await expect(page.getByTestId('backup-status')).toHaveText(
      "No backup of the shop's orders and products has been taken yet. Ask whoever runs the shop's server to set up daily backups.",
    );
    await expect(page.getByTestId('backup-operator')).toHaveText('For them: Run npm run backup, or set BACKUP_EVERY.');
    await expect(page.getByText(/₹[\d,]+\.\d{2}/).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('waiting-processing').click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
    await expect(page.getByLabel('Status')).toHaveValue('processing');
    expect(await violations(page)).toEqual([]);
  });

  test("a coordinator opens To pack from the dashboard: what to gather and each order's slip; she ticks what she packed and marks it processing", async ({ page, browser }) => {
    const first = await shoppersOrder(browser);
    const second = await shoppersOrder(browser);
    await Promise.all([first.close(), second.close()]);
    const [order, other] = [first.order, second.order];
    await logIn(page.request, DEMO_ADMIN);
    // The page holds the oldest 100: these orders, the newest, are on it while the e2e shop has no more waiting.
    const waiting = (await (await page.request.get('/api/v1/admin/orders/to-pack')).json()).data.total;
    expect(waiting, 'orders waiting to be packed in the e2e shop').toBeLessThanOrEqual(100);
    await page.goto('/admin');
    await page.getByTestId('to-pack-link').click();
    await expect(page).toHaveURL(/\/admin\/orders\/to-pack$/);
    await expect(page.getByRole('heading', { level: 1, name: 'To pack' })).toBeVisible();
    await expect(page.getByTestId('to-pack-count')).toHaveText(/^\d+ orders placed and not packed yet/);
    const [item] = order.items;
    const slip = page.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(slip).toContainText(`1 × ${item!.name}`);
    await expect(slip.locator('address')).toContainText(`Phone ${DELIVERY.phoneNumber}`);
    await expect(slip.getByTestId('slip-payment')).toHaveText('Paid online: collect nothing');
    await expect(page.getByTestId('gather-line').filter({ hasText: item!.name })).toHaveText(/× \d+\s*in \d+ orders?/);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Nothing ticked: said, nothing changed.
    const mark = page.getByRole('button', { name: 'Mark processing' });
    await mark.click();
    await expect(page.getByTestId('action-problem')).toHaveText('Tick the orders you have packed, then press Mark processing.');
    // Both ticked, but another member of staff packs the second meanwhile: the first is marked, the second is named.
    await slip.getByRole('checkbox', { name: `Packed (order ${order.orderNumber})` }).check();
    await page.getByRole('checkbox', { name: `Packed (order ${other.orderNumber})` }).check();
    await staffActs(page.request, other, { action: 'process' });
    await mark.click();
    await expect(page.getByTestId('action-notice')).toHaveText('Order marked processing.');
    await expect(page.getByTestId('action-problem')).toHaveText(`Not marked: ${other.orderNumber}: This order is being processed, so it cannot be marked processing.`);
    await expect(slip).toHaveCount(0);
    const packed = await (await page.request.get(`/api/v1/admin/orders/${order._id}`)).json();
    expect(packed.data.status).toBe('processing');
    expect(await violations(page)).toEqual([]);
  });

  test("a coordinator leaves a note on an order for the other staff; the shopper never sees it", async ({ page, browser }) => {
    const { order, shopper, close } = await shoppersOrder(browser);
    await logIn(page.request, DEMO_ADMIN);
    await page.goto(`/admin/orders/${order._id}`);
    const note = page.getByLabel('Add a note for the staff');
    // Empty: said under the field, nothing kept.
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAccessibleDescription(/^Only the staff see it.*Note is required\.$/);
    await note.fill('Asked for delivery after 5 pm. Landmark: the temple gate.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('action-notice')).toHaveText('Note added.');
    await expect(page.getByTestId('staff-notes').getByRole('listitem')).toHaveText([/^Asked for delivery after 5 pm\. Landmark: the temple gate\..*, Shop Admin$/]);
    await expect(note).toHaveValue('');
    expect(await violations(page)).toEqual([]);
    // Her own order's page says nothing of it.
    const hers = await shopper.get(`/api/v1/orders/${order._id}`);
    expect(await hers.text()).not.toContain('temple gate');
    await close();
  });

  test('the list filters by status through the URL, and a filter that matches nothing says so', async ({ page }) => {
    await logIn(page.request, DEMO_ADMIN);
    await page.goto('/admin/orders?status=delivered');
    const statuses = page.locator(':is(table, ul):visible [data-testid="admin-order-status"]');
    await expect(statuses.first()).toBeVisible();
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Delivered']));

    await page.getByLabel('Search').fill('no-such-shopper-anywhere');
    await page.getByRole('button', { name: 'Show orders' }).click();
    // The form's empty fields are left out of the address.
    await expect(page).toHaveURL(/\/admin\/orders\?status=delivered&q=no-such-shopper-anywhere$/);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test('the admin opens an order, ships it with a carrier and tracking number, and sees the event', async ({ page, browser }) => {
    test.slow(); // a shopper's order set up through the API, six pages and two axe runs
    await logIn(page.request, DEMO_ADMIN);
    const order = await processingOrder(browser, page.request);
    await page.goto(`/admin/orders?q=${order.orderNumber}`);
    await page.getByRole('link', { name: order.orderNumber }).locator('visible=true').click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Staff on a phone call the shopper with a tap: the delivery phone dials.
    await expect(page.getByRole('link', { name: DELIVERY.phoneNumber })).toHaveAttribute('href', `tel:${DELIVERY.phoneNumber}`);
    // Tapped on a phone too: a 24 px target (WCAG 2.5.8), not the 16 px line of the address's small text.
    expect((await page.getByRole('link', { name: DELIVERY.phoneNumber }).boundingBox())!.height).toBeGreaterThanOrEqual(24);
    // The shopper's email and phone, one under the other, are targets a thumb can tell apart: 24 px
    // tall at least (WCAG 2.5.8); they were 16 px lines of small text, 20 px apart.
    const contacts = page.getByRole('region', { name: 'Shopper' }).locator('p > a');
    // Her name first, to her account (decision 184), then her email.
    await expect(contacts.first()).toHaveAttribute('href', /^\/admin\/customers\//);
    await expect(contacts.nth(1)).toHaveAttribute('href', /^mailto:/);
    for (const link of await contacts.all()) expect((await link.boundingBox())!.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24);

    // Only what the state machine allows from processing: ship or cancel.
    await expect(page.locator('form[data-action]')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

    // Empty fields: the server's messages under them, nothing changes. Pressed at 200 % zoom of a
    // 1280 × 720 screen (640 × 360), the way back to a field from the keyboard brings it on screen
    // with its label (it stopped at the screen's top, its label cut off above it).
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 640, height: 360 });
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByTestId('action-problem')).toBeVisible();
    await expect(page.getByLabel('Carrier')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('form[data-action="ship"] .admin-outcome')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Tracking number')).toBeFocused();
    await expect(page.locator('label', { hasText: 'Tracking number' })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(size);
    await expect(page.getByTestId('admin-order-status').first()).toHaveText('Processing');

    await page.getByLabel('Carrier').fill('India Post');
    await page.getByLabel('Tracking number').fill('EK123456789IN');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByTestId('action-notice')).toHaveText('Order marked shipped');
    await expect(page.getByTestId('admin-order-status').first()).toHaveText('Shipped');
    await expect(page.getByTestId('tracking-number')).toHaveText('EK123456789IN');
    const events = page.getByTestId('order-events');
    await expect(events.getByText(/^Shipped by /)).toBeVisible();
    await expect(events.getByText('India Post, tracking number EK123456789IN')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    // The page starts at what was done (the next Tab goes on from there), and says it once: the
    // notice's ?done= leaves the address, so a reload or a step back does not say it again.
    await expect(page.locator('.admin-outcome')).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/admin/orders/${order._id}`) && url.search === '');
    await page.reload();
    await expect(page.getByTestId('admin-order-status').first()).toHaveText('Shipped');
    await expect(page.getByTestId('action-notice')).toHaveCount(0);

    await page.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(`Order ${order.orderNumber}`);
    await expect(page.getByRole('article')).toContainText('GSTIN');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a cancelled order offers no invoice; its invoice address says it was cancelled and refunded, not a bill', async ({ page, browser }) => {
    test.slow(); // a shopper's order set up through the API, three pages and an axe run
    await logIn(page.request, DEMO_ADMIN);
    const { order, close } = await shoppersOrder(browser);
    await close();
    await staffActs(page.request, order, { action: 'cancel', reason: 'The shopper phoned to cancel.' });

    await page.goto(`/admin/orders/${order._id}`);
    await expect(page.getByTestId('admin-order-status').first()).toHaveText('Cancelled');
    await expect(page.getByRole('link', { name: /invoice/i })).toHaveCount(0);
    await expect(page.getByTestId('no-invoice')).toHaveText('No invoice: this order was cancelled before it was delivered.');

    // Opened anyway (an old link, a bookmark): the top of the page says what it is, and prints so.
    await page.goto(`/admin/orders/${order._id}/invoice`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelled order');
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toHaveCount(0);
    const mark = page.getByTestId('invoice-cancelled');
    await expect(mark).toContainText(/This order was cancelled on \d{1,2} \w+ \d{4} before it was delivered: this is not a tax invoice and not a bill for payment\./);
    // Paid online, the payment went back with the cancel.
    await expect(mark).toContainText(/The payment of ₹[\d,]+\.\d{2} was refunded on \d{1,2} \w+ \d{4}\./);
    const markTop = (await mark.boundingBox())!.y;
    expect(markTop, 'the mark is above the seller and the order').toBeLessThan((await page.getByTestId('seller-name').boundingBox())!.y);
    await page.emulateMedia({ media: 'print' });
    await expect(mark).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    expect(await violations(page)).toEqual([]);
  });

  test("a return request: the shopper's reason and what comes back are read right above Approve and Reject", async ({ page, browser }) => {
    test.slow(); // a shopper's order taken to delivery through the API, and a return asked for
    await logIn(page.request, DEMO_ADMIN);
    const { order, shopper, close } = await shoppersOrder(browser);
    try {
      await staffActs(page.request, order, { action: 'process' });
      await staffActs(page.request, order, { action: 'ship', carrier: 'India Post', trackingNumber: `EK${Date.now()}IN` });
      await staffActs(page.request, order, { action: 'deliver' });
      const reason = 'The lid was broken and the masala had spilt inside the box.';
      expect((await shopper.post(`/api/v1/orders/return-order/${order._id}`, { data: { reason } })).status(), 'the shopper asks for a return').toBe(200);
    } finally {
      await close();
    }

    await page.goto(`/admin/orders/${order._id}`);
    const request = page.getByTestId('return-request');
    await expect(request.getByRole('heading', { name: 'The shopper asks to return this order' })).toBeVisible();
    await expect(page.getByTestId('return-request-reason')).toHaveText('The lid was broken and the masala had spilt inside the box.');
    await expect(request).toContainText(`1 × ${order.items[0]!.name}`);
    // Read before deciding: the reason is above the Approve button, on the same screen as it.
    const reasonBox = (await page.getByTestId('return-request-reason').boundingBox())!;
    const approve = (await page.getByRole('button', { name: 'Approve return' }).boundingBox())!;
    const reject = (await page.getByRole('button', { name: 'Reject return' }).boundingBox())!;
    expect(reasonBox.y + reasonBox.height, 'the reason ends above Approve').toBeLessThanOrEqual(approve.y);
    expect(approve.y + approve.height - reasonBox.y, 'the reason and Approve fit one screen').toBeLessThan(page.viewportSize()!.height);
    expect(reject.y, 'Reject comes after the reason too').toBeGreaterThan(reasonBox.y);
    expect(await violations(page)).toEqual([]);

    // Reject pressed without saying why: it said "Note is required." at the top of the page, two
    // screens above, beside Approve's optional Note. It says it at the Reject form, in its words.
    const rejectForm = page.locator('form[data-action="reject-return"]');
    await rejectForm.getByRole('button', { name: 'Reject return' }).click();
    await expect(rejectForm.getByTestId('action-problem')).toHaveText('Nothing was changed. Fill in “Why the return is rejected” and press Reject return again.');
    await expect(rejectForm.locator('.admin-outcome')).toBeFocused();
    await expect(rejectForm.getByLabel('Why the return is rejected')).toHaveAttribute('aria-invalid', 'true');
    // Under the field, its message names it by its label too: it said "Note is required.".
    await expect(rejectForm.getByLabel('Why the return is rejected')).toHaveAccessibleDescription('The shopper sees this note. “Why the return is rejected” is required.');
    await expect(page.getByTestId('action-problem')).toHaveCount(1);
    await expect(page.getByTestId('return-request')).toBeVisible();
  });

  test('an approved return: the refund step says how much to send back before it is recorded', async ({ page, browser }) => {
    test.slow(); // a shopper's order taken to an approved return through the API
    await logIn(page.request, DEMO_ADMIN);
    const { order, shopper, close } = await shoppersOrder(browser);
    try {
      await staffActs(page.request, order, { action: 'process' });
      await staffActs(page.request, order, { action: 'ship', carrier: 'India Post', trackingNumber: `EK${Date.now()}IN` });
      await staffActs(page.request, order, { action: 'deliver' });
      expect((await shopper.post(`/api/v1/orders/return-order/${order._id}`, { data: { reason: 'Too salty.' } })).status()).toBe(200);
      await staffActs(page.request, order, { action: 'approve-return', note: 'Please keep the pack for pick-up.' });
    } finally {
      await close();
    }
    const total = ((await (await page.request.get(`/api/v1/admin/orders/${order._id}`)).json()) as { data: { total: number } }).data.total;
    const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(total);

    await page.goto(`/admin/orders/${order._id}`);
    // The amount showed nowhere near the button once the return was approved: one tap recorded a refund of an unknown sum.
    const note = `Refund ${amount}, the whole order. Send it to the shopper first; this records that it was sent.`;
    await expect(page.getByTestId('refund-note')).toHaveText(note);
    await expect(page.getByRole('button', { name: 'Record refund' })).toHaveAccessibleDescription(note);
    expect(await violations(page)).toEqual([]);
    // One tap marked the money as sent back: it asks first (decision 140), and unticked changes nothing.
    const refund = page.locator('form[data-action="refund"]');
    const sent = `Yes, ${amount} has been sent back to the shopper`;
    await refund.getByRole('button', { name: 'Record refund' }).click();
    const asked = refund.getByTestId('action-problem');
    await expect(asked).toHaveText(`Nothing was recorded. Tick “${sent}” and press Record refund again.`);
    await expect(refund.locator('.admin-outcome')).toBeFocused();
    await expect(refund.getByRole('checkbox', { name: sent })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('payment-status')).not.toHaveText('Refunded');
    expect(await violations(page)).toEqual([]);
    // The same order open in another tab (or on another staff member's phone) before the refund is recorded.
    const stale = await page.context().newPage();
    await stale.goto(`/admin/orders/${order._id}`);
    await refund.getByRole('checkbox', { name: sent }).check();
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(page.getByTestId('action-notice')).toHaveText('Refund recorded');
    await expect(page.getByTestId('payment-status')).toHaveText('Refunded');

    // Pressed there, box unticked: it asked at the top to tick a box that was gone. It says, where she
    // pressed, that the refund is already recorded, by whom and when.
    await stale.getByRole('button', { name: 'Record refund' }).click();
    const nextStep = stale.getByRole('region', { name: 'Next step' });
    await expect(nextStep.getByTestId('action-problem')).toHaveText(
      /^Nothing was changed: this step was already taken\. Refund recorded by .+, \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m\.$/,
    );
    await expect(nextStep.locator('.admin-outcome')).toBeFocused();
    await expect(stale.getByTestId('action-problem')).toHaveCount(1);
    await expect(stale.getByTestId('payment-status')).toHaveText('Refunded');
  });

  test('two admins ship the same order at once: exactly one succeeds, the other sees the conflict', async ({ browser }) => {
    test.slow(); // three browser contexts
    const first = await adminContext(browser);
    const second = await adminContext(browser);
    try {
      const order = await processingOrder(browser, first.request);
      for (const [admin, tracking] of [[first, 'FIRST-001'], [second, 'SECOND-002']] as const) {
        await admin.page.goto(`/admin/orders/${order._id}`);
        await admin.page.getByLabel('Carrier').fill('Delhivery');
        await admin.page.getByLabel('Tracking number').fill(tracking);
      }
      await Promise.all([first, second].map((admin) => admin.page.getByRole('button', { name: 'Mark shipped' }).click()));
      const outcome = async (page: Page) => {
        await expect(page.getByTestId('action-notice').or(page.getByTestId('action-problem'))).toBeVisible();
        return (await page.getByTestId('action-notice').count()) > 0 ? 'shipped' : ((await page.getByTestId('action-problem').textContent()) ?? '');
      };
      const outcomes = await Promise.all([outcome(first.page), outcome(second.page)]);
      expect(outcomes.filter((o) => o === 'shipped')).toHaveLength(1);
      const loser = outcomes.find((o) => o !== 'shipped')!;
      expect(loser).toMatch(/shipped/i);
      // Both now show the one shipment that won.
      for (const admin of [first, second]) {
        await expect(admin.page.getByTestId('admin-order-status').first()).toHaveText('Shipped');
        await expect(admin.page.getByTestId('order-events').getByText(/^Shipped by /)).toHaveCount(1);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
