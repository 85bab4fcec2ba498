import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, signUp, signUpStaff, type Client, type TestShop } from './harness.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (.ci/run does both).
let shop: TestShop;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  shop = await createTestShop();
  ({ client: admin, id: adminId } = await signUpStaff(shop, 'Meena Staff'));
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
    expect(Object.keys(row!).sort()).toEqual(['_id', 'createdAt', 'deletedAt', 'email', 'isEmailVerified', 'lastOrderAt', 'name', 'orderCount', 'phoneNumber', 'role']);

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

describe("an account's staff rights", () => {
  const roleOf = async (id: string) => (await shop.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
  // The password of every account the harness signs up.
  const PASSWORD = 'secret123';

  it('shows one account as the list does, and 404 for none', async () => {
    const someone = await signUp(shop, { fullName: 'Rekha More' });
    const res = await admin.get(`/admin/customers/${someone.user._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: someone.user._id, name: 'Rekha More', role: 'user', orderCount: 0 });
    const none = await admin.get('/admin/customers/no-such-account');
    expect(none.status).toBe(404);
    expect(errorMessage(none)).toBe('That account does not exist.');
  });

  it("are given and ended with the acting member of staff's password; the person is told, and the rights work at her next request", async () => {
    const rekha = await signUp(shop, { fullName: 'Rekha Shinde' });
    shop.mail.length = 0;
    expect((await rekha.client.get('/admin/customers')).status).toBe(403);

    for (const [json, message] of [
      [{ role: 'admin', password: 'wrong-one' }, 'Your password is not correct.'],
      [{ role: 'admin' }, 'Please enter your password.'],
      [{ role: 'owner', password: PASSWORD }, 'role must be user or admin.'],
    ] as const) {
      const refused = await admin.post(`/admin/customers/${rekha.user._id}/role`, { json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(errorMessage(refused)).toBe(message);
    }
    expect(await roleOf(rekha.user._id)).toBe('user');
    expect(shop.mail).toHaveLength(0);

    const given = await admin.post(`/admin/customers/${rekha.user._id}/role`, { json: { role: 'admin', password: PASSWORD } });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ _id: rekha.user._id, role: 'admin' });
    expect((await rekha.client.get('/admin/customers')).status).toBe(200);
    expect(shop.mail.map((m) => [m.to, m.subject])).toEqual([[rekha.fields.email, 'You are now on the staff of Gramin Rasoi']]);

    // The same again changes nothing and tells nobody.
    expect((await admin.post(`/admin/customers/${rekha.user._id}/role`, { json: { role: 'admin', password: PASSWORD } })).status).toBe(200);
    expect(shop.mail).toHaveLength(1);

    const ended = await admin.post(`/admin/customers/${rekha.user._id}/role`, { json: { role: 'user', password: PASSWORD } });
    expect(ended.status).toBe(200);
    expect(await roleOf(rekha.user._id)).toBe('user');
    // Her signed-in session is the same; the back-office is not hers any more.
    expect((await rekha.client.get('/admin/customers')).status).toBe(403);
    expect((await rekha.client.get('/users/current-user')).status).toBe(200);
    expect(shop.mail.map((m) => m.subject)).toEqual(['You are now on the staff of Gramin Rasoi', 'Your staff access to Gramin Rasoi has ended']);
  });

  it("are never one's own to change, and two members of staff ending each other's at once leave one", async () => {
    const self = await admin.post(`/admin/customers/${adminId}/role`, { json: { role: 'user', password: PASSWORD } });
    expect(self.status).toBe(409);
    expect(errorMessage(self)).toBe('You cannot change your own staff rights: ask another member of staff.');
    expect(await roleOf(adminId)).toBe('admin');

    const a = await signUpStaff(shop, 'Asha Staff');
    const b = await signUpStaff(shop, 'Bina Staff');
    const answers = await Promise.all([
      a.client.post(`/admin/customers/${b.id}/role`, { json: { role: 'user', password: PASSWORD } }),
      b.client.post(`/admin/customers/${a.id}/role`, { json: { role: 'user', password: PASSWORD } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect([await roleOf(a.id), await roleOf(b.id)].sort()).toEqual(['admin', 'user']);
  });

  it('are not for a shopper to change', async () => {
    const shopper = await signUp(shop);
    const res = await shopper.client.post(`/admin/customers/${shopper.user._id}/role`, { json: { role: 'admin', password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(await roleOf(shopper.user._id)).toBe('user');
  });
});

describe("an account's sign-ins", () => {
  it('end everywhere at the staff\'s press: every device of the account asks to sign in again, its password unchanged', async () => {
    const lost = await signUp(shop, { fullName: 'Kamal Gawde' });
    const second = shop.client();
    expect((await second.post('/users/login', { json: { email: lost.fields.email, password: lost.fields.password } })).status).toBe(200);
    expect((await lost.client.get('/users/current-user')).status).toBe(200);

    const res = await admin.post(`/admin/customers/${lost.user._id}/sign-out`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ended: 2 });
    for (const device of [lost.client, second]) {
      expect((await device.get('/users/current-user')).status).toBe(401);
      // Renewing the sign-in is refused too: it has ended, not only its short-lived token.
      expect((await device.post('/users/refresh-token')).status).toBe(401);
    }
    expect((await shop.client().post('/users/login', { json: { email: lost.fields.email, password: lost.fields.password } })).status).toBe(200);
  });

  it("are not the staff's own to end here, and an unknown account is 404", async () => {
    const self = await admin.post(`/admin/customers/${adminId}/sign-out`);
    expect(self.status).toBe(409);
    expect((await admin.get('/users/current-user')).status).toBe(200);
    const none = await admin.post('/admin/customers/no-such-account/sign-out');
    expect(none.status).toBe(404);
    expect(errorMessage(none)).toBe('That account does not exist.');
  });
});

describe("an account's history", () => {
  const PASSWORD = 'secret123';
  type Entry = { type: string; at: string; by: string; actor: { _id: string; name: string } | null; signIns?: number; previousEmail?: string };
  const historyOf = async (id: string) => {
    const res = await admin.get(`/admin/customers/${id}`);
    expect(res.status, res.text).toBe(200);
    return (res.body.data as { history: Entry[] }).history;
  };

  it('keeps who changed its staff rights and sign-ins, and when its owner changed the password or email, newest first', async () => {
    const usha = await signUp(shop, { fullName: 'Usha Jadhav' });
    const firstEmail = usha.fields.email;
    expect(await historyOf(usha.user._id)).toEqual([]);

    // Refused changes leave no trace.
    expect((await admin.post(`/admin/customers/${usha.user._id}/role`, { json: { role: 'admin', password: 'wrong-one' } })).status).toBe(400);
    expect((await usha.client.post('/users/change-password', { json: { oldPassword: 'wrong-one', newPassword: 'new-secret-1' } })).status).toBe(400);
    expect(await historyOf(usha.user._id)).toEqual([]);

    expect((await admin.post(`/admin/customers/${usha.user._id}/role`, { json: { role: 'admin', password: PASSWORD } })).status).toBe(200);
    expect((await admin.post(`/admin/customers/${usha.user._id}/role`, { json: { role: 'user', password: PASSWORD } })).status).toBe(200);
    expect((await admin.post(`/admin/customers/${usha.user._id}/sign-out`)).body.data).toEqual({ ended: 1 });

    const owner = shop.client();
    expect((await owner.post('/users/login', { json: { email: firstEmail, password: PASSWORD } })).status).toBe(200);
    expect((await owner.post('/users/change-password', { json: { oldPassword: PASSWORD, newPassword: 'new-secret-1' } })).status).toBe(200);
    const newEmail = `usha.${Date.now()}@example.in`;
    expect((await owner.patch('/users/update-account', { json: { email: newEmail, currentPassword: 'new-secret-1' } })).status).toBe(200);
    // A name alone is not a change the history keeps.
    expect((await owner.patch('/users/update-account', { json: { fullName: 'Usha R. Jadhav' } })).status).toBe(200);
    await shop.client().post('/users/forgot-password', { json: { email: newEmail } });
    const token = new URL(shop.mail.at(-1)!.link!).searchParams.get('token')!;
    expect((await shop.client().post(`/users/reset-password/${token}`, { json: { newPassword: 'new-secret-2' } })).status).toBe(200);

    const history = await historyOf(usha.user._id);
    const staff = { _id: adminId, name: 'Meena Staff' };
    expect(history.map(({ at: _at, ...entry }) => entry)).toEqual([
      { type: 'password-reset', by: 'owner', actor: { _id: usha.user._id, name: 'Usha R. Jadhav' } },
      { type: 'email-changed', by: 'owner', actor: { _id: usha.user._id, name: 'Usha R. Jadhav' }, previousEmail: firstEmail },
      { type: 'password-changed', by: 'owner', actor: { _id: usha.user._id, name: 'Usha R. Jadhav' } },
      { type: 'signed-out-everywhere', by: 'staff', actor: staff, signIns: 1 },
      { type: 'staff-rights-ended', by: 'staff', actor: staff },
      { type: 'staff-rights-given', by: 'staff', actor: staff },
    ]);
    const times = history.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("keeps a change whose member of staff's account is gone, without her name", async () => {
    const gone = await signUpStaff(shop, 'Gauri Staff');
    const rani = await signUp(shop, { fullName: 'Rani Sawant' });
    expect((await gone.client.post(`/admin/customers/${rani.user._id}/sign-out`)).status).toBe(200);
    await shop.db.delete(users).where(eq(users.id, gone.id));
    expect(await historyOf(rani.user._id)).toMatchObject([{ type: 'signed-out-everywhere', by: 'staff', actor: null, signIns: 1 }]);
  });
});
