import { atom, computed, map, type ReadableAtom } from 'nanostores';
import { $user } from '@/features/auth/session.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/client';
import * as reviewsApi from '@/lib/api/reviews';
import type { ReviewChanges, ReviewPage } from '@/lib/api/reviews';
import type { Pagination } from '@/lib/api/types';
import { ANONYMOUS_AUTHOR, type Review } from '@/lib/review';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { displayName } from '@/lib/user';
import { averageFromBreakdown, summarizeReviews, summaryWithRating, type ReviewSummary } from './reviews';
import { messages } from '@/lib/messages';

/** One product's reviews as the reviews section shows them. */
export type ProductReviews = {
  reviews: Review[];
  summary: ReviewSummary;
  pagination: Pagination | null;
  loading: boolean;
  /** Fetched at least once this session (later reads come from the cache). */
  loaded: boolean;
};

const EMPTY_PRODUCT_REVIEWS: ProductReviews = Object.freeze({
  reviews: [],
  summary: summarizeReviews([]),
  pagination: null,
  loading: false,
  loaded: false,
}) as ProductReviews;

/** The optimistic review's author, until the server's review replaces it. */
const OPTIMISTIC_AUTHOR = 'You';

/** Reviews per product id, cached for the session until a forced or paged fetch. */
export const $reviewsByProduct = map<Record<string, ProductReviews | undefined>>({});

const perProduct = new Map<string, ReadableAtom<ProductReviews>>();
/**
 * A store of one product's reviews, for `useStore($productReviews(id))` in an island: in the
 * browser the same store for a product all session. The server renders the island once a request,
 * for any of the catalogue's products, and keeps none: kept, they were the server's heap growing
 * with every product ever shown (about 4,700 stores after a few thousand random product pages).
 */
export function $productReviews(productId: string): ReadableAtom<ProductReviews> {
  let store = perProduct.get(productId);
  if (!store) {
    store = computed($reviewsByProduct, (all) => all[productId] ?? EMPTY_PRODUCT_REVIEWS);
    if (typeof window !== 'undefined') perProduct.set(productId, store);
  }
  return store;
}

export type UserReviews = { userId: string | null; reviews: Review[]; loading: boolean; loaded: boolean };
const NO_USER_REVIEWS: UserReviews = { userId: null, reviews: [], loading: false, loaded: false };
export const $userReviews = atom<UserReviews>(NO_USER_REVIEWS);
$user.listen((user) => {
  if (!user) $userReviews.set(NO_USER_REVIEWS);
});

/**
 * The signed-in shopper's own review of a product (GET /reviews/mine), which the product's list
 * cannot tell: it may be on another page, or hidden by the shop. 'unknown' when it could not be
 * read: the form shows as before, and the server still refuses a second review.
 */
export type MyReview =
  | { state: 'none' }
  | { state: 'unknown' }
  | { state: 'shown'; review: Review }
  | { state: 'hidden'; review: Review };

/** Per product id, for the shopper signed in now; emptied when another (or nobody) signs in. No entry: not read yet. */
export const $myReviews = map<Record<string, MyReview | undefined>>({});

const myReviewLoads = new Map<string, { seq: number; promise: Promise<MyReview> }>();
let myReviewSeq = 0;
let myReviewsOf: string | null = null;
$user.subscribe((user) => {
  const id = user?._id ?? null;
  if (id === myReviewsOf) return;
  myReviewsOf = id;
  myReviewLoads.clear();
  $myReviews.set({});
});

/**
 * Reads the shopper's own review of a product, once a session unless `force` is set. Only for a
 * signed-in shopper: a guest makes no call. A 401 says nothing (the session store signs out).
 */
export function loadMyReview(productId: string, options: { force?: boolean } = {}): Promise<MyReview> {
  const user = $user.get();
  if (!user) return Promise.resolve({ state: 'none' });
  const known = $myReviews.get()[productId];
  if (known && !options.force) return Promise.resolve(known);
  const running = myReviewLoads.get(productId);
  if (running && !options.force) return running.promise;
  myReviewSeq += 1;
  const promise = readMyReview(productId, user._id, myReviewSeq);
  myReviewLoads.set(productId, { seq: myReviewSeq, promise });
  return promise;
}

