import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import { deleteReview, listReviewsForStaff, setReviewHidden } from '../../catalogue/reviews.ts';
import { paginationQuery, text, validate } from '../../validation.ts';
import { booleanParam, singleParam } from '../list-params.ts';

const listQuery = z.object({
  rating: singleParam.pipe(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^[1-5]$/.test(v), 'rating must be a whole number from 1 to 5.')
      .transform((v) => (v ? Number(v) : undefined)),
  ),
  product: singleParam.pipe(text('Product', 100).optional()).transform((p) => p || undefined),
  hidden: booleanParam('hidden'),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit.default(20)),
});

export const adminReviewRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => ok(c, await listReviewsForStaff(c.var.deps.db, c.req.valid('query')), 'Reviews'))
  .post('/:id/hide', async (c) => ok(c, await setReviewHidden(c.var.deps.db, c.req.param('id'), true), 'Review hidden'))
  .post('/:id/unhide', async (c) => ok(c, await setReviewHidden(c.var.deps.db, c.req.param('id'), false), 'Review shown again'))
  .delete('/:id', async (c) => ok(c, await deleteReview(c.var.deps.db, c.req.param('id')), 'Review deleted'));
