import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { categories, products } from '../db/schema.ts';
import { notFound, ok } from '../errors.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { ID_PATTERN, paginationQuery, validate } from '../validation.ts';
import { productJson, selectProducts } from '../views/product.ts';
import { nameSlug } from './categories.ts';
import { booleanParam, escapeLike, listParam, singleParam } from './list-params.ts';

export const SORTS = ['bestseller', 'price_asc', 'price_desc', 'newest'] as const;

// The storefront sends the category under several names (SPEC.md section 7); all are read.
const CATEGORY_ALIASES = ['category', 'categories', 'categoryIn', 'categoryId', 'category_id', 'categoryIds', 'category_ids'] as const;

const listQuery = z.object({
  search: singleParam.pipe(z.string().trim().max(100, 'search must be at most 100 characters.').optional()),
  ...Object.fromEntries(CATEGORY_ALIASES.map((k) => [k, listParam])),
  brand: listParam,
  inStock: booleanParam('inStock'),
  sort: singleParam.pipe(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (SORTS as readonly string[]).includes(v), `sort must be one of: ${SORTS.join(', ')}.`),
  ),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit),
});

// Typo tolerance: how close (pg_trgm word similarity, 0..1) a word must be to count as a match.
const NAME_SIMILARITY = 0.4;
const DESCRIPTION_SIMILARITY = 0.55;

export const productRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query') as z.output<typeof listQuery> & Record<(typeof CATEGORY_ALIASES)[number], string[]>;
    const categoryKeys = [...new Set(CATEGORY_ALIASES.flatMap((k) => q[k]))];

    const where: SQL[] = [];
    if (categoryKeys.length) {
      const keys = categoryKeys.map((k) => k.toLowerCase());
      where.push(or(inArray(categories.id, categoryKeys), inArray(categories.slug, keys), inArray(nameSlug, keys))!);
    }
    if (q.brand.length) where.push(inArray(sql`lower(${products.brand})`, q.brand.map((b) => b.toLowerCase())));
    if (q.inStock === true) where.push(gt(products.stock, 0));
    if (q.inStock === false) where.push(eq(products.stock, 0));

    const search = q.search || undefined;
    let relevance: SQL[] = [];
    if (search) {
      const contains = `%${escapeLike(search)}%`;
      const nameSimilarity = sql`word_similarity(${search}, ${products.name})`;
      const descriptionSimilarity = sql`word_similarity(${search}, ${products.description})`;
      where.push(
        or(
          ilike(products.name, contains),
          ilike(products.description, contains),
          sql`${nameSimilarity} >= ${NAME_SIMILARITY}`,
          sql`${descriptionSimilarity} >= ${DESCRIPTION_SIMILARITY}`,
        )!,
      );
      // Whole-text matches first (name start, name, description), then the closest typos.
      relevance = [
        desc(sql`case when ${products.name} ilike ${`${escapeLike(search)}%`} then 3
                      when ${products.name} ilike ${contains} then 2
                      when ${products.description} ilike ${contains} then 1 else 0 end`),
        desc(sql`greatest(${nameSimilarity}, ${descriptionSimilarity} * 0.6)`),
      ];
    }

    const order: SQL[] = {
      bestseller: [desc(products.bestseller)],
      price_asc: [asc(products.pricePaise)],
      price_desc: [desc(products.pricePaise)],
      newest: [desc(products.createdAt)],
      '': [],
    }[q.sort ?? ''] ?? [];
    const orderBy = q.sort ? [...order, ...relevance] : search ? relevance : [desc(products.bestseller)];

    const condition = where.length ? and(...where) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      selectProducts(db)
        .where(condition)
        .orderBy(...orderBy, asc(products.name), asc(products.id))
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit)),
      db
        .select({ total: count() })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(condition),
    ]);
    return ok(c, { products: rows.map(productJson), pagination: pagination(q.page, q.limit, total) }, 'Products');
  })

  .get('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) throw notFound('Product not found');
    const [row] = await selectProducts(db).where(or(eq(products.id, id), eq(products.slug, id.toLowerCase())));
    if (!row) throw notFound('Product not found');
    return ok(c, productJson(row), 'Product');
  });