async function readMyReview(productId: string, userId: string, seq: number): Promise<MyReview> {
  const fetched = await runAction({
    run: () => reviewsApi.getMyReview(api, productId),
    failure: (error) => (isApiError(error) && error.status === 401 ? null : toastError(error, messages.reviewLoadFailed)),
  });
  const mine: MyReview = !fetched.ok
    ? { state: 'unknown' }
    : !fetched.value
      ? { state: 'none' }
      : { state: fetched.value.hidden ? 'hidden' : 'shown', review: fetched.value.review };
  // Only the latest read, for the shopper still signed in, is kept (a change of user drops the reads).
  if (myReviewLoads.get(productId)?.seq === seq) {
    myReviewLoads.delete(productId);
    if ($user.get()?._id === userId) $myReviews.setKey(productId, mine);
  }
  return mine;
}

const entry = (productId: string): ProductReviews => $reviewsByProduct.get()[productId] ?? EMPTY_PRODUCT_REVIEWS;
const put = (productId: string, value: ProductReviews | undefined): void => $reviewsByProduct.setKey(productId, value);

function summaryOf(page: ReviewPage): ReviewSummary {
  // The server's summary covers every page; the list alone covers only this one.
  const breakdown = page.ratingBreakdown ?? summarizeReviews(page.reviews).ratingBreakdown;
  return {
    averageRating: page.averageRating ?? averageFromBreakdown(breakdown),
    totalReviews: page.totalReviews ?? page.pagination.total,
    ratingBreakdown: breakdown,
  };
}

const loadSeq = new Map<string, number>();

/**
 * Loads a product's reviews. A product already loaded this session is answered from the cache,
 * unless `force` is set or a `page` is asked for.
 */
export async function loadProductReviews(
  productId: string,
  options: { force?: boolean; page?: number } = {},
): Promise<ProductReviews> {
  const cached = $reviewsByProduct.get()[productId];
  if (cached?.loaded && !options.force && options.page === undefined) return cached;
  const seq = (loadSeq.get(productId) ?? 0) + 1;
  loadSeq.set(productId, seq);
  put(productId, { ...entry(productId), loading: true });
  const latest = () => loadSeq.get(productId) === seq;
  const fetched = await runAction({
    run: () => reviewsApi.listProductReviews(api, productId, { page: options.page ?? 1 }),
    // An answer overtaken by a newer load is dropped, its failure too.
    failure: (error) => (latest() ? toastError(error, messages.reviewsLoadFailed) : null),
  });
  if (!latest()) return entry(productId);
  if (!fetched.ok) {
    put(productId, { ...entry(productId), loading: false });
    return entry(productId);
  }
  const page = fetched.value;
  const loaded: ProductReviews = {
    reviews: page.reviews,
    summary: summaryOf(page),
    pagination: page.pagination,
    loading: false,
    loaded: true,
  };
  put(productId, loaded);
  return loaded;
}

/** A shopper's own reviews (the account area). */
export async function loadUserReviews(userId: string): Promise<Review[]> {
  $userReviews.set({ ...$userReviews.get(), userId, loading: true });
  const fetched = await runAction({ run: () => reviewsApi.listUserReviews(api, userId), failure: messages.userReviewsLoadFailed });
  if (!fetched.ok) {
    $userReviews.set({ ...$userReviews.get(), loading: false });
    return [];
  }
  const { reviews } = fetched.value;
  $userReviews.set({ userId, reviews, loading: false, loaded: true });
  return reviews;
}

let tempCounter = 0;

/** The signed-in shopper's name for a review the server sent back without one. */
function withAuthor(review: Review): Review {
  if (review.authorName !== ANONYMOUS_AUTHOR) return review;
  const user = $user.get();
  return user ? { ...review, authorName: displayName(user), userId: review.userId ?? user._id } : review;
}

export type NewReview = { productId: string; rating: number; title?: string; comment?: string };

/**
 * Writes a review. A temporary entry (author 'You') shows at once; the server's review replaces
 * it, or a forced refetch does when the answer has no id; on failure the previous list returns.
 */
