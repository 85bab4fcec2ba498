import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, addresses, carts, orders, products, reviews, users, wishlistItems } from '../../src/server/db/schema.ts';
import { onCatalogueChange, type CatalogueChange } from '../../src/server/catalogue-changes.ts';
import { createTestShop, errorMessage, signUp, signUpStaff, type Client, type TestShop } from './harness.ts';

// A shopper deletes her account (decision 189). Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = (await signUpStaff(shop, 'Meena Staff')).client;
});
afterAll(() => shop?.close());

const PASSWORD = 'secret123';
const address = { name: 'Vaishali Kadam', phoneNumber: '+91 98220 44411', address: '3 Shivaji Path', zipCode: '411030', state: 'Maharashtra', country: 'India' };
const userRow = async (id: string) => (await shop.db.select().from(users).where(eq(users.id, id)))[0]!;
const ratingOf = async (id: string) => (await shop.db.select({ n: products.reviewCount, sum: products.ratingSum }).from(products).where(eq(products.id, id)))[0]!;

/** A shopper with all a shopper leaves behind: an address, a delivered order, a cart, a wishlist, a review, an old email. */
async function shopperWithHistory() {
  const s = await signUp(shop, { fullName: 'Vaishali Kadam', phoneNumber: '+91 98220 44411' });
  const firstEmail = s.fields.email;
  const email = `vaishali.${Date.now()}@example.in`;
  expect((await s.client.patch('/users/update-account', { json: { email, currentPassword: PASSWORD } })).status).toBe(200);
  const addressId = (await s.client.post('/address/create-address', { json: address })).body.data._id as string;
  expect((await s.client.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 } })).status).toBe(200);
  const order = (await s.client.post('/orders', { json: { addressId, paymentMethod: 'cod' } })).body.data as { _id: string; orderNumber: string };
  expect((await s.client.post('/cart/add-cart', { json: { productId: 'p-malvani-masala', quantity: 2 } })).status).toBe(200);
  expect((await s.client.post('/wishlist/add', { json: { productId: 'p-kolhapuri-masala' } })).status).toBe(200);
  expect((await s.client.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 2, comment: 'Too coarse for me.' } })).status).toBe(201);
  return { ...s, email, firstEmail, order };
}

