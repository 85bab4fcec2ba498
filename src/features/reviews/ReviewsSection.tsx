import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $user } from '@/features/auth/session.store';
import type { Pagination } from '@/lib/api/types';
import { loginUrl } from '@/lib/redirect';
import type { Review } from '@/lib/review';
import ReviewForm from './ReviewForm';
import ReviewList from './ReviewList';
import ReviewSummary from './ReviewSummary';
import { $productReviews, createReview, deleteReview, loadProductReviews, updateReview } from './reviews.store';

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
 * writes a review and edits or deletes their own through the store's optimistic actions.
 */
export default function ReviewsSection({ productId, summary, list, pages = null, path }: Props) {
  const stored = useStore($productReviews(productId));
  const user = useStore($user);
  // The server renders the signed-out view; the saved user is read only after hydration.
  const [hydrated, setHydrated] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

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

  const actions = (review: Review) => {
    if (!me || review.pending || review.userId !== me._id) return null;
    if (editing === review._id) {
      return (
        <div className="mt-4 border-t border-cream-300 pt-4">
          <ReviewForm
            label="Edit your review"
            submitLabel="Save review"
            initial={{
              rating: review.rating,
              title: review.title,
              comment: review.comment,
            }}
            onCancel={() => setEditing(null)}
            onSubmit={async (draft) => {
              const saved = await updateReview(review._id, draft);
              if (saved) setEditing(null);
              return saved;
            }}
          />
        </div>
      );
    }
    return (
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn-ghost min-h-9 px-3" onClick={() => setEditing(review._id)}>
          Edit
        </button>
        <button
          type="button"
          className="btn-ghost min-h-9 px-3 text-chilli-700"
          onClick={() => {
            if (window.confirm('Delete your review?')) void deleteReview(review._id);
          }}
        >
          Delete
        </button>
      </div>
    );
  };

  return (
    <section aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading" className="text-2xl font-semibold sm:text-3xl">
        What our customers say
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 lg:self-start">
          {view ? <ReviewSummary average={view.average} total={view.total} /> : (summary ?? <ReviewSummary average={0} total={0} />)}
          <div className="rounded-2xl border border-cream-300 bg-white p-5">
            <h3 className="font-sans text-lg font-semibold text-earth-900">Write a review</h3>
            {me ? (
              <div className="mt-3">
                <ReviewForm
                  label="Write a review"
                  submitLabel="Submit review"
                  onSubmit={(draft) => createReview({ productId, ...draft })}
                />
              </div>
            ) : (
              <p className="mt-2 text-earth-700">
                <a className="font-semibold text-chilli-700 underline underline-offset-2" href={loginUrl(path)}>
                  Sign in
                </a>{' '}
                to share what you thought of it.
              </p>
            )}
          </div>
        </div>
        <div aria-live="polite">
          {view ? <ReviewList reviews={view.reviews} actions={actions} /> : (list ?? <p className="text-earth-700">Loading reviews…</p>)}
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
