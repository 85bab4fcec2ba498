import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations, WCAG21_AA } from './support/axe';
import { latestMailTo } from './support/mail';
import { DELIVERY, type ApiOrder } from './support/shop';
import { DEMO_ADMIN, islandLive, logIn, signInFresh, toast } from './support/shoppers';
import { indianDateTime, rupees } from './support/formats';

// The shopper's side of issue 13 (DESIGN.md section 10; decisions 053 and 054): cash on delivery
// beside the simulated online payment, the PIN code check before an order is placed, and an order
// page that follows the order as the shop moves it on (events with their times, carrier and
// tracking, payment, return).

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The demo admin the test database is seeded with (npm run db:seed -- --demo-accounts). */

const UNSERVED_PIN = '560001';
const refusal = `Sorry, we do not deliver to PIN code ${UNSERVED_PIN} yet.`;

type FullOrder = ApiOrder & {
  total: number;
  paymentMethod: string;
  paymentStatus: string;
  events: { type: string; at: string }[];
};

async function fillCart(request: APIRequestContext): Promise<void> {
  const res = await request.get('/api/v1/products', { params: { page: 1, limit: 50, inStock: true } });
  expect(res.status()).toBe(200);
  const product = ((await res.json()).data.products as { _id: string; inStock: boolean; stock_quantity: number }[]).filter((p) => p.inStock && p.stock_quantity >= 20)[2]!;
  expect((await request.post('/api/v1/cart/add-cart', { data: { productId: product._id, quantity: 1 } })).status()).toBe(200);
}

async function saveAddress(request: APIRequestContext, fields: Partial<typeof DELIVERY> = {}): Promise<string> {
  const res = await request.post('/api/v1/address/create-address', { data: { ...DELIVERY, ...fields } });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id;
}

async function ordersOf(request: APIRequestContext): Promise<FullOrder[]> {
  const res = await request.get('/api/v1/orders/get-all');
  expect(res.status()).toBe(200);
  return (await res.json()).data.orders;
}

