import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { orderSummaryPaise } from '../../shared/order-summary.ts';
import type { AppEnv } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/contract.ts';
import { cartItems, orderItems, orders, products, type StatusChange } from '../db/schema.ts';
import { badRequest, conflict, notFound, ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { ID_PATTERN, idString, paginationQuery, parseOr400, text, validate } from '../validation.ts';
import { addressSnapshot } from '../views/address.ts';
import { orderJson } from '../views/order.ts';
import { ownAddress } from './addresses.ts';
import { readJsonOrForm } from './body.ts';
import { cartIdFor, stockMessage } from './cart.ts';
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

const CANCELLABLE: OrderStatus[] = ['pending', 'processing'];

/** Orders with their items, in the given order. */
async function ordersJson(db: DbOrTx, rows: (typeof orders.$inferSelect)[]) {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((o) => o.id)));
  return rows.map((o) => orderJson(o, items.filter((i) => i.orderId === o.id)));
}

async function ownOrder(db: DbOrTx, userId: string, id: string, lock = false) {
  if (!ID_PATTERN.test(id)) throw notFound('Order not found');
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Order not found');
  return row;
}

function refusalToCancel(status: OrderStatus): string {
  if (status === 'cancelled') return 'This order is already cancelled.';
  if (status === 'delivered') return 'This order has been delivered and can no longer be cancelled. You can request a return instead.';
  return 'This order has already been shipped and can no longer be cancelled.';
}

async function optionalBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  return c.req.header('content-type') ? readJsonOrForm(c) : {};
}

export const orderRoutes = new Hono<AppEnv>()
  .use(requireUser)

  /**
   * Places an order from the cart, in one transaction: the products' rows are locked, stock is
   * checked and reduced, prices are copied, the cart is emptied. Any shortage changes nothing.
   */
  .post('/', validate('json', placeBody), async (c) => {
    const { deps, user } = c.var;
    const { addressId } = c.req.valid('json');
    const now = deps.now();
    const order = await deps.db.transaction(async (tx) => {
      const cartId = await cartIdFor(tx, user.id);
      const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      if (!lines.length) throw badRequest('Your cart is empty');
      const address = await ownAddress(tx, user.id, addressId);

      // A fixed lock order (by id) so two orders for the same products never deadlock.
      const locked = await tx
        .select()
        .from(products)
        .where(inArray(products.id, lines.map((l) => l.productId)))
        .orderBy(asc(products.id))
        .for('update');
      const byId = new Map(locked.map((p) => [p.id, p]));
      for (const line of lines) {
        const product = byId.get(line.productId);
        if (!product || product.stock < line.quantity) throw conflict(stockMessage(product ?? { name: 'A product in your cart', stock: 0 }));
      }
      for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}`, bestseller: sql`${products.bestseller} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }

      const subtotal = lines.reduce((sum, l) => sum + byId.get(l.productId)!.pricePaise * l.quantity, 0);
      const summary = orderSummaryPaise(subtotal);
      const [created] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          status: 'pending',
          address: addressSnapshot(address),
          subtotalPaise: summary.subtotal,
          shippingPaise: summary.shipping,
          taxesPaise: summary.taxes,
          discountPaise: summary.discount,
          totalPaise: summary.total,
          statusHistory: [{ status: 'pending', at: now.toISOString() }],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(
          lines.map((l, position) => {
            const p = byId.get(l.productId)!;
            return { orderId: created!.id, productId: p.id, name: p.name, image: p.images[0] ?? null, pricePaise: p.pricePaise, quantity: l.quantity, position };
          }),
        )
        .returning();
      await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
      return orderJson(created!, items);
    });
    return ok(c, order, 'Order placed', 201);
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
    const now = deps.now();
    const json = await deps.db.transaction(async (tx) => {
      const order = await ownOrder(tx, user.id, c.req.param('id'), true);
      if (!CANCELLABLE.includes(order.status)) throw conflict(refusalToCancel(order.status));
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${item.quantity}`, bestseller: sql`greatest(${products.bestseller} - ${item.quantity}, 0)` })
          .where(eq(products.id, item.productId));
      }
      const history: StatusChange[] = [...order.statusHistory, { status: 'cancelled', at: now.toISOString() }];
      const [updated] = await tx
        .update(orders)
        .set({ status: 'cancelled', statusHistory: history, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      return orderJson(updated!, items);
    });
    return ok(c, json, 'Order cancelled');
  })

  .post('/return-order/:id', async (c) => {
    const { deps, user } = c.var;
    const order = await ownOrder(deps.db, user.id, c.req.param('id'));
    const { reason } = parseOr400(returnBody, await optionalBody(c));
    if (order.status !== 'delivered') throw conflict('Only delivered orders can be returned.');
    const [updated] = await deps.db
      .update(orders)
      .set({ returnStatus: 'requested', returnReason: reason || null, updatedAt: deps.now() })
      .where(and(eq(orders.id, order.id), isNull(orders.returnStatus)))
      .returning();
    if (!updated) throw conflict('A return has already been requested for this order.');
    const [json] = await ordersJson(deps.db, [updated]);
    return ok(c, json, 'Return requested');
  });