describe('a shopper deleting her account', () => {
  it('needs her password, and a wrong one changes nothing', async () => {
    expect((await shop.client().post('/users/delete-account', { json: { password: PASSWORD } })).status).toBe(401);
    const s = await signUp(shop);
    const before = await userRow(s.user._id);
    for (const [json, message] of [
      [{ password: 'not-mine' }, 'Your password is not correct.'],
      [{}, 'Please enter your password.'],
    ] as const) {
      const res = await s.client.post('/users/delete-account', { json });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(message);
      expect(res.body.errors).toEqual([{ path: 'password', message }]);
    }
    expect(await userRow(s.user._id)).toEqual(before);
    expect((await s.client.get('/users/current-user')).status).toBe(200);
  });

  it('waits for an order on its way, naming it, and is not for staff', async () => {
    const s = await shopperWithHistory();
    const refused = await s.client.post('/users/delete-account', { json: { password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(errorMessage(refused)).toBe(
      `Your account cannot be deleted while an order is on its way or a refund is due (${s.order.orderNumber}). Please try again once it is delivered, cancelled or refunded.`,
    );
    expect((await userRow(s.user._id)).deletedAt).toBeNull();

    const staff = await signUpStaff(shop, 'Gauri Staff');
    const own = await staff.client.post('/users/delete-account', { json: { password: PASSWORD } });
    expect(own.status).toBe(409);
    expect(errorMessage(own)).toBe('Staff accounts cannot be deleted here: ask another member of staff to end your staff rights first.');
  });

  it('takes everything of hers but her orders, signs her out everywhere, tells her, and frees her email', async () => {
    const s = await shopperWithHistory();
    expect((await admin.post(`/admin/orders/${s.order._id}/actions`, { json: { action: 'cancel', reason: 'Out of stock' } })).status).toBe(200);
    const otherDevice = shop.client();
    expect((await otherDevice.post('/users/login', { json: { email: s.email, password: PASSWORD } })).status).toBe(200);
    expect((await admin.get(`/admin/orders/${s.order._id}`)).body.data.shopper.deletedAt).toBeNull();
    const ratingBefore = await ratingOf('p-turmeric-powder');
    shop.mail.length = 0;
    const heard: CatalogueChange[] = [];
    const stopListening = onCatalogueChange((change) => heard.push(change));

    const res = await s.client.post('/users/delete-account', { json: { password: PASSWORD } });
    stopListening();
    expect(res.status).toBe(200);
    // The product she reviewed shows one review fewer: its kept pages and the listings' cards go.
    expect(heard).toEqual([{ products: ['p-turmeric-powder'] }]);
    expect(res.body.message).toBe('Your account has been deleted');

    const row = await userRow(s.user._id);
    expect(row).toMatchObject({
      fullName: 'Deleted account',
      email: `deleted-${s.user._id}@deleted.invalid`,
      phoneNumber: null,
      address: null,
      avatarKey: null,
      role: 'user',
      emailVerifiedAt: null,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/Vaishali|Kadam|98220|vaishali/i);
    for (const table of [addresses, wishlistItems, reviews, carts]) expect(await shop.db.select().from(table).where(eq(table.userId, s.user._id))).toEqual([]);
    expect(await ratingOf('p-turmeric-powder')).toEqual({ n: ratingBefore.n - 1, sum: ratingBefore.sum - 2 });
    // Her order stays hers, as the shop's accounts need it.
    expect((await shop.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, s.order._id)))[0]?.userId).toBe(s.user._id);
    // Her history keeps what happened, not her old address.
    const history = await shop.db.select({ type: accountEvents.type, data: accountEvents.data }).from(accountEvents).where(eq(accountEvents.userId, s.user._id));
    expect(history).toEqual(expect.arrayContaining([{ type: 'email-changed', data: {} }, { type: 'account-deleted', data: { ordersKept: 1 } }]));
    // The staff's views of her order say her account is gone; the spreadsheet gives no address to mail.
    const staffOrder = (await admin.get(`/admin/orders/${s.order._id}`)).body.data;
    expect(Date.now() - Date.parse(staffOrder.shopper.deletedAt)).toBeLessThan(60_000);
    const listed = (await admin.get('/admin/orders', { query: { q: s.order.orderNumber } })).body.data.orders;
    expect(listed.map((o: { shopper: { deletedAt: string | null } }) => o.shopper.deletedAt)).toEqual([staffOrder.shopper.deletedAt]);
    const csv = parse((await admin.get('/admin/orders/export.csv', { query: { q: s.order.orderNumber } })).text, { bom: true, columns: true }) as Record<string, string>[];
    expect(csv.map((r) => [r.order_number, r.shopper_name, r.shopper_email])).toEqual([[s.order.orderNumber, 'Deleted account', '']]);

    for (const device of [s.client, otherDevice]) expect((await device.get('/users/current-user')).status).toBe(401);
    expect((await shop.client().post('/users/login', { json: { email: s.email, password: PASSWORD } })).status).toBe(400);
    expect(shop.mail.map((m) => [m.to, m.subject])).toEqual([[s.email, 'Your account has been deleted']]);
    // Her email is hers to sign up with again, a new account.
    const again = await shop.client().post('/users/register', { json: { fullName: 'Vaishali Kadam', userName: `vaishali_${Date.now() % 100000}`, email: s.email, password: PASSWORD } });
    expect(again.status).toBe(201);
  });

  it("shows the staff when, with her orders and no way to reach her, and cannot be made staff", async () => {
    const s = await signUp(shop, { fullName: 'Sadhana Pol' });
    expect((await s.client.post('/users/delete-account', { json: { password: PASSWORD } })).status).toBe(200);
    const page = await admin.get(`/admin/customers/${s.user._id}`);
    expect(page.body.data).toMatchObject({ name: 'Deleted account', phoneNumber: null, orderCount: 0 });
    expect(Date.now() - Date.parse(page.body.data.deletedAt)).toBeLessThan(60_000);
    expect(page.body.data.history[0]).toMatchObject({ type: 'account-deleted', by: 'owner', ordersKept: 0 });
    const made = await admin.post(`/admin/customers/${s.user._id}/role`, { json: { role: 'admin', password: PASSWORD } });
    expect(made.status).toBe(409);
    expect(errorMessage(made)).toBe('This account was deleted by its owner: it cannot be given staff rights.');
  });
});
