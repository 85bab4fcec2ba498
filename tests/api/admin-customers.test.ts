import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorMessage, signUp, signUpStaff, type Client, type TestShop } from './harness.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
beforeAll(async () => {
  shop = await createTestShop();
  admin = (await signUpStaff(shop, 'Meena Staff')).client;
});
afterAll(() => shop?.close());

type Customer = { _id: string; name: string; email: string; phoneNumber: string | null; role: string; isEmailVerified: boolean; createdAt: string; orderCount: number; lastOrderAt: string | null };
const customers = async (query: Record<string, string>) => {
  const res = await admin.get('/admin/customers', { query });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { customers: Customer[]; pagination: { total: number; page: number; limit: number } };
};

describe("the back-office's customers", () => {
  it('finds an account by its name, email or phone number, with how many orders it placed and when it last did', async () => {
    const lata = await signUp(shop, { fullName: 'Lata Kulkarni', phoneNumber: '+91 98220 61234' });
    const other = await signUp(shop, { fullName: 'Sunita Pawar' });
    const addressId = (
      await lata.client.post('/address/create-address', {
        json: { name: 'Lata Kulkarni', phoneNumber: '+91 98220 61234', address: '9 Tilak Road', zipCode: '411030', state: 'Maharashtra', country: 'India' },
      })
    ).body.data._id as string;
    for (let n = 0; n < 2; n++) {
      expect((await lata.client.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 } })).status).toBe(200);
      expect((await lata.client.post('/orders', { json: { addressId } })).status).toBe(201);
    }

    for (const q of ['kulkarni', lata.fields.email.toUpperCase(), '98220 61234', '9822061234']) {
      const found = await customers({ q });
      expect(found.customers.map((c) => c._id), q).toEqual([lata.user._id]);
    }
    const [row] = (await customers({ q: 'Lata Kulkarni' })).customers;
    expect(row).toMatchObject({ name: 'Lata Kulkarni', email: lata.fields.email, phoneNumber: '+91 98220 61234', role: 'user', orderCount: 2 });
    expect(Date.now() - Date.parse(row!.lastOrderAt!)).toBeLessThan(60_000);
    // Nothing an account keeps to itself.
    expect(Object.keys(row!).sort()).toEqual(['_id', 'createdAt', 'email', 'isEmailVerified', 'lastOrderAt', 'name', 'orderCount', 'phoneNumber', 'role']);

    const [none] = (await customers({ q: 'Sunita Pawar' })).customers;
    expect(none).toMatchObject({ _id: other.user._id, orderCount: 0, lastOrderAt: null });
  });

  it('filters by role, newest first, one page at a time', async () => {
    const staff = await customers({ role: 'admin' });
    expect(staff.customers.map((c) => c.name)).toEqual(['Meena Staff']);
    const shoppers = await customers({ role: 'user', limit: '1' });
    expect(shoppers.customers).toHaveLength(1);
    expect(shoppers.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(shoppers.pagination.total).toBeGreaterThanOrEqual(2);
    const all = await customers({});
    const times = all.customers.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers a filter it does not know with what is wrong, and a shopper 403', async () => {
    for (const [query, message] of [
      [{ role: 'owner' }, 'role must be user or admin.'],
      [{ q: '<b>x</b>' }, 'Search must not contain HTML.'],
    ] as const) {
      const res = await admin.get('/admin/customers', { query });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(message);
    }
    const shopper = await signUp(shop);
    const res = await shopper.client.get('/admin/customers');
    expect(res.status).toBe(403);
  });
});
