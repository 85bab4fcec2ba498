import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from '../../shared/contract.ts';
import type { AppEnv } from '../context.ts';
import { orders } from '../db/schema.ts';
import { ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { serviceablePincodes } from '../delivery/pincodes.ts';
import { changeOrder, type OrderChange } from '../orders/change.ts';
import { notifyShopper, notifyStaff } from '../orders/notify.ts';
import { placeOrder } from '../orders/place.ts';
import { ordersJson, ownOrder } from '../orders/queries.ts';
import { sellerOf } from '../views/order.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { idString, paginationQuery, parseOr400, text, validate } from '../validation.ts';
import { readJsonOrForm } from './body.ts';
import { listParam, singleParam } from './list-params.ts';

const placeBody = z.object(
  {
    addressId: idString('addressId'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}.` }).default('online'),
  },
  { error: 'addressId is required.' },
);
const returnBody = z.object({ reason: text('Reason', 500).optional() });
const listQuery = z.object({
  status: listParam.refine(
    (list) => list.every((s) => (ORDER_STATUSES as readonly string[]).includes(s)),
    `status must be among: ${ORDER_STATUSES.join(', ')}.`,
  ),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit),
});

/**
 * The order after a change, as its shopper sees it; the mail goes once the change is committed.
 * `stockDown`: the change only took stock (a placed order), so no product came back on sale.
 */
async function answerChange(c: Context<AppEnv>, { order, event }: OrderChange, { stockDown = false } = {}) {
  const { deps } = c.var;
  // Both after the commit, side by side: the shopper's confirmation, and the staff's news of it.
  await Promise.all([notifyShopper(deps, order, event), notifyStaff(deps, order, event)]);
  const [json] = await ordersJson(deps.db, [order]);
  // Stock moved for these products only: their pages and the listings are what changed (decision 063).
  c.set('catalogueChange', { products: [...new Set(json.items.flatMap((item) => (item.productId ? [item.productId] : [])))], ...(stockDown ? { stockDown } : {}) });
  return json;
}

async function optionalBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  return c.req.header('content-type') ? readJsonOrForm(c) : {};
}

export const orderRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post('/', validate('json', placeBody), async (c) => {
    const { deps, user } = c.var;
    const { addressId, paymentMethod } = c.req.valid('json');
    const delivery = serviceablePincodes(deps.env.SERVICEABLE_PINCODES_FILE);
    const placed = await placeOrder(deps.db, { userId: user.id, addressId, paymentMethod, delivery, now: deps.now() });
    return ok(c, await answerChange(c, placed, { stockDown: true }), 'Order placed', 201);
  })

  .get('/get-all', validate('query', listQuery), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query');
    const where = and(eq(orders.userId, c.var.user.id), q.status.length ? inArray(orders.status, q.status as OrderStatus[]) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return ok(c, { orders: await ordersJson(db, rows), pagination: pagination(q.page, q.limit, total) }, 'Orders');
  })

  // One order, with the seller its invoice names (decision 148).
  .get('/:id', async (c) => {
    const { db, env } = c.var.deps;
    const row = await ownOrder(db, c.var.user.id, c.req.param('id'));
    const [json] = await ordersJson(db, [row]);
    return ok(c, { ...json, seller: sellerOf(env) }, 'Order');
  })

  // Cancelling puts the stock back, in the same transaction (src/server/orders/change.ts).
  .post('/cancel-order/:id', async (c) => {
    const { deps, user } = c.var;
    const changed = await changeOrder(deps.db, {
      orderId: c.req.param('id'),
      ownerId: user.id,
      input: { action: 'cancel' },
      actor: { role: 'shopper', userId: user.id },
      now: deps.now(),
    });
    return ok(c, await answerChange(c, changed), 'Order cancelled');
  })

  .post('/return-order/:id', async (c) => {
    const { deps, user } = c.var;
    // The order is looked up first: another shopper's id is a 404 whatever the body holds.
    const order = await ownOrder(deps.db, user.id, c.req.param('id'));
    const { reason } = parseOr400(returnBody, await optionalBody(c));
    const changed = await changeOrder(deps.db, {
      orderId: order.id,
      ownerId: user.id,
      input: { action: 'request-return', reason },
      actor: { role: 'shopper', userId: user.id },
      now: deps.now(),
    });
    return ok(c, await answerChange(c, changed), 'Return requested');
  });
