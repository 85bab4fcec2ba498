import { crc32, deflateSync } from 'node:zlib';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { islandLive, signInFresh, toast } from './support/shoppers';

// The account area (issue 7; SPEC.md sections 2, 5 and 8): sidebar, profile details, avatar,
// profile address, password, email verification.

// Islands hydrate late and this machine is shared: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** A small valid PNG (a solid colour square), made here so the test needs no fixture file. */
function pngOf(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([r, g, b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Profile photo' })).toBeVisible();
}

test.describe('the account area', () => {
  test('the sidebar has My Profile, My Orders, Wish listed and Logout, and marks the current page', async ({ page }) => {
    await signInFresh(page);
    await openProfile(page);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link')).toHaveText(['My Profile', 'My Orders', 'Wish listed']);
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await nav.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Wish listed' }).click();
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('account details are saved and kept', async ({ page }) => {
    const shopper = await signInFresh(page);
    await openProfile(page);
    const form = page.getByRole('form', { name: 'Account details' });
    await expect(form.getByLabel('Full name')).toHaveValue(shopper.fullName);
    await expect(form.getByLabel('Username')).toHaveValue(shopper.userName);
    await form.getByLabel('Full name').fill('');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();

    await form.getByLabel('Full name').fill('Pooja R. Desai');
    await form.getByLabel('Phone number').fill('+91 98765 43210');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(page, 'Account updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('Full name')).toHaveValue('Pooja R. Desai');
    await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('Phone number')).toHaveValue('+91 98765 43210');
  });

  test("the profile address needs address, state, zip code and country ('Please fill all required fields')", async ({ page }) => {
    await signInFresh(page);
    await openProfile(page);
    const form = page.getByRole('form', { name: 'Address', exact: true });
    await form.getByLabel('Country').fill('');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all required fields');
    for (const label of ['Address', 'State', 'Zip code', 'Country']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByLabel('Street')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('City')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Address', { exact: true }).fill('Flat 9, Shanti Niwas');
    await form.getByLabel('City').fill('Nashik');
    await form.getByLabel('State').fill('Maharashtra');
    await form.getByLabel('Zip code').fill('422001');
    await form.getByLabel('Country').fill('India');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Account updated')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('');
    const user = (await (await page.request.get('/api/v1/users/current-user')).json()).data;
    expect(user.address).toMatchObject({ address: 'Flat 9, Shanti Niwas', city: 'Nashik', state: 'Maharashtra', zipCode: '422001', country: 'India' });
  });

  test("the avatar needs an image: 'Select an image first.', 'No file selected', then a PNG becomes the photo", async ({ page }) => {
    await signInFresh(page);
    await openProfile(page);
    await islandLive(page, 'ProfileView');
    const form = page.getByRole('form', { name: 'Profile photo' });
    await form.getByRole('button', { name: 'Update photo' }).click();
    await expect(form.getByText('Select an image first.')).toBeVisible();
    await expect(toast(page, 'Select an image first.')).toBeVisible();

    const picker = form.getByLabel('Choose photo');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(form.getByText('Select an image first.')).toBeVisible();

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOf(64, [200, 80, 40]) });
    await expect(form.getByText('Selected: me.png')).toBeVisible();
    await picker.setInputFiles([]);
    await expect(form.getByText('No file selected')).toBeVisible();

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOf(64, [200, 80, 40]) });
    await expect(form.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await form.getByRole('button', { name: 'Update photo' }).click();
    await expect(toast(page, 'Avatar updated')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('Profile photo updated');
    const photo = form.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /\/api\/v1\/files\/avatars\//);
    // The stored image really loads.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const user = (await (await page.request.get('/api/v1/users/current-user')).json()).data;
    expect(user.avatar).toMatch(/\/api\/v1\/files\/avatars\//);
  });

  test('the password changes with the current one, and the new one signs in', async ({ page, browser }) => {
    const shopper = await signInFresh(page);
    await openProfile(page);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password is required')).toHaveCount(2);
    await form.getByLabel('Current password', { exact: true }).fill('wrong-one');
    await form.getByLabel('New password', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill('fresh-secret-42');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill(shopper.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

    const other = await browser.newContext();
    const login = await other.request.post(new URL('/api/v1/users/login', page.url()).href, { data: { email: shopper.email, password: 'fresh-secret-42' } });
    expect(login.ok()).toBe(true);
    await other.close();
  });

  test('an unverified shopper is offered to resend the verification mail', async ({ page }) => {
    await signInFresh(page);
    await openProfile(page);
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText('Please verify your email.');
    await banner.getByRole('button', { name: 'Resend verification' }).click();
    await expect(toast(page, 'Verification email sent')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Resend verification' })).toBeDisabled();
  });

  test("the verification link's way back says whether it worked", async ({ page }) => {
    await signInFresh(page);
    await page.goto('/account?emailVerified=yes');
    await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/account?emailVerified=no');
    await expect(page.getByText('This verification link is invalid or has expired. Please ask for a new one.')).toBeVisible();
  });
});
