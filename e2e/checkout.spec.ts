import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, ownProduct, productNow, secondShopper, buyAs } from './support/shop';
import { openSettled } from './support/settle';
import { islandLive, signIn, signInFresh, toast } from './support/shoppers';

// Checkout (issue 7; SPEC.md sections 2 and 5; DESIGN.md section 5; decision 051): the shipping form,
// saved addresses, placing the order, 'Payment Successful', and what an empty cart or a stock
// conflict says.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

type ApiProduct = { _id: string; name: string; inStock: boolean; stock_quantity: number };

async function stockedProduct(request: APIRequestContext, skip = 0): Promise<ApiProduct> {
  const res = await request.get('/api/v1/products', { params: { page: 1, limit: 50, inStock: true } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  const products = (body.data.products as ApiProduct[]).filter((p) => p.inStock && p.stock_quantity >= 20);
  expect(products.length).toBeGreaterThan(skip);
  return products[skip]!;
}

async function fillCart(page: Page, quantity = 1): Promise<ApiProduct> {
  const product = await stockedProduct(page.request, 3);
  expect((await page.request.post('/api/v1/cart/add-cart', { data: { productId: product._id, quantity } })).status()).toBe(200);
  return product;
}

const savedAddress = { name: 'Sunita Pawar', phoneNumber: '9822012345', address: '7 Laxmi Road', zipCode: '411030', state: 'Maharashtra', country: 'India' };

async function saveAddressByApi(page: Page, fields: Partial<typeof savedAddress> = {}): Promise<string> {
  const response = await page.request.post('/api/v1/address/create-address', { data: { ...savedAddress, ...fields } });
  expect(response.status()).toBe(201);
  return (await response.json()).data._id;
}

async function openShippingForm(page: Page): Promise<void> {
  await page.goto('/shippingDetails');
  await expect(page.getByRole('form', { name: 'Delivery address' })).toBeVisible();
}

test.describe('the shipping form', () => {
  test("missing required fields say 'Please fill all required fields', mark each field and send nothing", async ({ page }) => {
    await signInFresh(page);
    await fillCart(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/v1\/(address\/create-address|orders)$/.test(new URL(r.url()).pathname)) sent.push(r.url());
    });
    await openShippingForm(page);
    const form = page.getByRole('form', { name: 'Delivery address' });
    // The choices of SPEC.md section 5.
    await expect(form.getByLabel('State').locator('option:not([value=""])')).toHaveText(['Rajasthan', 'Maharashtra', 'Delhi']);
    await expect(form.getByLabel('Country').locator('option:not([value=""])')).toHaveText(['India', 'USA', 'Canada']);

    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all required fields');
    await expect(toast(page, 'Please fill all required fields')).toBeVisible();
    for (const label of ['Full name', 'Phone number', 'Address line 1', 'Pincode', 'State']) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    for (const label of ['Address line 2', 'Landmark', 'Country']) {
      await expect(form.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByLabel('Full name')).toBeFocused();

    // Spaces alone are not an answer: values are trimmed.
    await form.getByLabel('Full name').fill('   ');
    await form.getByLabel('Phone number').fill('9822012345');
    await form.getByLabel('Address line 1').fill('12 Market Road');
    await form.getByLabel('Pincode').fill('411004');
    await form.getByLabel('State').selectOption('Delhi');
    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all required fields');
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Pincode')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('has labels, autocomplete and phone and pincode keyboards, and links to the saved addresses', async ({ page }) => {
    await signInFresh(page);
    await openShippingForm(page);
    const form = page.getByRole('form', { name: 'Delivery address' });
    await expect(form.getByLabel('Phone number')).toHaveAttribute('inputmode', 'tel');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('autocomplete', 'shipping tel');
    await expect(form.getByLabel('Pincode')).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByLabel('Pincode')).toHaveAttribute('autocomplete', 'shipping postal-code');
    await expect(form.getByLabel('Address line 1')).toHaveAttribute('autocomplete', 'shipping address-line1');
    await expect(form.getByRole('link', { name: 'Use Saved Address' })).toHaveAttribute('href', '/savedAddress');
  });

  test("a new address is saved (lines joined with commas), the order is placed and 'Payment Successful' leads to it in Current", async ({ page }) => {
    await signInFresh(page);
    const product = await fillCart(page, 2);
    await openShippingForm(page);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel('Full name').fill('  Sunita Pawar ');
    await form.getByLabel('Phone number').fill('98220 12345');
    await form.getByLabel('Address line 1').fill(' 12 Market Road ');
    await form.getByLabel('Address line 2').fill('Shaniwar Peth');
    await form.getByLabel('Landmark').fill('Near Shaniwar Wada');
    await form.getByLabel('Pincode').fill('411030');
    await form.getByLabel('State').selectOption('Maharashtra');
    await form.getByLabel('Country').selectOption('India');
    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();

    await expect(page).toHaveURL(/\/payment\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
    await expect(toast(page, 'Address added')).toBeVisible();
    await expect(toast(page, 'Order placed')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    const addresses = (await (await page.request.get('/api/v1/address/get-addresses')).json()).data.data;
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ name: 'Sunita Pawar', address: '12 Market Road, Shaniwar Peth, Near Shaniwar Wada', zipCode: '411030', state: 'Maharashtra', country: 'India' });
    // The new address is the selected one.
    expect(await page.evaluate(() => localStorage.getItem('selected-address-id'))).toContain(addresses[0]._id);

    const orders = (await (await page.request.get('/api/v1/orders/get-all')).json()).data.orders;
    expect(orders).toHaveLength(1);
    await expect(page.getByTestId('placed-order-number')).toHaveText(orders[0].orderNumber);

    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('tab', { name: /Current Orders/ })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('tabpanel', { name: /Current Orders/ }).getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('order-number')).toHaveText(orders[0].orderNumber);
    await expect(card.getByTestId('order-status')).toHaveText(/Pending/);
    await expect(card.getByRole('img', { name: `${product.name} × 2` })).toBeVisible();
  });

  test('an order whose call dropped on the way is said where the shopper looks, and pressing again places it without a second copy of the address', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page);
    await openShippingForm(page);
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel('Full name').fill('Sunita Pawar');
    await form.getByLabel('Phone number').fill('9822012345');
    await form.getByLabel('Address line 1').fill('12 Market Road');
    await form.getByLabel('Pincode').fill('411030');
    await form.getByLabel('State').selectOption('Maharashtra');
    // The order's call is lost on a slow mobile network; the address's went through.
    await page.route('**/api/v1/orders', (route) => route.abort('connectionreset'), { times: 1 });
    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    // The reason sits above the form, off a phone's screen from the button: it comes into view.
    const problem = page.getByTestId('checkout-problem');
    await expect(problem).toContainText('We could not place your order.');
    await expect(problem).toBeFocused();
    await expect(problem).toBeInViewport();
    await form.getByRole('button', { name: 'Save and Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\?id=/);
    const addresses = (await (await page.request.get('/api/v1/address/get-addresses')).json()).data.data;
    expect(addresses).toHaveLength(1);
  });

  test("what the server refuses (HTML in a field, a phone number it cannot read) is said under each field, as the form's own checks are", async ({ page }) => {
    await signInFresh(page);
    await page.goto('/add-address');
    const form = page.getByRole('form', { name: 'Delivery address' });
    // The form only asks for something in each field: these reach the server, which refuses them.
    await form.getByLabel('Full name').fill('<b>Anil Pawar</b>');
    await form.getByLabel('Phone number').fill('call me');
    await form.getByLabel('Address line 1').fill('3 Ring Road');
    await form.getByLabel('Landmark').fill('<i>near the temple</i>');
    await form.getByLabel('Pincode').fill('302001');
    await form.getByLabel('State').selectOption('Rajasthan');
    await form.getByRole('button', { name: 'Save Address' }).click();

    const name = form.getByLabel('Full name');
    const phone = form.getByLabel('Phone number');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name must not contain HTML.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    // The lines are sent joined as one address: its refusal goes under the line that holds the HTML.
    await expect(form.getByLabel('Landmark')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Landmark')).toHaveAccessibleDescription('Landmark must not contain HTML.');
    await expect(form.getByLabel('Address line 1')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(toast(page, 'Name must not contain HTML.')).toBeVisible();
    await expect(page).toHaveURL(/\/add-address$/);

    // A field changed is no longer marked; the other keeps its reason until it is changed too.
    await name.fill('Anil Pawar');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await phone.fill('9822098220');
    await form.getByLabel('Landmark').fill('near the temple');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/savedAddress$/);
    await expect(page.getByRole('radio', { name: 'Anil Pawar' })).toBeChecked();
  });

  test('/add-address saves and selects the new address, then goes back to the saved addresses', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/savedAddress');
    await page.getByRole('link', { name: 'Add New Address' }).click();
    await expect(page).toHaveURL(/\/add-address$/);
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel('Full name').fill('Anil Pawar');
    await form.getByLabel('Phone number').fill('9822098220');
    await form.getByLabel('Address line 1').fill('3 Ring Road');
    await form.getByLabel('Pincode').fill('302001');
    await form.getByLabel('State').selectOption('Rajasthan');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/savedAddress$/);
    await expect(toast(page, 'Address added')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Anil Pawar' })).toBeChecked();
  });

  test('an address half typed survives a reload and a session that ends before Save, is never shown to another shopper, and goes once saved', async ({ page }) => {
    const meera = await signInFresh(page);
    await page.goto('/add-address');
    const form = page.getByRole('form', { name: 'Delivery address' });
    await islandLive(page, 'AddressFormPage');
    await form.getByLabel('Full name').fill('Meera Joshi');
    await form.getByLabel('Address line 1').fill('12 Tilak Road');
    await form.getByLabel('Pincode').fill('411030');
    await form.getByLabel('State').selectOption('Maharashtra');
    // A phone that dropped the tab, or a reload on a bad connection.
    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('Meera Joshi');
    await expect(form.getByLabel('Address line 1')).toHaveValue('12 Tilak Road');
    await expect(form.getByLabel('Pincode')).toHaveValue('411030');
    await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
    // Her session ends; someone else signs in on the same phone (her saved user still in the
    // browser until the session check answers) and sees an empty form once the page has settled.
    await page.context().clearCookies();
    await signInFresh(page, 'Rohit Kulkarni');
    await openSettled(page, '/add-address');
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Pincode')).toHaveValue('');
    // She signs in again: what she typed is there, and she finishes it.
    await page.context().clearCookies();
    await signIn(page, meera);
    await page.goto('/add-address');
    await expect(form.getByLabel('Full name')).toHaveValue('Meera Joshi');
    await expect(form.getByLabel('Address line 1')).toHaveValue('12 Tilak Road');
    await form.getByLabel('Phone number').fill('9822011111');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/savedAddress$/);
    await expect(page.getByRole('radio', { name: 'Meera Joshi' })).toBeChecked();
    await openSettled(page, '/add-address');
    await expect(form.getByLabel('Full name')).toHaveValue('');
  });
});

