// Reviews as the product's numbers and the staff's moderation see them (issue 14). A hidden review
// stays in the table (the staff can bring it back) but leaves everything shoppers see: the public
// lists, the product's average and count on cards and on the product page.
import { and, between, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, reviews, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { ID_PATTERN } from '../validation.ts';
import { reviewJson } from '../views/review.ts';

/** What counts towards a product's numbers: a visible review rated 1-5. */
const countedReview = and(eq(reviews.hidden, false), between(reviews.rating, 1, 5))!;

/** Keeps products.review_count and rating_sum in step with the visible reviews. */
export async function refreshProductRating(db: DbOrTx, productId: string) {
  const scope = and(eq(reviews.productId, productId), countedReview);
  await db
    .update(products)
    .set({
      reviewCount: sql`(select count(*)::int from ${reviews} where ${scope})`,
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${scope})`,
    })
    .where(eq(products.id, productId));
}

const author = { id: users.id, fullName: users.fullName, userName: users.userName };
const product = { id: products.id, name: products.name, slug: products.slug };

export type StaffReviewFilter = { rating?: number; product?: string; hidden?: boolean; page: number; limit: number };

/**
 * Every review for the staff, newest first: by rating, by product (its id, or words of its name
 * or slug) and hidden or not.
 */
export async function listReviewsForStaff(db: DbOrTx, f: StaffReviewFilter) {
  const conditions: SQL[] = [];
  if (f.rating !== undefined) conditions.push(eq(reviews.rating, f.rating));
  if (f.hidden !== undefined) conditions.push(eq(reviews.hidden, f.hidden));
  if (f.product) {
    const words = `%${f.product.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(or(eq(products.id, f.product), ilike(products.name, words), ilike(products.slug, words))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ review: getTableColumns(reviews), author, product })
      .from(reviews)
      .innerJoin(users, eq(reviews.userId, users.id))
      .innerJoin(products, eq(reviews.productId, products.id))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
    db.select({ total: count() }).from(reviews).innerJoin(products, eq(reviews.productId, products.id)).where(where),
  ]);
  return { reviews: rows.map(staffReviewJson), pagination: pagination(f.page, f.limit, total) };
}

type StaffRow = { review: typeof reviews.$inferSelect; author: { id: string; fullName: string; userName: string }; product: { id: string; name: string; slug: string } };

function staffReviewJson(r: StaffRow) {
  return { ...reviewJson(r.review, r.author), hidden: r.review.hidden, product: { _id: r.product.id, name: r.product.name, slug: r.product.slug } };
}

async function staffReview(db: DbOrTx, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound('Review not found');
  const [row] = await db
    .select({ review: getTableColumns(reviews), author, product })
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .innerJoin(products, eq(reviews.productId, products.id))
    .where(eq(reviews.id, id));
  if (!row) throw notFound('Review not found');
  return row;
}

/** Hides or shows a review again; the product's numbers follow in the same transaction. */
export async function setReviewHidden(db: DbOrTx, id: string, hidden: boolean) {
  const { review } = await staffReview(db, id);
  await db.transaction(async (tx) => {
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, review.id));
    await refreshProductRating(tx, review.productId);
  });
  return staffReviewJson(await staffReview(db, id));
}

/** Deletes a review for good; the product's numbers follow. */
export async function deleteReview(db: DbOrTx, id: string) {
  const { review } = await staffReview(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, review.id));
    await refreshProductRating(tx, review.productId);
  });
  return { _id: review.id };
}
