import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { categories, products } from '../db/schema.ts';
import { SHORT_SEARCH } from '../db/search-settings.ts';
import { notFound, ok } from '../errors.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { ID_PATTERN, paginationQuery, validate } from '../validation.ts';
import { productJson, selectProducts, type ProductJson } from '../views/product.ts';
import { nameSlug } from '../catalogue/category-slug.ts';
import { listingCount, searchFound, type SearchFound } from '../catalogue/kept-until-change.ts';
import { SEARCH_MAX_LENGTH } from '../../shared/search.ts';
import { booleanParam, escapeLike, listParam, singleParam } from './list-params.ts';

const SORTS = ['bestseller', 'price_asc', 'price_desc', 'newest'] as const;
type Sort = (typeof SORTS)[number];

// The storefront sends the category under several names (SPEC.md section 7); all are read.
const CATEGORY_ALIASES = ['category', 'categories', 'categoryIn', 'categoryId', 'category_id', 'categoryIds', 'category_ids'] as const;

/** The most one page of a list answers; a `fields=_id` list may hold one sitemap file's worth (sitemaps.org). */
const MAX_LIMIT = 100;
const MAX_ID_LIMIT = 50_000;

const listQuery = z.object({
  search: singleParam.pipe(z.string().trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters.`).optional()),
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
  /** `_id`: answer only the ids (for the sitemap), up to MAX_ID_LIMIT per page. */
  fields: singleParam.pipe(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || v === '_id', 'fields must be _id.'),
  ),
  page: singleParam.pipe(paginationQuery.page),
  // Capped below, by MAX_LIMIT or MAX_ID_LIMIT.
  limit: singleParam.pipe(
    z.coerce
      .number<string | undefined>({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be 1 or more.')
      .default(10),
  ),
});

/** The sort orders; every list ends with name and id so pages never overlap. The indexes of
 * src/server/db/schema.ts follow these (with the tie-breakers), so keep the two in step. */
const ORDERS: Record<Sort, SQL[]> = {
  bestseller: [desc(products.bestseller)],
  price_asc: [asc(products.pricePaise)],
  price_desc: [desc(products.pricePaise)],
  newest: [desc(products.createdAt)],
};
const TIE_BREAKERS = [asc(products.name), asc(products.id)];

type Page = { products: ProductJson[] | { _id: string }[]; total: number };

/**
 * A page of the catalogue without a search: read in index order; the count needs no join, and is
 * kept until the catalogue changes under `countKey`, the filters that make `where` (kept-until-change.ts).
 */
async function listPage(db: DbOrTx, where: SQL | undefined, countKey: string, order: SQL[], limit: number, offset: number, idsOnly: boolean): Promise<Page> {
  const [rows, total] = await Promise.all([
    idsOnly
      ? db.select({ _id: products.id }).from(products).where(where).orderBy(...order, ...TIE_BREAKERS).limit(limit).offset(offset)
      : selectProducts(db).where(where).orderBy(...order, ...TIE_BREAKERS).limit(limit).offset(offset).then((r) => r.map(productJson)),
    listingCount(db, countKey, async () => (await db.select({ total: count() }).from(products).where(where))[0].total),
  ]);
  return { products: rows, total };
}

/**
 * A page of search results, best match first: the name starts with the words, then contains them,
 * then the description contains them, then names within NAME_SIMILARITY (search-settings.ts: typos
 * forgiven in names only; descriptions match as written, decision 014); closer names first among
 * those. Every condition is served by the trigram indexes on the lower-case copies of name and
 * description (decision 086), and the count comes with the page (count(*) over ()), so a search
 * reads only the rows that match. What it found is kept until the catalogue changes (decision 089).
 */
async function searchPage(
  db: Db,
  search: string,
  filters: SQL[],
  order: SQL[],
  limit: number,
  offset: number,
  idsOnly: boolean,
  keptAs: string,
): Promise<Page> {
  // The ranked ids and the count are kept until the catalogue changes under `keptAs`, what the
  // search, filters, order and page are made of (decision 089); the products are read afresh.
  const { ids, total } = await searchFound(db, keptAs, () => rankSearch(db, search, filters, order, limit, offset));
  if (idsOnly || ids.length === 0) return { products: ids.map((id) => ({ _id: id })), total };
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { products: ids.flatMap((id) => (byId.has(id) ? [productJson(byId.get(id)!)] : [])), total };
}

/** The ids of one page of a search's matches, best first, and the number of all matches. */
async function rankSearch(db: Db, search: string, filters: SQL[], order: SQL[], limit: number, offset: number): Promise<SearchFound> {
  // LIKE on the copies the database keeps lower-cased, the pattern lower-cased once by the same
  // function: ILIKE lower-cased every candidate's text again on every search.
  const words = escapeLike(search);
  const contains = sql`lower(${`%${words}%`})`;
  const startsWith = sql`lower(${`${words}%`})`;
  const nameContains = sql`${products.nameSearch} like ${contains}`;
  const descriptionContains = sql`${products.descriptionSearch} like ${contains}`;
  // Cheapest test first: a row one test accepts skips the others, and the word similarity (the
  // dearest) is worked out only for rows whose name and description do not hold the words.
  // A short search's near misses need a closer name (search-settings.ts): `kala` is not `masala`.
  const nearMiss =
    search.length <= SHORT_SEARCH.maxLength
      ? sql`(${search} <% ${products.nameSearch} and word_similarity(${search}, ${products.nameSearch}) >= ${SHORT_SEARCH.similarity})`
      : sql`${search} <% ${products.nameSearch}`;
  const matches = or(nameContains, descriptionContains, nearMiss)!;
  const rank = sql`case when ${products.nameSearch} like ${startsWith} then 3 when ${nameContains} then 2 when ${descriptionContains} then 1 else 0 end`;
  const relevance = [desc(rank), sql`case when ${rank} = 0 then word_similarity(${search}, ${products.nameSearch}) end desc nulls last`];
  const where = and(...filters, matches);

  // The similarity threshold `<%` reads is a session setting every connection starts with, and
  // the operators' planner cost leads the planner to the trigram indexes (decision 083): no
  // transaction, so PGlite's one session is never held between the two queries.
  const ranked = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...order, ...relevance, ...TIE_BREAKERS)
    .limit(limit)
    .offset(offset);
  // Past the last page there is no row to carry the count.
  const total = ranked[0]?.total ?? (offset > 0 ? (await db.select({ total: count() }).from(products).where(where))[0].total : 0);
  return { ids: ranked.map((r) => r.id), total };
}

/** An active product by id or slug: every product page reads it (decision 079). */
const productByKey = perDatabase((db) =>
  selectProducts(db)
    .where(and(or(eq(products.id, sql.placeholder('id')), eq(products.slug, sql.placeholder('slug'))), eq(products.status, 'active')))
    .prepare('product_by_key'),
);

export const productRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query') as z.output<typeof listQuery> & Record<(typeof CATEGORY_ALIASES)[number], string[]>;
    const categoryKeys = [...new Set(CATEGORY_ALIASES.flatMap((k) => q[k]))];
    const idsOnly = q.fields === '_id';
    const limit = Math.min(q.limit, idsOnly ? MAX_ID_LIMIT : MAX_LIMIT);
    const offset = offsetOf(q.page, limit);

    // Only active products are on the storefront: drafts and archived ones leave listings, search and the sitemap.
    const filters: SQL[] = [eq(products.status, 'active')];
    let categoryIds: string[] | null = null;
    if (categoryKeys.length) {
      const keys = categoryKeys.map((k) => k.toLowerCase());
      // The category ids first: with the ids themselves in the query, the planner knows how many
      // products they hold and reads them by index, and counting needs no join.
      const chosen = await db
        .select({ id: categories.id })
        .from(categories)
        .where(or(inArray(categories.id, categoryKeys), inArray(categories.slug, keys), inArray(nameSlug, keys)));
      categoryIds = chosen.map((r) => r.id).sort();
      filters.push(categoryIds.length ? inArray(products.categoryId, categoryIds) : sql`false`);
    }
    const brands = [...new Set(q.brand.map((b) => b.toLowerCase()))].sort();
    if (brands.length) filters.push(inArray(sql`lower(${products.brand})`, brands));
    if (q.inStock === true) filters.push(gt(products.stock, 0));
    if (q.inStock === false) filters.push(eq(products.stock, 0));
    // What the filters are made of names the listing's kept count and a search's kept page (kept-until-change.ts).
    const countKey = JSON.stringify([categoryIds, brands, q.inStock ?? null]);

    const order = ORDERS[(q.sort || 'bestseller') as Sort];
    const page = q.search
      ? // With a search, relevance orders the results unless a sort is asked for.
        await searchPage(db, q.search, filters, q.sort ? order : [], limit, offset, idsOnly, JSON.stringify([q.search, countKey, q.sort ?? '', limit, offset]))
      : await listPage(db, and(...filters), countKey, order, limit, offset, idsOnly);
    return ok(c, { products: page.products, pagination: pagination(q.page, limit, page.total) }, 'Products');
  })

  .get('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) throw notFound('Product not found');
    // A draft or archived product is not found (docs/decisions/016); orders keep their own copy.
    const [row] = await productByKey(db).execute({ id, slug: id.toLowerCase() });
    if (!row) throw notFound('Product not found');
    return ok(c, productJson(row), 'Product');
  });