test.describe('saved addresses', () => {
  test('with no saved address, Continue to Payment is disabled and Add New Address is offered', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page);
    await page.goto('/savedAddress');
    await expect(page.getByText('You have no saved addresses yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/add-address');
  });

  test("continuing without choosing says 'Please select an address to continue'; choosing one places the order", async ({ page }) => {
    await signInFresh(page);
    await fillCart(page);
    await saveAddressByApi(page, { name: 'Sunita Pawar' });
    await saveAddressByApi(page, { name: 'Office Desk', address: '1 MG Road', state: 'Delhi', zipCode: '110001' });
    await page.goto('/savedAddress');
    await expect(page.getByTestId('saved-address')).toHaveCount(2);
    await expect(page.getByTestId('saved-address').getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select an address to continue' })).toBeVisible();
    await expect(toast(page, 'Please select an address to continue')).toBeVisible();
    await expect(page).toHaveURL(/\/savedAddress$/);

    await page.getByRole('radio', { name: 'Office Desk' }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/account/orders');
    const orders = (await (await page.request.get('/api/v1/orders/get-all')).json()).data.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0].address.name).toBe('Office Desk');
  });

  test('a shopper with one saved address finds it chosen and goes on to Payment', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page);
    await saveAddressByApi(page, { name: 'Sunita Pawar' });
    // The list's first load dropped on the way (a slow mobile network): said with Try again, where
    // 'Loading...' stayed for ever; the retry still chooses the one address.
    await page.route('**/api/v1/address/get-addresses', (route) => route.abort('connectionreset'), { times: 1 });
    await page.goto('/savedAddress');
    const failed = page.getByRole('alert').filter({ hasText: 'We could not load your saved addresses.' });
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: 'Sunita Pawar' })).toBeChecked();
    await expect(page.getByTestId('delivery-estimate')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });

  test('deleting a saved address removes it and clears the choice', async ({ page }) => {
    await signInFresh(page);
    await saveAddressByApi(page, { name: 'Old Home' });
    await saveAddressByApi(page, { name: 'New Home' });
    await page.goto('/savedAddress');
    await page.getByRole('radio', { name: 'Old Home' }).check();
    await page.getByRole('button', { name: 'Delete the address of Old Home' }).click();
    await expect(toast(page, 'Address deleted')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Old Home' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'New Home' })).not.toBeChecked();
    const names = (await (await page.request.get('/api/v1/address/get-addresses')).json()).data.data.map((a: { name: string }) => a.name);
    expect(names).toEqual(['New Home']);
  });
});

