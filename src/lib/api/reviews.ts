import { emptyBreakdown, normalizeReview, readRatingBreakdown, type RatingBreakdown, type Review } from '../review';
import type { ApiClient } from './client';
import { isObject, readPagination, type ApiEnvelope, type Pagination, type Query } from './types';

/** One page of reviews with the server's summary, when it sent one. */
export type ReviewPage = {
  reviews: Review[];
  pagination: Pagination;
  averageRating: number | null;
  totalReviews: number | null;
  ratingBreakdown: RatingBreakdown | null;
};

export type ReviewInput = { productId: string; rating: number; title?: string; comment: string };
export type ReviewChanges = Partial<Pick<Review, 'rating' | 'title' | 'comment'>>;

/** Review page size (SPEC.md section 9). */
export const REVIEW_PAGE_LIMIT = 10;

const numberOrNull = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * Reads a list answer in any of the shapes SPEC.md section 7 allows: the list in `data.reviews`,
 * in `data` itself, or in a top-level `reviews`; pagination in `data.pagination` or at the top.
 */
export function readReviewPage(answer: ApiEnvelope<unknown>, requested: { page?: number; limit?: number } = {}): ReviewPage {
  const top = answer as unknown as Record<string, unknown>;
  const data = isObject(answer.data) ? answer.data : {};
  const list = Array.isArray(data.reviews)
    ? data.reviews
    : Array.isArray(answer.data)
      ? answer.data
      : Array.isArray(top.reviews)
        ? top.reviews
        : [];
  const reviews = (list as unknown[]).map(normalizeReview);
  return {
    reviews,
    pagination: readPagination(data.pagination ?? top.pagination, reviews.length, requested),
    averageRating: numberOrNull(data.averageRating ?? top.averageRating),
    totalReviews: numberOrNull(data.totalReviews ?? top.totalReviews),
    ratingBreakdown: readRatingBreakdown(data.ratingBreakdown ?? top.ratingBreakdown),
  };
}

/** A single review from `data`, `data.review` or a top-level `review`; null when the answer holds none. */
export function readReview(answer: ApiEnvelope<unknown>): Review | null {
  const top = answer as unknown as Record<string, unknown>;
  const data = answer.data;
  const raw = isObject(data) && isObject(data.review) ? data.review : isObject(data) ? data : top.review;
  if (!isObject(raw)) return null;
  const review = normalizeReview(raw);
  return review._id ? review : null;
}

/** GET /reviews with any filters (productId, page, limit 10 by default, …). */
async function listReviews(client: ApiClient, query: Query = {}): Promise<ReviewPage> {
  const q: Query = { limit: REVIEW_PAGE_LIMIT, ...query };
  return readReviewPage(await client.get<unknown>('/reviews', { query: q }), {
    page: Number(q.page ?? 1),
    limit: Number(q.limit),
  });
}

export async function listProductReviews(
  client: ApiClient,
  productId: string,
  options: { page?: number; limit?: number } = {},
): Promise<ReviewPage> {
  return listReviews(client, { productId, page: options.page ?? 1, limit: options.limit ?? REVIEW_PAGE_LIMIT });
}

/**
 * The first page of a product whose count says it has no reviews, as the API would answer it:
 * what a page shows without asking (the count is kept with every review written, hidden or
 * removed, src/server/catalogue/reviews.ts).
 */
export function emptyReviewPage(limit: number = REVIEW_PAGE_LIMIT): ReviewPage {
  return {
    reviews: [],
    pagination: { page: 1, limit, total: 0, totalPages: 1, hasNextPage: false, hasPrevPage: false },
    averageRating: 0,
    totalReviews: 0,
    ratingBreakdown: emptyBreakdown(),
  };
}

/** The page buttons of the first page of a product's reviews, in pages of 10, for their count (one page at least, as readPagination). */
export function firstReviewPageButtons(total: number): Pick<Pagination, 'page' | 'totalPages' | 'hasPrevPage' | 'hasNextPage'> {
  const totalPages = Math.max(1, Math.ceil(total / REVIEW_PAGE_LIMIT));
  return { page: 1, totalPages, hasPrevPage: false, hasNextPage: totalPages > 1 };
}

export async function listUserReviews(client: ApiClient, userId: string): Promise<ReviewPage> {
  return readReviewPage(await client.get<unknown>(`/reviews/user/${encodeURIComponent(userId)}`));
}

/** The signed-in shopper's own review of a product, with whether the shop hid it. */
export type OwnReview = { review: Review; hidden: boolean };

/** GET /reviews/mine: the shopper's own review of a product, shown or hidden; null when they have none. */
export async function getMyReview(client: ApiClient, productId: string): Promise<OwnReview | null> {
  const answer = await client.get<unknown>('/reviews/mine', { query: { productId } });
  const review = readReview(answer);
  if (!review) return null;
  const raw = isObject(answer.data) && isObject(answer.data.review) ? answer.data.review : answer.data;
  return { review, hidden: isObject(raw) && raw.hidden === true };
}

/** Posts a review; resolves to the server's review, or null when the answer lacks an id. */
export async function createReview(client: ApiClient, input: ReviewInput): Promise<Review | null> {
  return readReview(await client.post<unknown>('/reviews', { body: input }));
}

export async function updateReview(client: ApiClient, id: string, changes: ReviewChanges): Promise<Review | null> {
  return readReview(await client.patch<unknown>(`/reviews/${encodeURIComponent(id)}`, { body: changes }));
}

export async function deleteReview(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/reviews/${encodeURIComponent(id)}`);
}
