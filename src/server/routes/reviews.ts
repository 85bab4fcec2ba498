import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { refreshProductRating } from '../catalogue/reviews.ts';
import { products, reviews, users } from '../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound, ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { ID_PATTERN, idString, paginationQuery, text, validate } from '../validation.ts';
import { reviewJson } from '../views/review.ts';
import { singleParam } from './list-params.ts';

const REQUIRED = 'productId and rating are required';

const ratingField = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'Rating must be a whole number from 1 to 5.').transform(Number)], {
    error: (i) => (i.input === undefined || i.input === null ? REQUIRED : 'Rating must be a whole number from 1 to 5.'),
  })
  .pipe(z.number().int('Rating must be a whole number from 1 to 5.').min(1, 'Rating must be from 1 to 5.').max(5, 'Rating must be from 1 to 5.'));

const createBody = z.object({
  productId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64, 'Product not found'),
  rating: ratingField,
  title: text('Title', 120).optional(),
  comment: text('Comment', 2000).default(''),
});

const updateBody = z
  .object({ rating: ratingField.optional(), title: text('Title', 120).optional(), comment: text('Comment', 2000).optional() })
  .refine((b) => b.rating !== undefined || b.title !== undefined || b.comment !== undefined, 'Please send a rating, title or comment to change.');

const listQuery = z.object({
  productId: singleParam.pipe(z.string().trim().max(64).optional()),
  userId: singleParam.pipe(z.string().trim().max(64).optional()),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit),
});

const mineQuery = z.object({ productId: singleParam.pipe(idString('productId')) });

const author = { id: users.id, fullName: users.fullName, userName: users.userName };

/**
 * Reviews matching a filter, newest first, with the numbers of SPEC.md section 3 over all of them.
 * Reviews the staff hid are left out of both (src/server/catalogue/reviews.ts).
 */
const reviewRows = (db: Db, where: SQL | undefined) =>
  db.select({ review: getTableColumns(reviews), author }).from(reviews).innerJoin(users, eq(reviews.userId, users.id)).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id));
// One query for the count and the breakdown.
const ratingCounts = (db: Db, where: SQL | undefined) => db.select({ rating: reviews.rating, n: count() }).from(reviews).where(where).groupBy(reviews.rating);

/** A product's visible reviews, the list every product page reads on each render (decision 079). */
const productReviews = perDatabase((db) => {
  const where = and(eq(reviews.hidden, false), eq(reviews.productId, sql.placeholder('productId')));
  return {
    rows: reviewRows(db, where).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('product_reviews'),
    ratings: ratingCounts(db, where).prepare('product_review_ratings'),
  };
});

async function reviewList(db: Db, filter: { productId?: string; userId?: string }, page: number, limit: number) {
  const offset = offsetOf(page, limit);
  let rowsAndRatings;
  if (filter.productId && !filter.userId) {
    const prepared = productReviews(db);
    const values = { productId: filter.productId, limit, offset };
    rowsAndRatings = Promise.all([prepared.rows.execute(values), prepared.ratings.execute(values)]);
  } else {
    const conditions: SQL[] = [eq(reviews.hidden, false)];
    if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
    if (filter.userId) conditions.push(eq(reviews.userId, filter.userId));
    const where = and(...conditions);
    rowsAndRatings = Promise.all([reviewRows(db, where).limit(limit).offset(offset), ratingCounts(db, where)]);
  }
  const [rows, byRating] = await rowsAndRatings;

  const ratingBreakdown: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  let rated = 0;
  for (const { rating, n } of byRating) {
    total += n;
    // Only ratings 1-5 count towards the breakdown and the average (the table's check allows no other).
    if (rating < 1 || rating > 5) continue;
    ratingBreakdown[rating as 1 | 2 | 3 | 4 | 5] = n;
    sum += rating * n;
    rated += n;
  }
  return {
    reviews: rows.map((r) => reviewJson(r.review, r.author)),
    averageRating: rated ? Math.round((sum / rated) * 100) / 100 : 0,
    totalReviews: total,
    ratingBreakdown,
    pagination: pagination(page, limit, total),
  };
}

async function reviewById(db: DbOrTx, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound('Review not found');
  const [row] = await db
    .select({ review: getTableColumns(reviews), author })
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .where(eq(reviews.id, id));
  if (!row) throw notFound('Review not found');
  return row;
}

/**
 * A review the signed-in user may change: their own, or any for an admin. Others' answer 404.
 * One the shop hid stays as the staff left it (decision 162): its author deleting it could write
 * the same again, shown, past the moderation.
 */