test.describe('what stops an order is explained', () => {
  test('an empty cart is said on both checkout pages and nothing can be placed', async ({ page }) => {
    await signInFresh(page);
    await saveAddressByApi(page);
    await page.goto('/savedAddress');
    await expect(page.getByTestId('checkout-empty-cart')).toContainText('Your cart is empty');
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await openShippingForm(page);
    await expect(page.getByTestId('checkout-empty-cart')).toContainText('Your cart is empty');
    await expect(page.getByRole('button', { name: 'Save and Continue to Payment' })).toBeDisabled();
    await expect(page.getByTestId('checkout-empty-cart').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/productsList');
  });

  test('with an empty cart the checkout steps do not mark the Cart done, nor does the page speak of "this order"; with something in it they do', async ({ page }) => {
    await signInFresh(page);
    await saveAddressByApi(page);
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    const intros = {
      '/savedAddress': ['The addresses saved to your account.', 'Choose where we deliver this order.'],
      '/shippingDetails': ['Where we deliver, once your cart holds something.', 'Where should we deliver your order?'],
      '/add-address': ['It is saved to your account.', 'It is saved to your account and chosen for this order.'],
    };
    for (const [path, [withoutCart, withCart]] of Object.entries(intros)) {
      await page.goto(path);
      await expect(page.getByTestId('checkout-empty-cart').or(page.getByRole('form', { name: 'Delivery address' })).first()).toBeVisible();
      await expect(steps.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
      expect((await steps.getByRole('link', { name: 'Cart', exact: true }).boundingBox())!.height, 'a thumb target').toBeGreaterThanOrEqual(24);
      await expect(steps.getByRole('link', { name: 'Cart (done)' })).toHaveCount(0);
      await expect(steps.getByText('Address', { exact: true })).toHaveAttribute('aria-current', 'step');
      await expect(page.getByText(withoutCart, { exact: true })).toBeVisible();
      await expect(page.getByText(withCart, { exact: true })).toHaveCount(0);
    }

    await fillCart(page);
    await page.goto('/savedAddress');
    await islandLive(page, 'SavedAddresses');
    // The cart has been read once the button is enabled (the one saved address is chosen).
    await page.getByTestId('saved-address').first().getByRole('radio').check();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    await expect(steps.getByRole('link', { name: 'Cart (done)' })).toBeVisible();
    expect((await steps.getByRole('link', { name: 'Cart (done)' }).boundingBox())!.height, 'a thumb target').toBeGreaterThanOrEqual(24);
    await expect(steps.getByRole('link', { name: 'Cart', exact: true })).toHaveCount(0);
    await expect(page.getByText('Choose where we deliver this order.', { exact: true })).toBeVisible();
  });

  test("when another shopper buys the last ones first, the server's stock message stays on the page and nothing is placed", async ({ page, browser }) => {
    // This test's own product (no other test buys it): Pickle Trio Gift Pack (desktop), Gujarati Chhundo (phone).
    const productId = ownProduct(test.info(), { desktop: 'p-pickle-trio', phone: 'p-gujarati-chhundo' });
    await signInFresh(page);
    const product = await productNow(page.request, productId);
    expect(product.stock_quantity, 'the product has at least two left').toBeGreaterThanOrEqual(2);
    await addToCart(page.request, productId, 2);
    await saveAddressByApi(page);
    await page.goto('/savedAddress');
    await islandLive(page, 'SavedAddresses');
    await page.getByTestId('saved-address').first().getByRole('radio').check();

    // Between choosing the address and paying, a second shopper buys all but the last one.
    const other = await secondShopper(browser);
    await buyAs(other.request, productId, product.stock_quantity - 1);
    await other.close();
    expect((await productNow(page.request, productId)).stock_quantity).toBe(1);

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/orders' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    expect((await answer).status()).toBe(409);
    // The server's own message (src/server/routes/cart.ts, stockMessage).
    const message = `Only 1 left in stock for ${product.name}.`;
    const problem = page.getByTestId('checkout-problem');
    await expect(problem).toContainText('We could not place your order.');
    await expect(problem).toContainText(message);
    await expect(problem.getByRole('link', { name: 'check your cart' })).toHaveAttribute('href', '/cart');
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/savedAddress$/);
    // Nothing was placed: no order, the stock is as the other shopper left it, the cart is untouched.
    const orders = await page.request.get('/api/v1/orders/get-all');
    expect(orders.status()).toBe(200);
    expect((await orders.json()).data.orders).toHaveLength(0);
    expect((await productNow(page.request, productId)).stock_quantity).toBe(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  });

  test('a second click while the order is being placed places nothing more', async ({ page }) => {
    await signInFresh(page);
    await fillCart(page);
    await saveAddressByApi(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/orders', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.goto('/savedAddress');
    await page.getByTestId('saved-address').first().getByRole('radio').check();
    await islandLive(page, 'SavedAddresses');
    const button = page.getByRole('button', { name: /Continue to Payment|Placing your order/ });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Placing your order…');
    release();
    await expect(page).toHaveURL(/\/payment/);
    expect((await (await page.request.get('/api/v1/orders/get-all')).json()).data.orders).toHaveLength(1);
  });
});