export async function createReview(input: NewReview): Promise<boolean> {
  if (!input.productId || !input.rating) {
    toastErrorText(messages.reviewFieldsRequired);
    return false;
  }
  const { productId } = input;
  const rating = Number(input.rating);
  const title = input.title?.trim() ?? '';
  const comment = input.comment?.trim() ?? '';
  const previous = $reviewsByProduct.get()[productId];
  const before = entry(productId);
  const user = $user.get();
  tempCounter += 1;
  const temporary: Review = {
    _id: `temp-${tempCounter}`,
    productId,
    userId: user?._id ?? null,
    authorName: OPTIMISTIC_AUTHOR,
    rating,
    title,
    comment,
    createdAt: new Date().toISOString(),
    pending: true,
  };
  put(productId, {
    ...before,
    reviews: [temporary, ...before.reviews],
    summary: summaryWithRating(before.summary, rating, 1),
  });

  const created = await runAction({
    run: () => reviewsApi.createReview(api, { productId, rating, ...(title ? { title } : {}), comment }),
    failure: messages.reviewSubmitFailed,
  });
  if (!created.ok) {
    put(productId, previous);
    return false;
  }
  const saved = created.value;
  if (saved) {
    const server = withAuthor(saved);
    const now = entry(productId);
    put(productId, { ...now, reviews: now.reviews.map((r) => (r._id === temporary._id ? server : r)) });
  } else {
    await loadProductReviews(productId, { force: true });
  }
  // Said last: a refetch that fails is told first, as before.
  toastSuccess(messages.reviewSubmitted);
  return true;
}

/** Applies a change to every cached list that holds the review. */
function everywhere(id: string, change: (review: Review, list: ProductReviews) => ProductReviews): void {
  for (const [productId, list] of Object.entries($reviewsByProduct.get())) {
    const review = list?.reviews.find((r) => r._id === id);
    if (list && review) put(productId, change(review, list));
  }
}

/** Edits a review; the list shows the server's version (or the changes when it sends none back). */
export async function updateReview(id: string, changes: ReviewChanges): Promise<boolean> {
  if (!id) {
    toastErrorText(messages.reviewIdRequired);
    return false;
  }
  const body: ReviewChanges = { ...changes };
  if (body.comment !== undefined) body.comment = body.comment.trim();
  if (body.title !== undefined) body.title = body.title.trim();
  const updated = await runAction({ run: () => reviewsApi.updateReview(api, id, body), success: messages.reviewUpdated, failure: messages.reviewUpdateFailed });
  if (!updated.ok) return false;
  const saved = updated.value;
  everywhere(id, (old, list) => {
    const next = saved ? withAuthor({ ...saved, authorName: saved.authorName === ANONYMOUS_AUTHOR ? old.authorName : saved.authorName }) : { ...old, ...body };
    const summary =
      next.rating === old.rating ? list.summary : summaryWithRating(summaryWithRating(list.summary, old.rating, -1), next.rating, 1);
    return { ...list, summary, reviews: list.reviews.map((r) => (r._id === id ? next : r)) };
  });
  const mine = $userReviews.get();
  $userReviews.set({ ...mine, reviews: mine.reviews.map((r) => (r._id === id ? { ...r, ...(saved ?? body) } : r)) });
  return true;
}

/** Deletes a review and takes it out of every list. */
export async function deleteReview(id: string): Promise<boolean> {
  if (!id) {
    toastErrorText(messages.reviewIdRequired);
    return false;
  }
  const deleted = await runAction({ run: () => reviewsApi.deleteReview(api, id), success: messages.reviewDeleted, failure: messages.reviewDeleteFailed });
  if (!deleted.ok) return false;
  everywhere(id, (old, list) => ({
    ...list,
    summary: summaryWithRating(list.summary, old.rating, -1),
    reviews: list.reviews.filter((r) => r._id !== id),
  }));
  const mine = $userReviews.get();
  $userReviews.set({ ...mine, reviews: mine.reviews.filter((r) => r._id !== id) });
  return true;
}
