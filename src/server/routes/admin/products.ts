import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { badRequest, ok } from '../../errors.ts';
import {
  changeStock,
  createProduct,
  listProductsForStaff,
  productForStaff,
  staffProductJson,
  stockHistory,
  updateProduct,
  type ProductFields,
} from '../../catalogue/products.ts';
import { paginationQuery, requiredText, text, validate } from '../../validation.ts';
import { listParam, singleParam } from '../list-params.ts';
import { ALLERGENS, DIET_MARKS, FSSAI_LICENCE, NET_QUANTITY_UNITS } from '../../../shared/declarations.ts';
import { PRODUCT_STATUSES, STAFF_STOCK_REASONS, type ProductStatus } from '../../../shared/catalogue.ts';
import { toPaise } from '../../../shared/money.ts';

const STOCK_FILTERS = ['in', 'low', 'out'] as const;

const listQuery = z.object({
  q: singleParam.pipe(text('q', 100).optional()).transform((q) => q || undefined),
  category: singleParam.pipe(text('category', 64).optional()).transform((c) => c || undefined),
  status: listParam.refine((l) => l.every((s) => (PRODUCT_STATUSES as readonly string[]).includes(s)), `status must be among: ${PRODUCT_STATUSES.join(', ')}.`),
  stock: singleParam.pipe(z.enum(STOCK_FILTERS, { error: `stock must be one of: ${STOCK_FILTERS.join(', ')}.` }).optional()),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit.default(20)),
});

