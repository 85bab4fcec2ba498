import { asc, count, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { categoryOfOldSlug, productCount } from '../catalogue/categories.ts';
import { nameSlug } from '../catalogue/category-slug.ts';
import type { AppEnv } from '../context.ts';
import { categories } from '../db/schema.ts';
import { notFound, ok } from '../errors.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { paginationQuery, validate } from '../validation.ts';
import { categoryJson } from '../views/category.ts';
import { singleParam } from './list-params.ts';

const listQuery = z.object({
  status: singleParam.pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .refine((v) => !v || ['active', 'inactive', 'all'].includes(v), 'status must be active, inactive or all.'),
  ),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit),
});

export const categoryRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query');
    const where = q.status === 'active' || q.status === 'inactive' ? eq(categories.status, q.status) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ category: categories, productCount })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.position), asc(categories.name))
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit)),
      db.select({ total: count() }).from(categories).where(where),
    ]);
    return ok(
      c,
      { categories: rows.map((r) => categoryJson(r.category, Number(r.productCount))), pagination: pagination(q.page, q.limit, total) },
      'Categories',
    );
  })

  .get('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param('id');
    if (id.length > 100) throw notFound('Category not found');
    const key = id.trim().toLowerCase();
    const [found] = await db
      .select({ category: categories, productCount })
      .from(categories)
      .where(or(eq(categories.id, id), eq(categories.slug, key), eq(nameSlug, key)))
      .limit(1);
    // A slug from before a rename still finds its category, which answers with today's slug.
    const row = found ?? (await categoryOfOldSlug(db, key));
    if (!row) throw notFound('Category not found');
    return ok(c, categoryJson(row.category, Number(row.productCount)), 'Category');
  });