async function orderNow(request: APIRequestContext, id: string): Promise<FullOrder> {
  const res = await request.get(`/api/v1/orders/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** axe's violations of the page as it is now, whatever their impact. */
async function settledViolations(page: Page): Promise<string[]> {
  // A toast still fading in is half transparent: axe would measure its text's contrast mid-way.
  await page.locator('[data-sonner-toast]').evaluateAll((toasts) => Promise.all(toasts.flatMap((t) => t.getAnimations({ subtree: true }).map((a) => a.finished))));
  return violations(page, [...WCAG21_AA, 'wcag22aa']);
}

/** The demo admin, signed in in a request context of its own (own cookies), to move orders on as the back-office does. */
async function asAdmin(page: Page): Promise<{ act: (orderId: string, body: Record<string, string>) => Promise<void>; close: () => Promise<void> }> {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  await logIn(context.request, DEMO_ADMIN);
  return {
    act: async (orderId, body) => {
      const res = await context.request.post(`/api/v1/admin/orders/${orderId}/actions`, { data: body });
      expect(res.status(), `admin ${body.action}`).toBe(200);
    },
    close: () => context.close(),
  };
}

test.describe('paying cash on delivery', () => {
  test('the saved-address step offers online (the default) or cash on delivery; cash on delivery is placed so and confirmed with the amount to keep ready', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page.request);
    await saveAddress(page.request);
    await page.goto('/savedAddress');
    await islandLive(page, 'SavedAddresses');
    await page.getByTestId('saved-address').first().getByRole('radio').check();
    // The chosen address's PIN code is checked and its estimate said, tied to the radio.
    await expect(page.getByTestId('delivery-estimate')).toHaveText('Delivery to Pune in 2-3 days.');
    await expect(page.getByTestId('saved-address').first().getByRole('radio')).toHaveAccessibleDescription(/Delivery to Pune in 2-3 days\./);
    await expect(page.getByTestId('delivery-estimate')).toHaveAttribute('aria-live', 'polite');

    const choice = page.getByRole('group', { name: 'How would you like to pay?' });
    await expect(choice.getByRole('radio', { name: 'Pay online now' })).toBeChecked();
    // The whole card is the choice's target: a tap on its description chooses it.
    const description = (await choice.getByText('Pay in cash to the delivery person when your order arrives.').boundingBox())!;
    await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
    await expect(choice.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(choice.getByRole('radio', { name: 'Pay online now' })).not.toBeChecked();
    expect(await settledViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\/cash-on-delivery\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed: pay on delivery');
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
    await expect(toast(page, 'Order placed')).toBeVisible();

    const [order] = await ordersOf(page.request);
    expect(order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', status: 'pending' });
    await expect(page.getByTestId('cod-amount')).toHaveText(rupees(order!.total));
    await expect(page.getByTestId('placed-order-number')).toHaveText(order!.orderNumber);
    expect(await settledViolations(page)).toEqual([]);

    // The order's page says how it is paid, that it is not paid yet, and when it was placed.
    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page.getByTestId('order-number')).toHaveText(order!.orderNumber);
    await expect(page.getByTestId('payment-method')).toHaveText('Cash on delivery');
    await expect(page.getByTestId('payment-status')).toHaveText('Payment pending');
    await expect(page.getByTestId('order-payment').locator('..')).toContainText(`Please keep ${rupees(order!.total)} ready in cash`);
    const placed = page.getByTestId('order-event');
    await expect(placed).toHaveCount(1);
    await expect(placed).toContainText('Order placed');
    const at = (await orderNow(page.request, order!._id)).events[0]!.at;
    await expect(placed.locator('time')).toHaveAttribute('datetime', at);
    await expect(placed.locator('time')).toHaveText(indianDateTime(at));
  });

  test('the shipping form places the new address cash on delivery too', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page.request);
    await page.goto('/shippingDetails');
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel('Full name').fill('Sunita Pawar');
    await form.getByLabel('Phone number').fill('9822012345');
    await form.getByLabel('Address line 1').fill('12 Market Road');
    await form.getByLabel('Pincode').fill('411 030');
    await form.getByLabel('State').selectOption('Maharashtra');
    await expect(form.getByLabel('Pincode')).toHaveAccessibleDescription(/Delivery to Pune in 2-3 days\./);
    await form.getByRole('group', { name: 'How would you like to pay?' }).getByRole('radio', { name: 'Cash on delivery' }).check();
    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\/cash-on-delivery\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed: pay on delivery');
    const [order] = await ordersOf(page.request);
    expect(order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' });
  });
});

test.describe('delivery to a PIN code', () => {
  test('the shipping form shows the estimate for a PIN the shop serves, and refuses one it does not with nothing saved or placed', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page.request);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/v1\/(address\/create-address|orders)$/.test(new URL(r.url()).pathname)) sent.push(r.url());
    });
    await page.goto('/shippingDetails');
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel('Full name').fill('Kavya Rao');
    await form.getByLabel('Phone number').fill('9845012345');
    await form.getByLabel('Address line 1').fill('4 MG Road');
    await form.getByLabel('State').selectOption('Maharashtra');
    const pincode = form.getByLabel('Pincode');

    await pincode.fill(UNSERVED_PIN);
    // Said under the field, in a live region, tied to it.
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');
    await expect(pincode).toHaveAccessibleDescription(new RegExp(refusal.replace(/\./g, '\\.')));
    const said = form.getByText(refusal, { exact: true });
    await expect(said).toBeVisible();
    await expect(said).toHaveAttribute('aria-live', 'polite');

    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    await expect(form.getByRole('alert')).toHaveText(`${refusal} Please choose another address.`);
    await expect(toast(page, `${refusal} Please choose another address.`)).toBeVisible();
    await expect(pincode).toBeFocused();
    await expect(page).toHaveURL(/\/shippingDetails$/);
    // Nothing was sent, saved or placed.
    expect(sent).toEqual([]);
    expect(await ordersOf(page.request)).toHaveLength(0);
    expect((await (await page.request.get('/api/v1/address/get-addresses')).json()).data.data).toHaveLength(0);

    // A PIN the shop serves: the estimate replaces the refusal.
    await pincode.fill('411004');
    await expect(pincode).toHaveAccessibleDescription(/Delivery to Pune in 2-3 days\./);
    await expect(form.getByText('Delivery to Pune in 2-3 days.', { exact: true })).toBeVisible();
    await expect(form.getByText(refusal, { exact: true })).toHaveCount(0);
    expect(await settledViolations(page)).toEqual([]);
  });

  test('a saved address the shop does not deliver to stops Continue to Payment; nothing is placed', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page.request);
    const addressId = await saveAddress(page.request, { name: 'Kavya Rao', zipCode: UNSERVED_PIN });
    await page.goto('/savedAddress');
    await islandLive(page, 'SavedAddresses');
    await page.getByRole('radio', { name: 'Kavya Rao' }).check();
    await expect(page.getByTestId('delivery-estimate')).toHaveText(refusal);
    await expect(page.getByRole('radio', { name: 'Kavya Rao' })).toHaveAccessibleDescription(new RegExp(refusal.replace(/\./g, '\\.')));

    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders') posted.push(r.url());
    });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${refusal} Please choose another address.` })).toBeVisible();
    await expect(page).toHaveURL(/\/savedAddress$/);
    expect(posted).toEqual([]);
    expect(await ordersOf(page.request)).toHaveLength(0);

    // The server refuses it as well, in its envelope, and changes nothing.
    const res = await page.request.post('/api/v1/orders', { data: { addressId, paymentMethod: 'cod' } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ statusCode: 422, success: false, message: `${refusal} Please choose another address.` });
    expect(await ordersOf(page.request)).toHaveLength(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test("when the check cannot be made, the server's refusal is shown on the page with the way out", async ({ page }) => {
    await signInFresh(page);
    await fillCart(page.request);
    await saveAddress(page.request, { name: 'Kavya Rao', zipCode: UNSERVED_PIN });
    // The delivery check is out of reach (another backend, a network hiccup): the server still decides.
    await page.route('**/api/v1/delivery/pincode/**', (route) => route.abort());
    await page.goto('/savedAddress');
    await islandLive(page, 'SavedAddresses');
    await page.getByRole('radio', { name: 'Kavya Rao' }).check();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/orders' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    expect((await answer).status()).toBe(422);
    const problem = page.getByTestId('checkout-problem');
    await expect(problem).toContainText('We could not place your order.');
    await expect(problem).toContainText(`${refusal} Please choose another address.`);
    await expect(problem.getByRole('link', { name: 'add a new one' })).toHaveAttribute('href', '/add-address');
    await expect(page).toHaveURL(/\/savedAddress$/);
    expect(await ordersOf(page.request)).toHaveLength(0);
  });
});

