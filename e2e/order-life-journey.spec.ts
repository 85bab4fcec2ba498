import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { latestMailTo } from './support/mail';
import { DELIVERY } from './support/shop';
import { DEMO_ADMIN, islandLive, signInFresh, toast } from './support/shoppers';
import { indianDateTime, rupees } from './support/formats';

// One order's whole life, as the two people who live it see it (issue 13, DESIGN.md section 10):
// a shopper orders cash on delivery through the storefront; the demo admin, in a browser of their
// own, runs it through the back-office's pages (not its API) from processing to a refunded return;
// the shopper's order page, the mail and the printable invoice follow every step.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** The demo admin the test database is seeded with (npm run db:seed -- --demo-accounts). */

type CatalogueProduct = { _id: string; name: string; price: number; mrp: number; inStock: boolean; stock_quantity: number };
type OrderEvent = { type: string; at: string };
type AdminOrder = {
  _id: string;
  orderNumber: string;
  createdAt: string;
  items: { name: string; price: number; mrp: number; quantity: number; subtotal: number }[];
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  total: number;
  events: OrderEvent[];
  seller: { legalName: string; address: string; gstin: string };
};

/** The demo admin's own browser context, at the project's width, not signed in yet. */
async function adminBrowser(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Presses one of the order page's action buttons and waits for the page's notice of it. */
async function act(admin: Page, button: string, notice: string): Promise<void> {
  await admin.getByRole('button', { name: button, exact: true }).click();
  await expect(admin.getByTestId('action-notice')).toHaveText(notice);
}

/** The terms and values of a definition list, as pairs. */
async function pairs(list: Locator): Promise<string[][]> {
  const terms = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return terms.map((t, i) => [t.trim(), (values[i] ?? '').trim()]);
}

test('an order cash on delivery from placing to a refunded return: the admin runs it on the back-office pages, the shopper follows every step', async ({ page, browser }) => {
  const shopper = await signInFresh(page, 'Lata Shinde');
  const tracking = `EK${Date.now()}IN`;
  const note = 'Please hand the parcel to the courier on Monday.';

  // A product sold below its MRP, so the invoice has a saving to show; two of it.
  const listed = await page.request.get('/api/v1/products', { params: { page: 1, limit: 50, inStock: true } });
  expect(listed.status(), 'GET /products').toBe(200);
  const product = ((await listed.json()).data.products as CatalogueProduct[]).filter((p) => p.stock_quantity >= 20 && p.mrp > p.price).at(-1)!;
  expect(product, 'an in-stock product below its MRP').toBeTruthy();

  let orderNumber = '';
  let orderPath = '';
  await test.step('the shopper places the order cash on delivery through the checkout', async () => {
    expect((await page.request.post('/api/v1/cart/add-cart', { data: { productId: product._id, quantity: 2 } })).status(), 'POST /cart/add-cart').toBe(200);
    expect((await page.request.post('/api/v1/address/create-address', { data: DELIVERY })).status(), 'POST /address/create-address').toBe(201);
    await page.goto('/savedAddress');
    await islandLive(page, 'SavedAddresses');
    await page.getByTestId('saved-address').first().getByRole('radio').check();
    await expect(page.getByTestId('delivery-estimate')).toHaveText('Delivery to Pune in 2-3 days.');
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed: pay on delivery');
    orderNumber = (await page.getByTestId('placed-order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^HF-\d{6}$/);
    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    orderPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByTestId('payment-status')).toHaveText('Payment pending');
    await expect(page.getByTestId('order-event')).toHaveText([/^Order placed/]);
  });

  const admin = await adminBrowser(browser);
  try {
    await test.step('the admin signs in, finds the order by its number and opens it', async () => {
      await admin.page.goto('/admin/orders');
      await expect(admin.page).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders$/);
      await islandLive(admin.page, 'LoginForm');
      await admin.page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await admin.page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      await admin.page.getByRole('button', { name: 'Sign In' }).click();
      await expect(admin.page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

      // On a phone the filters are folded until asked for.
      if (await admin.page.getByTestId('filters-summary').isVisible()) await admin.page.getByTestId('filters-summary').click();
      await admin.page.getByLabel('Search').fill(orderNumber);
      await admin.page.getByLabel('Payment').selectOption('cod');
      await admin.page.getByRole('button', { name: 'Show orders' }).click();
      await expect(admin.page).toHaveURL(new RegExp(`/admin/orders\\?paymentMethod=cod&q=${orderNumber}$`));
      const found = admin.page.getByRole('link', { name: orderNumber }).locator('visible=true');
      await expect(found).toHaveCount(1);
      await found.click();
      await expect(admin.page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
      await expect(admin.page.getByTestId('admin-order-status').first()).toHaveText('Pending');
      await expect(admin.page.getByTestId('payment-status')).toHaveText('Not paid yet');
      // The line as ordered: the price paid and the MRP of that day.
      await expect(admin.page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveText([
        `${product.name}2 × ${rupees(product.price)} (MRP ${rupees(product.mrp)})${rupees(product.price * 2)}`,
      ]);
    });

    await test.step('the admin marks it processing, then shipped with carrier and tracking number', async () => {
      await act(admin.page, 'Mark processing', 'Order marked processing');
      await expect(admin.page.getByTestId('admin-order-status').first()).toHaveText('Processing');
      await admin.page.getByLabel('Carrier').fill('India Post');
      await admin.page.getByLabel('Tracking number').fill(tracking);
      await act(admin.page, 'Mark shipped', 'Order marked shipped');
      await expect(admin.page.getByTestId('admin-order-status').first()).toHaveText('Shipped');
      await expect(admin.page.getByTestId('tracking-number')).toHaveText(tracking);
      await expect(admin.page.getByTestId('order-events').getByText(`India Post, tracking number ${tracking}`)).toBeVisible();
    });

    await test.step('the shopper sees the tracking and the shipped event; the mail names the tracking number', async () => {
      await page.reload();
      await expect(page.getByTestId('order-tracking')).toHaveText(`Shipped with India Post · Tracking number ${tracking}`);
      await expect(page.getByTestId('order-event')).toHaveText([/^Order placed/, /^Being packed/, new RegExp(`^Shipped.*With India Post, tracking number ${tracking}$`)]);
      await expect(page.getByTestId('order-progress').getByRole('listitem')).toHaveText([/Order Confirmed \(done\)/, /Shipped \(done\)/, /Out For Delivery \(not yet\)/, /Delivered \(not yet\)/]);
      await expect.poll(() => latestMailTo(shopper.email, new RegExp(`Tracking number: ${tracking}`)), { message: 'the shipped mail' }).not.toBeNull();
      const mail = latestMailTo(shopper.email, new RegExp(`Tracking number: ${tracking}`))!;
      expect(mail).toContain(`Subject: Your order ${orderNumber} is on its way`);
      expect(mail).toContain(`Your order ${orderNumber} has been shipped with India Post.`);
    });

    await test.step('the admin marks it delivered: cash on delivery, so paid', async () => {
      await act(admin.page, 'Mark delivered', 'Order marked delivered');
      await expect(admin.page.getByTestId('admin-order-status').first()).toHaveText('Delivered');
      await expect(admin.page.getByTestId('payment-status')).toHaveText('Paid');
      await expect(admin.page.getByText('Nothing is waiting on the staff for this order.')).toBeVisible();
      // Until when the shopper may ask for a return: the end of the seventh day (decision 142).
      await expect(admin.page.getByTestId('return-by')).toHaveText(/^Open until \d{1,2} \w+ \d{4}$/);
    });

    await test.step('the shopper sees it delivered and paid, and asks for a return', async () => {
      await page.reload();
      await expect(page.getByTestId('payment-status')).toHaveText('Paid');
      await expect(page.getByTestId('order-progress').getByRole('listitem')).toHaveText([/\(done\)/, /\(done\)/, /\(done\)/, /Delivered \(done\)/]);
      await page.getByRole('button', { name: `Return order ${orderNumber}` }).click();
      // The dialog names the same last day as the staff's page.
      const until = (await admin.page.getByTestId('return-by').textContent())!.replace('Open until ', '');
      await expect(page.getByRole('dialog')).toContainText(`You can ask until ${until}.`);
      await page.getByRole('dialog').getByLabel('Reason (optional)').fill('Two jars arrived cracked.');
      await page.getByRole('dialog').getByRole('button', { name: 'Request return' }).click();
      await expect(toast(page, 'Return requested')).toBeVisible();
      await expect(page.getByTestId('order-return-state')).toHaveText('Return requested');
    });

    await test.step('the admin approves the return with a note, then records the refund', async () => {
      await admin.page.reload();
      const details = admin.page.getByRole('region', { name: 'Payment and delivery' });
      await expect(details.getByText("Shopper's reason")).toBeVisible();
      await expect(details).toContainText('Two jars arrived cracked.');
      await admin.page.getByLabel('Note (optional)').fill(note);
      await act(admin.page, 'Approve return', 'Return approved');
      await expect(details.locator('dd', { hasText: note })).toBeVisible();
      // Recording a refund asks first, with the amount (decision 140).
      await admin.page.getByRole('checkbox', { name: /^Yes, ₹[\d,]+\.\d{2} has been sent back to the shopper$/ }).check();
      await act(admin.page, 'Record refund', 'Refund recorded');
      await expect(admin.page.getByTestId('payment-status')).toHaveText('Refunded');
      await expect(admin.page.getByTestId('order-events').locator('li > p:first-of-type')).toHaveText([
        `Order placed by ${shopper.fullName}`,
        'Marked processing by Shop Admin',
        'Shipped by Shop Admin',
        'Delivered by Shop Admin',
        `Return requested by ${shopper.fullName}`,
        'Return approved by Shop Admin',
        'Refund recorded by Shop Admin',
      ]);
    });

    await test.step('the shopper sees every step with its date and time, the refund and the return answered', async () => {
      await page.goto(orderPath);
      await expect(page.getByTestId('order-return-state')).toHaveText('Return refunded');
      await expect(page.getByTestId('payment-status')).toHaveText('Refunded');
      await expect(page.getByTestId('payment-method')).toHaveText('Cash on delivery');
      await expect(page.getByTestId('order-return')).toContainText('Return reason: Two jars arrived cracked.');
      await expect(page.getByTestId('order-return')).toContainText(`Note from the shop: ${note}`);
      await expect(page.getByRole('button', { name: /^Return order/ })).toHaveCount(0);
      // The events as the server recorded them, read with the shopper's own cookies.
      const answer = await page.request.get(`/api/v1/orders/${new URLSearchParams(orderPath.split('?')[1]).get('id')}`);
      expect(answer.status()).toBe(200);
      const events: OrderEvent[] = (await answer.json()).data.events;
      const labels = ['Order placed', 'Being packed', 'Shipped', 'Delivered', 'Return requested', 'Return approved', 'Refunded'];
      expect(events.map((e) => e.type)).toEqual(['placed', 'processing', 'shipped', 'delivered', 'return-requested', 'return-approved', 'refunded']);
      const shown = page.getByTestId('order-event');
      await expect(shown).toHaveCount(labels.length);
      for (const [i, label] of labels.entries()) {
        await expect(shown.nth(i).locator('p').first()).toHaveText(label);
        await expect(shown.nth(i).locator('time')).toHaveAttribute('datetime', events[i]!.at);
        await expect(shown.nth(i).locator('time')).toHaveText(indianDateTime(events[i]!.at));
      }
      await expect(shown.nth(5)).toContainText(`“${note}”`);
      await expect.poll(() => latestMailTo(shopper.email, new RegExp(`Your refund for order ${orderNumber}`)), { message: 'the refund mail' }).not.toBeNull();
    });

    await test.step('the invoice shows the MRP kept on the order, the price, the saving, delivery, total, payment and the seller', async () => {
      const res = await admin.page.request.get(`/api/v1/admin/orders/${new URLSearchParams(orderPath.split('?')[1]).get('id')}`);
      expect(res.status(), 'GET /admin/orders/:id').toBe(200);
      const order: AdminOrder = (await res.json()).data;
      expect(order.items).toHaveLength(1);
      const line = order.items[0]!;
      expect(line).toMatchObject({ name: product.name, price: product.price, mrp: product.mrp, quantity: 2 });

      await admin.page.getByRole('link', { name: 'Invoice' }).click();
      const invoice = admin.page.getByRole('article');
      await expect(invoice.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
      await expect(invoice.getByTestId('seller-name')).toHaveText(order.seller.legalName);
      await expect(invoice.getByTestId('seller-address')).toHaveText(order.seller.address);
      await expect(invoice.getByTestId('gstin')).toHaveText(order.seller.gstin);
      await expect(invoice).toContainText(`Order ${orderNumber}`);
      const row = invoice.getByRole('row', { name: product.name });
      await expect(row.getByRole('cell')).toHaveText([
        '2',
        rupees(product.mrp),
        rupees(product.price),
        rupees((product.mrp - product.price) * 2),
        rupees(product.price * 2),
      ]);
      expect(await pairs(invoice.getByTestId('invoice-totals'))).toEqual([
        ['Subtotal', rupees(order.subtotal)],
        ['Delivery charge', rupees(order.shipping)],
        ['Taxes', rupees(order.taxes)],
        ['Coupon discount', `−${rupees(order.discount)}`],
        ['Total', rupees(order.total)],
      ]);
      expect(order.total).toBe(order.subtotal + order.shipping + order.taxes - order.discount);
      await expect(invoice.getByTestId('invoice-payment')).toHaveText('Payment: Cash on delivery, refunded.');
      // Returned and refunded: still a tax invoice (the goods were supplied), saying so at the top (decision 109).
      await expect(invoice.getByTestId('invoice-refunded')).toContainText(new RegExp(`The shopper returned this order, and ${rupees(order.total).replace(/[.₹]/g, '\\$&')} was refunded on \\d{1,2} \\w+ \\d{4}\\.`));
    });
  } finally {
    await admin.close();
  }
});
