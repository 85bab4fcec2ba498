import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import {
  changeStock,
  createProduct,
  listProductsForStaff,
  productForStaff,
  productWithWaiting,
  stockHistory,
  updateProduct,
  type ProductFields,
} from '../../catalogue/products.ts';
import { productFields, stockCount, toColumns } from '../../catalogue/product-fields.ts';
import { paginationQuery, text, validate } from '../../validation.ts';
import { listParam, singleParam } from '../list-params.ts';
import { knownId, sentFields } from './edits.ts';
import { PRODUCT_STATUSES, STAFF_STOCK_REASONS, type ProductStatus } from '../../../shared/catalogue.ts';

const STOCK_FILTERS = ['in', 'low', 'out'] as const;

const listQuery = z.object({
  q: singleParam.pipe(text('Search', 100).optional()).transform((q) => q || undefined),
  category: singleParam.pipe(text('Category', 64).optional()).transform((c) => c || undefined),
  status: listParam.refine((l) => l.every((s) => (PRODUCT_STATUSES as readonly string[]).includes(s)), `status must be among: ${PRODUCT_STATUSES.join(', ')}.`),
  stock: singleParam.pipe(z.enum(STOCK_FILTERS, { error: `stock must be one of: ${STOCK_FILTERS.join(', ')}.` }).optional()),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit.default(20)),
});

const createBody = productFields.extend({ stock: stockCount.default(0) }).strict();
// An edit names only what changes; unknown fields (stock among them: it moves with a reason) are refused.
const editBody = productFields.partial().strict();
const stockBody = z
  .object({
    set: stockCount.optional(),
    // The stock form labels the amount "Quantity" and offers the reasons in a select.
    adjust: z.number({ error: 'Quantity must be a number.' }).int('Quantity must be a whole number.').min(-1_000_000, 'Quantity is too large.').max(1_000_000, 'Quantity is too large.').refine((n) => n !== 0, 'Quantity must not be 0.').optional(),
    reason: z.enum(STAFF_STOCK_REASONS, { error: 'Choose a reason.' }),
    note: text('Note', 500).optional(),
    /** With `set`: the stock the staff last saw; a stock changed since refuses the set (409). */
    expected: stockCount.optional(),
  })
  .strict()
  .refine((b) => (b.set === undefined) !== (b.adjust === undefined), { message: 'Give either set or adjust.', path: ['set'] });


export const adminProductRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { db, env } = c.var.deps;
    const q = c.req.valid('query');
    return ok(c, await listProductsForStaff(db, { ...q, status: q.status as ProductStatus[] }, env.LOW_STOCK_THRESHOLD), 'Products');
  })

  .post('/', validate('json', createBody), async (c) => {
    const { deps, user } = c.var;
    const { stock, ...fields } = c.req.valid('json');
    const created = await createProduct(deps.db, { ...(toColumns(fields) as ProductFields), stock }, user.id, deps.now());
    return ok(c, created, 'Product created', 201);
  })

  .get('/:id', async (c) => ok(c, await productWithWaiting(c.var.deps.db, c.req.param('id')), 'Product'))

  .patch('/:id', knownId(productForStaff), validate('json', editBody), async (c) => {
    const sent = await sentFields(c, c.req.valid('json'));
    return ok(c, await updateProduct(c.var.deps.db, c.req.param('id'), toColumns(sent)), 'Product saved');
  })

  .post('/:id/archive', async (c) => ok(c, await updateProduct(c.var.deps.db, c.req.param('id'), { status: 'archived' }), 'Product archived'))
  .post('/:id/restore', async (c) => ok(c, await updateProduct(c.var.deps.db, c.req.param('id'), { status: 'active' }), 'Product restored'))

  .post(
    '/:id/stock',
    knownId(productForStaff),
    validate('json', stockBody),
    async (c) => {
      const { deps, user } = c.var;
      return ok(c, await changeStock(deps.db, c.req.param('id'), c.req.valid('json'), user.id, deps.now()), 'Stock changed');
    },
  )

  .get('/:id/stock', async (c) => ok(c, { changes: await stockHistory(c.var.deps.db, c.req.param('id')) }, 'Stock history'));