test.describe('the order page follows the order', () => {
  test('once the shop ships it: carrier, tracking number and every event with its time; the mail names the tracking number; then delivered and paid, and a return answered', async ({ page }) => {
    const shopper = await signInFresh(page, 'Lata Shinde');
    await fillCart(page.request);
    const addressId = await saveAddress(page.request);
    const placed = await page.request.post('/api/v1/orders', { data: { addressId, paymentMethod: 'cod' } });
    expect(placed.status()).toBe(201);
    const order: FullOrder = (await placed.json()).data;

    await page.goto(`/account/orders/viewOrderDetails?id=${order._id}`);
    await expect(page.getByTestId('order-event')).toHaveCount(1);
    await expect(page.getByTestId('order-tracking')).toHaveCount(0);

    const tracking = `EK${Date.now()}IN`;
    const admin = await asAdmin(page);
    await admin.act(order._id, { action: 'process' });
    await admin.act(order._id, { action: 'ship', carrier: 'India Post', trackingNumber: tracking });

    await page.reload();
    await expect(page.getByTestId('order-tracking')).toContainText('India Post');
    await expect(page.getByTestId('tracking-number')).toHaveText(tracking);
    const steps = page.getByTestId('order-progress').getByRole('listitem');
    await expect(steps).toHaveText([/Order Confirmed \(done\)/, /Shipped \(done\)/, /Out For Delivery \(not yet\)/, /Delivered \(not yet\)/]);
    const events = page.getByTestId('order-event');
    await expect(events).toHaveCount(3);
    const fresh = await orderNow(page.request, order._id);
    const expected = [
      ['Order placed', fresh.events[0]!.at],
      ['Being packed', fresh.events[1]!.at],
      ['Shipped', fresh.events[2]!.at],
    ] as const;
    for (const [i, [label, at]] of expected.entries()) {
      await expect(events.nth(i).locator('p').first()).toHaveText(label);
      await expect(events.nth(i).locator('time')).toHaveText(indianDateTime(at));
    }
    await expect(events.nth(2)).toContainText(`With India Post, tracking number ${tracking}`);

    // The shipped mail reached the shopper's outbox with the tracking number.
    await expect.poll(() => latestMailTo(shopper.email, new RegExp(tracking)), { message: 'the shipped mail' }).not.toBeNull();
    expect(latestMailTo(shopper.email, new RegExp(tracking))).toContain('India Post');

    // Delivered: cash collected, so paid.
    await admin.act(order._id, { action: 'deliver' });
    await page.reload();
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    await expect(steps).toHaveText([/\(done\)/, /\(done\)/, /\(done\)/, /Delivered \(done\)/]);

    // A return asked for, then answered by the shop with a note.
    await page.getByRole('button', { name: `Return order ${order.orderNumber}` }).click();
    await page.getByRole('dialog').getByLabel('Reason (optional)').fill('The papads were broken.');
    await page.getByRole('dialog').getByRole('button', { name: 'Request return' }).click();
    await expect(toast(page, 'Return requested')).toBeVisible();
    await expect(page.getByTestId('order-return-state')).toHaveText('Return requested');
    // The Return button is gone: focus goes on from the order's heading, not from the top of the page.
    await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeFocused();
    await admin.act(order._id, { action: 'approve-return', note: 'Please hand the parcel to the courier on Monday.' });
    await admin.close();
    await page.reload();
    await expect(page.getByTestId('order-return-state')).toHaveText('Return approved');
    await expect(page.getByTestId('order-return')).toContainText('Note from the shop: Please hand the parcel to the courier on Monday.');
    await expect(page.getByTestId('return-state')).toHaveText('Return approved');
    await expect(page.getByRole('button', { name: /^Return order/ })).toHaveCount(0);
    await expect(page.getByTestId('order-event').last()).toContainText('Return approved');
    expect(await settledViolations(page)).toEqual([]);
  });
});