/** Rupees with at most two decimals, as the API sends them; stored as paise. */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .min(0, `${label} must not be negative.`)
    .max(10_000_000, `${label} is too large.`)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals.`);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const optionalText = (label: string, max: number) => text(label, max).transform((v) => v || null).nullable();

/** Every field the staff edit, as the API names them (docs/api.md); messages are for the field. */
const productFields = z.object({
  name: requiredText('Name', 200),
  slug: z.string({ error: 'Slug must be text.' }).trim().toLowerCase().max(120, 'Slug must be at most 120 characters.').regex(SLUG, 'Slug may hold only lower-case letters, digits and single hyphens.'),
  description: text('Description', 5000).default(''),
  features: text('Features', 2000).default(''),
  storageAndUsage: text('Storage and usage', 2000).default(''),
  brand: text('Brand', 200).default(''),
  categoryId: requiredText('Category', 64),
  price: rupees('Price'),
  mrp: rupees('MRP'),
  status: z.enum(PRODUCT_STATUSES, { error: `Status must be one of: ${PRODUCT_STATUSES.join(', ')}.` }).default('draft'),
  netQuantity: z
    .object({
      value: z.number({ error: 'Net quantity must be a number.' }).int('Net quantity must be a whole number.').min(1, 'Net quantity must be 1 or more.').max(1_000_000, 'Net quantity is too large.'),
      unit: z.enum(NET_QUANTITY_UNITS, { error: `Unit must be one of: ${NET_QUANTITY_UNITS.join(', ')}.` }),
    })
    .nullable()
    .default(null),
  ingredients: optionalText('Ingredients', 2000).default(null),
  allergens: z.array(z.enum(ALLERGENS, { error: `Allergens must be among: ${ALLERGENS.join(', ')}.` })).max(ALLERGENS.length).default([]).transform((a) => [...new Set(a)]),
  dietMark: z.enum(DIET_MARKS, { error: 'Veg mark must be veg or non-veg.' }).nullable().default(null),
  shelfLifeDays: z.number({ error: 'Shelf life must be a number of days.' }).int('Shelf life must be a whole number of days.').min(1, 'Shelf life must be 1 day or more.').max(3650, 'Shelf life must be at most 3650 days.').nullable().default(null),
  packer: z.object({ name: requiredText('Packer name', 200), address: requiredText('Packer address', 500) }).nullable().default(null),
  countryOfOrigin: requiredText('Country of origin', 100).default('India'),
  fssaiLicence: z.string({ error: 'FSSAI licence must be text.' }).trim().regex(FSSAI_LICENCE, 'FSSAI licence number must be 14 digits.').nullable().default(null),
});

type FieldsInput = Partial<z.output<typeof productFields>>;

/** The API's names to the table's: rupees to paise, the nested parts to their columns. */
function toColumns(input: FieldsInput): Partial<ProductFields> {
  const { price, mrp, netQuantity, packer, ...rest } = input;
  return {
    ...rest,
    ...(price !== undefined ? { pricePaise: toPaise(price) } : {}),
    ...(mrp !== undefined ? { mrpPaise: toPaise(mrp) } : {}),
    ...(netQuantity !== undefined ? { netQuantity: netQuantity?.value ?? null, netQuantityUnit: netQuantity?.unit ?? null } : {}),
    ...(packer !== undefined ? { packerName: packer?.name ?? null, packerAddress: packer?.address ?? null } : {}),
  };
}

const stockCount = z.number({ error: 'Stock must be a number.' }).int('Stock must be a whole number.').min(0, 'Stock must not be negative.').max(1_000_000, 'Stock must be at most 1,000,000.');
const createBody = productFields.extend({ stock: stockCount.default(0) }).strict();
// An edit names only what changes; unknown fields (stock among them: it moves with a reason) are refused.
const editBody = productFields.partial().strict();
const stockBody = z
  .object({
    set: stockCount.optional(),
    adjust: z.number({ error: 'Adjust must be a number.' }).int('Adjust must be a whole number.').min(-1_000_000, 'Adjust is too large.').max(1_000_000, 'Adjust is too large.').refine((n) => n !== 0, 'Adjust must not be 0.').optional(),
    reason: z.enum(STAFF_STOCK_REASONS, { error: `Reason must be one of: ${STAFF_STOCK_REASONS.join(', ')}.` }),
    note: text('Note', 500).optional(),
  })
  .strict()
  .refine((b) => (b.set === undefined) !== (b.adjust === undefined), { message: 'Give either set or adjust.', path: ['set'] });

// The edit schema's defaults would fill fields the request never named: read only what was sent.
const sentOnly = (raw: Record<string, unknown>, parsed: FieldsInput): FieldsInput =>
  Object.fromEntries(Object.entries(parsed).filter(([k]) => k in raw)) as FieldsInput;

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

  .get('/:id', async (c) => ok(c, staffProductJson(await productForStaff(c.var.deps.db, c.req.param('id'))), 'Product'))

  .patch(
    '/:id',
    async (c, next) => {
      await productForStaff(c.var.deps.db, c.req.param('id'));
      await next();
    },
    validate('json', editBody),
    async (c) => {
      const raw = (await c.req.json()) as Record<string, unknown>;
      const sent = sentOnly(raw, c.req.valid('json'));
      if (!Object.keys(sent).length) throw badRequest('Name at least one field to change.');
      const fields = toColumns(sent);
      return ok(c, await updateProduct(c.var.deps.db, c.req.param('id'), fields), 'Product saved');
    },
  )

  .post('/:id/archive', async (c) => ok(c, await updateProduct(c.var.deps.db, c.req.param('id'), { status: 'archived' }), 'Product archived'))
  .post('/:id/restore', async (c) => ok(c, await updateProduct(c.var.deps.db, c.req.param('id'), { status: 'active' }), 'Product restored'))

  .post(
    '/:id/stock',
    async (c, next) => {
      await productForStaff(c.var.deps.db, c.req.param('id'));
      await next();
    },
    validate('json', stockBody),
    async (c) => {
      const { deps, user } = c.var;
      return ok(c, await changeStock(deps.db, c.req.param('id'), c.req.valid('json'), user.id, deps.now()), 'Stock changed');
    },
  )

  .get('/:id/stock', async (c) => ok(c, { changes: await stockHistory(c.var.deps.db, c.req.param('id')) }, 'Stock history'));
