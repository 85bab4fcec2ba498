import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import {
  categoryForStaff,
  categoryPictureChoices,
  createCategory,
  listCategoriesForStaff,
  reorderCategories,
  updateCategory,
  type CategoryFields,
} from '../../catalogue/categories.ts';
import { setCategoryImage } from '../../catalogue/category-image.ts';
import { ID_PATTERN, text, validate } from '../../validation.ts';
import { multipartField } from '../body.ts';
import { knownId, sentFields } from './edits.ts';

const STATUSES = ['active', 'inactive'] as const;

/**
 * Letters, digits, spaces and a little punctuation: the name becomes the category's address. Any
 * script's: Devanagari's vowel signs and viramas are marks (\p{M}), not letters, after the first.
 */
const name = text('Name', 60)
  .min(1, 'Name is required.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} &',.()-]*$/u, "Name may hold letters, digits, spaces and & ' , . ( ) - and must start with a letter or digit.");

/** A path of an image the shop already serves (an upload goes to POST /:id/image); null: the placeholder. */
const image = z
  .string({ error: 'Image must be a path such as /images/categories/spices-320.webp.' })
  .trim()
  .max(300, 'Image must be at most 300 characters.')
  .regex(/^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:webp|png|jpe?g|avif)$/, 'Image must be a path such as /images/categories/spices-320.webp.')
  .refine((p) => !p.includes('..'), 'Image must be a path such as /images/categories/spices-320.webp.')
  .nullable();

const fields = z.object({
  name,
  description: text('Description', 500).default(''),
  image: image.default(null),
  status: z.enum(STATUSES, { error: 'Status must be active or inactive.' }).default('active'),
});
const createBody = fields.strict();
const editBody = fields.partial().strict();
const orderBody = z
  .object({
    ids: z
      .array(z.string({ error: 'ids must be category ids.' }).regex(ID_PATTERN, 'ids must be category ids.'), { error: 'ids must be a list of category ids.' })
      .min(1, 'Name every category once, in the new order.')
      .max(500, 'Too many ids.')
      .refine((ids) => new Set(ids).size === ids.length, 'Name every category once, in the new order.'),
  })
  .strict();

export const adminCategoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const list = await listCategoriesForStaff(c.var.deps.db);
    return ok(c, { categories: list, pictures: await categoryPictureChoices(list.map((category) => category.image)) }, 'Categories');
  })

  .post('/', validate('json', createBody), async (c) => {
    const { deps } = c.var;
    return ok(c, await createCategory(deps.db, c.req.valid('json') as CategoryFields, deps.now()), 'Category created', 201);
  })

  // Before /:id, so that 'order' is never read as an id.
  .put('/order', validate('json', orderBody), async (c) => ok(c, { categories: await reorderCategories(c.var.deps.db, c.req.valid('json').ids) }, 'Categories reordered'))

  .get('/:id', async (c) => ok(c, await categoryForStaff(c.var.deps.db, c.req.param('id')), 'Category'))

  .patch('/:id', knownId(categoryForStaff), validate('json', editBody), async (c) => {
    const sent = (await sentFields(c, c.req.valid('json'))) as Partial<CategoryFields>;
    return ok(c, await updateCategory(c.var.deps.db, c.req.param('id'), sent), 'Category saved');
  })

  // One picture, in the multipart field "image": it becomes the category's image (decision 066).
  .post('/:id/image', async (c) => {
    const files = await multipartField(c, 'image', 'Please upload the picture as a file in the multipart form field "image".');
    return ok(c, await setCategoryImage(c.var.deps, c.req.param('id'), files), 'Category picture uploaded');
  });
