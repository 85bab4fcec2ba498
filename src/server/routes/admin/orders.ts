import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, RETURN_STATUSES, type OrderStatus, type ReturnStatus } from '../../../shared/contract.ts';
import type { AppEnv } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../errors.ts';
import { changeOrder, orderById, type OrderAction } from '../../orders/change.ts';
import { addOrderNote, notesOf } from '../../orders/notes.ts';
import { notifyShopper } from '../../orders/notify.ts';
import { orderParts, type OrderRow } from '../../orders/queries.ts';
import { exportOrdersCsv } from '../../orders/orders-csv.ts';
import { listOrdersForStaff, orderShopper } from '../../orders/staff-list.ts';
import { ordersToPack } from '../../orders/to-pack.ts';
import { csvDownloadHeaders } from '../../../shared/shop-day.ts';
import { paginationQuery, requiredText, text, validate } from '../../validation.ts';
import { adminOrderJson, sellerOf } from '../../views/order.ts';
import { listParam, singleParam } from '../list-params.ts';
import { knownId } from './edits.ts';

const among = (values: readonly string[]) => (list: string[]) => list.every((v) => values.includes(v));
const date = (label: string) =>
  singleParam.pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD.`)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${label} must be a date as YYYY-MM-DD.`)
      .optional(),
  );

const filterFields = z.object({
  status: listParam.refine(among(ORDER_STATUSES), `status must be among: ${ORDER_STATUSES.join(', ')}.`),
  returnStatus: listParam.refine(among(RETURN_STATUSES), `returnStatus must be among: ${RETURN_STATUSES.join(', ')}.`),
  paymentMethod: singleParam.pipe(z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}.` }).optional()),
  from: date('From'),
  to: date('To'),
  q: singleParam.pipe(text('Search', 100).optional()).transform((q) => q || undefined),
});
const datesInOrder = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To.', path: ['from'] });
const listQuery = datesInOrder(filterFields.extend({ page: singleParam.pipe(paginationQuery.page), limit: singleParam.pipe(paginationQuery.limit.default(20)) }));
/** The download takes the list's filters, and every page of them. */
const exportQuery = datesInOrder(filterFields);

/** The filters as the list's query gave them, typed. */
const orderFilter = <T extends { status: string[]; returnStatus: string[] }>(q: T) => ({
  ...q,
  status: q.status as OrderStatus[],
  returnStatus: q.returnStatus as ReturnStatus[],
});

// Labels are the words on the staff's forms (src/features/admin-orders/actions.ts), not the keys.
const note = text('Note', 500);
const actionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('process') }),
    z.object({ action: z.literal('ship'), carrier: requiredText('Carrier', 100), trackingNumber: requiredText('Tracking number', 100) }),
    z.object({ action: z.literal('deliver') }),
    z.object({ action: z.literal('cancel'), reason: requiredText('Reason', 500) }),
    z.object({ action: z.literal('approve-return'), note: note.optional() }),
    z.object({ action: z.literal('reject-return'), note: requiredText('Note', 500) }),
    z.object({ action: z.literal('refund') }),
  ],
  { error: 'action must be one of: process, ship, deliver, cancel, approve-return, reject-return, refund.' },
);

const DONE: Record<OrderAction['action'], string> = {
  process: 'Order marked processing',
  ship: 'Order marked shipped',
  deliver: 'Order marked delivered',
  cancel: 'Order cancelled',
  'approve-return': 'Return approved',
  'reject-return': 'Return rejected',
  refund: 'Refund recorded',
  'request-return': 'Return requested',
};

/** The order as the staff see it, with their own notes on it (decision 190). */
async function adminOrder(c: Context<AppEnv>, order: OrderRow) {
  const { db, env } = c.var.deps;
  const [parts, [shopper], staffNotes] = await Promise.all([
    orderParts(db, [order.id]),
    db.select(orderShopper).from(users).where(eq(users.id, order.userId)),
    notesOf(db, order.id),
  ]);
  return { ...adminOrderJson(order, parts.itemsOf(order.id), parts.eventsOf(order.id), shopper!, sellerOf(env)), staffNotes };
}

/** An unknown order is a 404 whatever the body holds. */
const knownOrder = knownId(orderById);

const noteBody = z.object({ note: requiredText('Note', 1000) });

export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => ok(c, await listOrdersForStaff(c.var.deps.db, orderFilter(c.req.valid('query'))), 'Orders'))

  // The orders the list's filters show, as a spreadsheet (decision 188).
  .get('/export.csv', validate('query', exportQuery), async (c) =>
    c.body(await exportOrdersCsv(c.var.deps.db, orderFilter(c.req.valid('query'))), 200, csvDownloadHeaders('orders', c.var.deps.now())),
  )

  // The orders placed and not packed yet, as packing slips, and what to gather for them (decision 194).
  .get('/to-pack', async (c) => ok(c, await ordersToPack(c.var.deps.db), 'Orders to pack'))

  .get('/:id', async (c) => {
    const order = await orderById(c.var.deps.db, c.req.param('id'));
    return ok(c, await adminOrder(c, order), 'Order');
  })

  // One route for every action; the state machine (src/server/orders/life.ts) decides what is allowed.
  .post('/:id/actions', knownOrder, validate('json', actionBody), async (c) => {
    const { deps, user } = c.var;
    const input = c.req.valid('json');
    const { order, event } = await changeOrder(deps.db, {
      orderId: c.req.param('id'),
      input,
      actor: { role: 'staff', userId: user.id },
      now: deps.now(),
    });
    await notifyShopper(deps, order, event);
    return ok(c, await adminOrder(c, order), DONE[input.action]);
  })
  // A note of the staff on the order (decision 190): for each other, never for the shopper.
  .post('/:id/notes', knownOrder, validate('json', noteBody), async (c) => {
    const { deps, user } = c.var;
    const orderId = c.req.param('id');
    await addOrderNote(deps.db, { orderId, authorId: user.id, at: deps.now(), note: c.req.valid('json').note });
    return ok(c, { staffNotes: await notesOf(deps.db, orderId) }, 'Note added', 201);
  });
