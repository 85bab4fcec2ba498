import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/contract.ts';
import type { AppEnv } from '../context.ts';
import { orders } from '../db/schema.ts';
import { ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { cancelOrder, requestReturn } from '../orders/change.ts';
import { placeOrder } from '../orders/place.ts';
import { ordersJson, ownOrder } from '../orders/queries.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { idString, paginationQuery, parseOr400, text, validate } from '../validation.ts';
import { orderJson } from '../views/order.ts';
import { readJsonOrForm } from './body.ts';
import { listParam, singleParam } from './list-params.ts';

const placeBody = z.object({ addressId: idString('addressId') }, { error: 'addressId is required.' });
const returnBody = z.object({ reason: text('Reason', 500).optional() });
const listQuery = z.object({
  status: listParam.refine(
    (list) => list.every((s) => (ORDER_STATUSES as readonly string[]).includes(s)),
    `status must be among: ${ORDER_STATUSES.join(', ')}.`,
  ),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit),
});

async function optionalBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  return c.req.header('content-type') ? readJsonOrForm(c) : {};
}

export const orderRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post('/', validate('json', placeBody), async (c) => {
    const { deps, user } = c.var;
    const { addressId } = c.req.valid('json');
    const { order, items } = await placeOrder(deps.db, { userId: user.id, addressId, now: deps.now() });
    return ok(c, orderJson(order, items), 'Order placed', 201);
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

  .get('/:id', async (c) => {
    const { db } = c.var.deps;
    const row = await ownOrder(db, c.var.user.id, c.req.param('id'));
    const [json] = await ordersJson(db, [row]);
    return ok(c, json, 'Order');
  })

  // Cancelling puts the stock back.
  .post('/cancel-order/:id', async (c) => {
    const { deps, user } = c.var;
    const { order, items } = await cancelOrder(deps.db, { userId: user.id, orderId: c.req.param('id'), now: deps.now() });
    return ok(c, orderJson(order, items), 'Order cancelled');
  })

  .post('/return-order/:id', async (c) => {
    const { deps, user } = c.var;
    // The order is looked up first: another shopper's id is a 404 whatever the body holds.
    const order = await ownOrder(deps.db, user.id, c.req.param('id'));
    const { reason } = parseOr400(returnBody, await optionalBody(c));
    const updated = await requestReturn(deps.db, { order, reason, now: deps.now() });
    const [json] = await ordersJson(deps.db, [updated]);
    return ok(c, json, 'Return requested');
  });