async function editableReview(c: Context<AppEnv>, id: string) {
  const row = await reviewById(c.var.deps.db, id);
  if (c.var.user.role === 'admin') return row;
  if (row.review.userId !== c.var.user.id) throw notFound('Review not found');
  if (row.review.hidden) throw conflict('The shop has hidden your review of this product, so it cannot be changed or deleted.');
  return row;
}

export const reviewRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { productId, userId, page, limit } = c.req.valid('query');
    return ok(c, await reviewList(c.var.deps.db, { productId: productId || undefined, userId: userId || undefined }, page, limit), 'Reviews');
  })

  .get('/product/:productId', validate('query', listQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    return ok(c, await reviewList(c.var.deps.db, { productId: c.req.param('productId') }, page, limit), 'Reviews');
  })

  .get('/user/:userId', validate('query', listQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    return ok(c, await reviewList(c.var.deps.db, { userId: c.req.param('userId') }, page, limit), 'Reviews');
  })

  // The signed-in shopper's own review of a product, shown or hidden by the shop: the product page's
  // reviews are one page among many and leave hidden ones out, so only this tells the shopper
  // whether they may write one (decision 120). Before '/:id', which would take 'mine' for an id.
  .get('/mine', requireUser, validate('query', mineQuery), async (c) => {
    const { deps, user } = c.var;
    const { productId } = c.req.valid('query');
    const [row] = ID_PATTERN.test(productId)
      ? await deps.db
          .select({ product: products.id, review: getTableColumns(reviews) })
          .from(products)
          .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.userId, user.id)))
          .where(eq(products.id, productId))
      : [];
    if (!row) throw notFound('Product not found');
    if (!row.review) return ok(c, null, 'You have not reviewed this product.');
    return ok(c, { ...reviewJson(row.review, user), hidden: row.review.hidden }, 'Your review');
  })

  .get('/:id', async (c) => {
    const row = await reviewById(c.var.deps.db, c.req.param('id'));
    if (row.review.hidden) throw notFound('Review not found');
    return ok(c, reviewJson(row.review, row.author), 'Review');
  })

  .post('/', requireUser, validate('json', createBody), async (c) => {
    const { deps, user } = c.var;
    const input = c.req.valid('json');
    await deps.rateLimiter.check('review', user.id);
    const [product] = ID_PATTERN.test(input.productId)
      ? await deps.db.select({ id: products.id }).from(products).where(eq(products.id, input.productId))
      : [];
    if (!product) throw notFound('Product not found');
    const now = deps.now();
    const review = await deps.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(reviews)
          .values({ productId: product.id, userId: user.id, rating: input.rating, title: input.title || null, comment: input.comment, createdAt: now, updatedAt: now })
          .returning();
        await refreshProductRating(tx, product.id);
        return created!;
      })
      .catch(async (err: unknown) => {
        if (!isUniqueViolation(err, 'reviews_product_user_unique')) throw err;
        // Their one review of it is there. Hidden by the shop, they cannot see it to edit it: say so.
        const [earlier] = await deps.db
          .select({ hidden: reviews.hidden })
          .from(reviews)
          .where(and(eq(reviews.productId, product.id), eq(reviews.userId, user.id)));
        throw conflict(
          earlier?.hidden
            ? 'The shop has hidden your review of this product, so you cannot write another.'
            : 'You have already reviewed this product. You can edit your review instead.',
        );
      });
    await deps.rateLimiter.hit('review', user.id);
    return ok(c, reviewJson(review, user), 'Review submitted', 201);
  })

  .patch('/', requireUser, () => {
    throw badRequest('id is required');
  })

  .patch('/:id', requireUser, validate('json', updateBody), async (c) => {
    const { deps } = c.var;
    const input = c.req.valid('json');
    const { review, author: who } = await editableReview(c, c.req.param('id'));
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({
          ...(input.rating !== undefined && { rating: input.rating }),
          ...(input.title !== undefined && { title: input.title || null }),
          ...(input.comment !== undefined && { comment: input.comment }),
          updatedAt: deps.now(),
        })
        .where(eq(reviews.id, review.id))
        .returning();
      await refreshProductRating(tx, review.productId);
      return row!;
    });
    return ok(c, reviewJson(updated, who), 'Review updated');
  })

  .delete('/', requireUser, () => {
    throw badRequest('id is required');
  })

  .delete('/:id', requireUser, async (c) => {
    const { deps } = c.var;
    const { review } = await editableReview(c, c.req.param('id'));
    await deps.db.transaction(async (tx) => {
      await tx.delete(reviews).where(eq(reviews.id, review.id));
      await refreshProductRating(tx, review.productId);
    });
    return ok(c, { _id: review.id }, 'Review deleted');
  });
