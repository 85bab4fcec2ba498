import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { $user } from '@/features/auth/session.store';
import type { Pagination } from '@/lib/api/types';
import { loginUrl } from '@/lib/redirect';
import ReviewList from './ReviewList';
import ReviewSummary from './ReviewSummary';
import { $myReviews, $productReviews, createReview, deleteReview, loadMyReview, loadProductReviews, updateReview } from './reviews.store';

// The signed-in shopper's part (their review, the form) is fetched only for them: a guest's page
// loads no more script than the list needs, and asks for no one's own review.
const MyReviewPanel = lazy(() => import('./MyReviewPanel'));

/**
 * The store and its actions, handed to the panel rather than imported by it: a module both this
 * island and the lazy panel imported would be split by the bundler into a chunk of its own, one
 * request more on every guest's product page (decision 120).
 */
const panelActions = { $myReviews, loadMyReview, createReview, updateReview, deleteReview };
export type PanelActions = typeof panelActions;

/** Whether a review draft waits for this product (review-draft.ts keeps it; read here without loading that module). */
function draftKept(productId: string): boolean {
  try {
    return sessionStorage.getItem(`review-draft:${productId}`) !== null;
  } catch {
    return false;
  }
}

/** What the page buttons read of a page of reviews: the island is sent no more of it. */
export type ReviewPageButtons = Pick<Pagination, 'page' | 'totalPages' | 'hasPrevPage' | 'hasNextPage'>;

type Props = {
  productId: string;
  /**
   * The server's first page, as HTML (Astro slots: the page renders ReviewSummary and ReviewList
   * without hydrating them), so the reviews read without JavaScript and are sent once, not again
   * as island props (issue 15). Absent when the server could not read them.
   */
  summary?: ReactNode;
  list?: ReactNode;
  /** That first page's pagination, for the page buttons; null when the server could not read it. */
  pages?: ReviewPageButtons | null;
  /** This page's path, to come back to after signing in. */
  path: string;
};

/**
 * 'What our customers say': the average, the count and the reviews. The server's first page shows
 * until the reviews store (cached per product for the session) has loaded; a signed-in shopper
 * sees their own review (MyReviewPanel), or writes one, through the store's optimistic actions.
 */
export default function ReviewsSection({ productId, summary, list, pages = null, path }: Props) {
  const stored = useStore($productReviews(productId));
  const user = useStore($user);
  // The server renders the signed-out view; the saved user is read only after hydration.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    void loadProductReviews(productId);
  }, [productId]);

  const view = stored.loaded
    ? {
        reviews: stored.reviews,
        average: stored.summary.averageRating,
        total: stored.summary.totalReviews,
      }
    : null;
  const pagination = stored.loaded ? stored.pagination : pages;
  const me = hydrated ? user : null;

  return (
    <section aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading" className="text-2xl font-semibold sm:text-3xl">
        What our customers say
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 lg:self-start">
          {view ? <ReviewSummary average={view.average} total={view.total} /> : (summary ?? <ReviewSummary average={0} total={0} />)}
          <div className="rounded-2xl border border-cream-300 bg-white p-5" data-testid="my-review-box">
            {me ? (
              <Suspense fallback={<p className="text-earth-700">Loading…</p>}>
                <MyReviewPanel productId={productId} userId={me._id} actions={panelActions} />
              </Suspense>
            ) : (
              <>
                <h3 className="font-sans text-lg font-semibold text-earth-900">Write a review</h3>
                <p className="mt-2 text-earth-700">
                  <a className="font-semibold text-chilli-700 underline underline-offset-2" href={loginUrl(path)}>
                    Sign in
                  </a>{' '}
                  {/* Their session ended while they wrote (or before they sent it): say the text waits for them. */}
                  {hydrated && draftKept(productId) ? 'to finish your review. What you wrote is kept.' : 'to share what you thought of it.'}
                </p>
              </>
            )}
          </div>
        </div>
        <div aria-live="polite">
          {view ? <ReviewList reviews={view.reviews} /> : (list ?? <p className="text-earth-700">Loading reviews…</p>)}
          {pagination && pagination.totalPages > 1 && (
            <nav aria-label="Review pages" className="mt-6 flex items-center justify-center gap-3">
              <button
                type="button"
                className="btn-outline"
                disabled={!pagination.hasPrevPage || stored.loading}
                onClick={() =>
                  void loadProductReviews(productId, {
                    page: pagination.page - 1,
                  })
                }
              >
                Newer reviews
              </button>
              <span className="text-sm text-earth-700">
                Page {pagination.page} of {pagination.totalPages}
              </span>
              <button
                type="button"
                className="btn-outline"
                disabled={!pagination.hasNextPage || stored.loading}
                onClick={() =>
                  void loadProductReviews(productId, {
                    page: pagination.page + 1,
                  })
                }
              >
                Older reviews
              </button>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
