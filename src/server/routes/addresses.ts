import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { pinProblem } from '../../shared/pincode.ts';
import { ownAddress, requireIndianPin } from '../addresses/addresses.ts';
import type { AppEnv } from '../context.ts';
import { addresses } from '../db/schema.ts';
import { badRequest, conflict, ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { requiredText, text, validate } from '../validation.ts';
import { addressJson } from '../views/address.ts';

const MAX_ADDRESSES = 50;

const phone = requiredText('Phone number', 20).regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Please enter a valid phone number.');
const zipCode = requiredText('Pincode', 12).regex(/^[A-Za-z0-9 -]{3,12}$/, 'Please enter a valid pincode.');

const addressFields = {
  name: requiredText('Name', 100),
  phoneNumber: phone,
  address: requiredText('Address', 300),
  address2: text('Address line 2', 200),
  landmark: text('Landmark', 200),
  zipCode,
  state: requiredText('State', 100),
  country: requiredText('Country', 100),
};

const createBody = z
  .object({
    ...addressFields,
    address2: addressFields.address2.default(''),
    landmark: addressFields.landmark.default(''),
  })
  .superRefine(requireIndianPin);

const updateBody = z
  .object(addressFields)
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Please send at least one field to change.');

export const addressRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get('/get-addresses', async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, c.var.user.id))
      .orderBy(desc(addresses.createdAt), desc(addresses.id));
    // data.data is the list (SPEC.md section 7).
    return ok(c, { data: rows.map(addressJson) }, 'Addresses');
  })

  .get('/get-address/:id', async (c) => {
    const row = await ownAddress(c.var.deps.db, c.var.user.id, c.req.param('id'));
    return ok(c, addressJson(row), 'Address');
  })

  .post('/create-address', validate('json', createBody), async (c) => {
    const { db } = c.var.deps;
    const [{ n }] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, c.var.user.id));
    if (n >= MAX_ADDRESSES) throw conflict(`You can save up to ${MAX_ADDRESSES} addresses. Please delete one first.`);
    const now = c.var.deps.now();
    const [row] = await db
      .insert(addresses)
      .values({ ...c.req.valid('json'), userId: c.var.user.id, createdAt: now, updatedAt: now })
      .returning();
    return ok(c, addressJson(row!), 'Address added', 201);
  })

  .put('/update-address/:id', validate('json', updateBody), async (c) => {
    const { db } = c.var.deps;
    const existing = await ownAddress(db, c.var.user.id, c.req.param('id'));
    const body = c.req.valid('json');
    // A PIN code or a country changed on its own is checked against the other as stored.
    if (body.zipCode !== undefined || body.country !== undefined) {
      const problem = pinProblem(body.zipCode ?? existing.zipCode, body.country ?? existing.country);
      if (problem) throw badRequest(problem, [{ path: 'zipCode', message: problem }]);
    }
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const [row] = await db
      .update(addresses)
      .set({ ...changes, updatedAt: c.var.deps.now() })
      .where(eq(addresses.id, existing.id))
      .returning();
    return ok(c, addressJson(row!), 'Address updated');
  })

  .delete('/delete-address/:id', async (c) => {
    const { db } = c.var.deps;
    const existing = await ownAddress(db, c.var.user.id, c.req.param('id'));
    await db.delete(addresses).where(eq(addresses.id, existing.id));
    return ok(c, { _id: existing.id }, 'Address deleted');
  });
