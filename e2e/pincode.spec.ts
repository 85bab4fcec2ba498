import { expect as baseExpect, test, type Page } from '@playwright/test';
import { islandLive, signInFresh, toast } from './support/shoppers';

// An Indian address's PIN code is six digits, the first not 0 (src/shared/pincode.ts): the profile's
// address and the address forms of checkout say so at the field and send nothing; the server
// refuses it too. Addresses in the USA or Canada keep their own postal codes.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Every request the page sends to one API path with this method, to prove a form sent nothing. */
function recordCalls(page: Page, method: string, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api/v1${path}`) calls.push(request.url());
  });
  return calls;
}

test.describe('a PIN code of five digits', () => {
  test("is refused under the profile address's Zip code, and nothing is saved; a Canadian code is kept", async ({ page }) => {
    await signInFresh(page);
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Address', exact: true });
    await expect(form).toBeVisible();
    await islandLive(page, 'ProfileView');
    const sent = recordCalls(page, 'PATCH', '/users/update-account');
    await form.getByLabel('Address', { exact: true }).fill('Flat 9, Shanti Niwas');
    await form.getByLabel('State').fill('Maharashtra');
    await form.getByLabel('Zip code').fill('41600');
    await form.getByLabel('Country').fill('India');
    await form.getByRole('button', { name: 'Save address' }).click();
    const zip = form.getByLabel('Zip code');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code.');
    await expect(zip).toBeFocused();
    await expect(toast(page, 'Please enter a valid 6-digit PIN code.')).toBeVisible();
    expect(sent).toEqual([]);
    const user = (await (await page.request.get('/api/v1/users/current-user')).json()).data;
    expect(user.address ?? null).toBeNull();

    // Another country's postal code is its own business.
    await zip.fill('K1A 0B1');
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('State').fill('Ontario');
    await form.getByLabel('Country').fill('Canada');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Account updated')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('is refused under the Pincode of a new delivery address, and nothing is saved', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/add-address');
    const form = page.getByRole('form', { name: 'Delivery address' });
    await expect(form).toBeVisible();
    await islandLive(page, 'AddressForm');
    const sent = recordCalls(page, 'POST', '/address/create-address');
    await form.getByLabel('Full name').fill('Anil Pawar');
    await form.getByLabel('Phone number').fill('9822098220');
    await form.getByLabel('Address line 1').fill('3 Ring Road');
    await form.getByLabel('Pincode').fill('41600');
    await form.getByLabel('State').selectOption('Maharashtra');
    await form.getByRole('button', { name: 'Save Address' }).click();
    const pin = form.getByLabel('Pincode');
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code.');
    await expect(pin).toBeFocused();
    await expect(toast(page, 'Please enter a valid 6-digit PIN code.')).toBeVisible();
    await expect(page).toHaveURL(/\/add-address$/);
    expect(sent).toEqual([]);
    expect((await (await page.request.get('/api/v1/address/get-addresses')).json()).data.data).toEqual([]);

    // Six digits are one: the address is saved.
    await pin.fill('416001');
    await expect(pin).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/savedAddress$/);
    expect(sent).toHaveLength(1);
  });

  test('is refused by the server too, at the field it names', async ({ page }) => {
    await signInFresh(page);
    const address = { name: 'Anil Pawar', phoneNumber: '9822098220', address: '3 Ring Road', zipCode: '41600', state: 'Maharashtra', country: 'India' };
    const created = await page.request.post('/api/v1/address/create-address', { data: address });
    expect(created.status()).toBe(400);
    expect((await created.json()).errors).toEqual([{ path: 'zipCode', message: 'Please enter a valid 6-digit PIN code.' }]);
    const profile = await page.request.patch('/api/v1/users/update-account', { data: { address: { address: '3 Ring Road', state: 'Maharashtra', zipCode: '41600', country: 'India' } } });
    expect(profile.status()).toBe(400);
    expect((await profile.json()).errors).toEqual([{ path: 'address.zipCode', message: 'Please enter a valid 6-digit PIN code.' }]);
  });
});
