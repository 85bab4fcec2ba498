import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type Ref } from 'react';
import Loading from '@/components/Loading';
import Stars from '@/components/Stars';
import { formatLongDate } from '@/lib/dates';
import type { Review } from '@/lib/review';
import { ratingLabel } from '@/lib/stars';
import { clearReviewDraft, readReviewDraft, saveReviewDraft, type ReviewDraft } from './review-draft';
import ReviewForm from './ReviewForm';
import type { PanelActions } from './ReviewsSection';

type Props = {
  productId: string;
  userId: string;
  /** The reviews store and its actions (ReviewsSection says why they come as a prop). */
  actions: PanelActions;
};

/** The server's words for a review the shop hid (POST /reviews answers them with 409). */
const HIDDEN_REVIEW_TEXT = 'The shop has hidden your review of this product, so you cannot write another.';

/** The panel's heading; given a ref, it can take the focus (after a deletion, where the review was). */
const heading = (text: string, ref?: Ref<HTMLHeadingElement>) => (
  <h3 ref={ref} tabIndex={ref ? -1 : undefined} className="font-sans text-lg font-semibold text-earth-900">
    {text}
  </h3>
);

/** The shopper's own review as they wrote it: its stars, date, title and text. */
function OwnReview({ review }: { review: Review }) {
  const date = formatLongDate(review.createdAt);
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} size={16} label={ratingLabel(review.rating)} />
        {date && (
          <time dateTime={review.createdAt} className="review-date">
            {date}
          </time>
        )}
      </p>
      {review.title && <p className="review-title mt-2">{review.title}</p>}
      {review.comment && <p className="review-comment">{review.comment}</p>}
    </>
  );
}

/**
 * The signed-in shopper's part of the reviews section (loaded only for them, so a guest's page
 * carries none of it): their own review with Edit and Delete, a word when the shop hid it, or the
 * form to write one. What they type is kept as a draft until it is saved (review-draft.ts).
 */
export default function MyReviewPanel({ productId, userId, actions }: Props) {
  const { $myReviews, loadMyReview, createReview, updateReview, deleteReview } = actions;
  const mine = useStore($myReviews)[productId];
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const writeHeading = useRef<HTMLHeadingElement>(null);
  const focusWrite = useRef(false);

  useEffect(() => {
    void loadMyReview(productId);
  }, [loadMyReview, productId, userId]);

  // A draft left for their review (a session that ended mid-edit, a 409) opens the edit form with it.
  useEffect(() => {
    if (mine?.state === 'shown' && readReviewDraft(productId, userId)) setEditing(true);
  }, [mine?.state, productId, userId]);

  // After an edit, and after a new review has come back as theirs: the form (and the button just
  // pressed) is gone, so focus goes on from Edit rather than dropping to the page's body.
  useEffect(() => {
    if (!editing && returnFocus.current && editButton.current) {
      returnFocus.current = false;
      editButton.current.focus();
    }
  }, [editing, mine?.state]);

  // After a deletion the review and its Delete button are gone: focus goes to the heading of the
  // form that takes their place ("Write a review"), not to the page's body.
  useEffect(() => {
    if (mine?.state === 'none' && focusWrite.current) {
      focusWrite.current = false;
      writeHeading.current?.focus();
    }
  }, [mine?.state]);

  const keep = (reviewId: string | null) => (draft: ReviewDraft) => saveReviewDraft(productId, { ...draft, userId, reviewId });
  const closeEdit = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (!mine) {
    return (
      <>
        {heading('Write a review')}
        <Loading label="Loading…" minHeight="min-h-16" />
      </>
    );
  }

  if (mine.state === 'hidden') {
    return (
      <div data-testid="my-review">
        {heading('Your review')}
        <p className="mt-2 text-earth-700">{HIDDEN_REVIEW_TEXT}</p>
        <div className="mt-3 border-l-4 border-cream-300 pl-3" data-testid="my-hidden-review">
          <OwnReview review={mine.review} />
        </div>
      </div>
    );
  }

  if (mine.state === 'shown') {
    const { review } = mine;
    if (editing) {
      return (
        <div data-testid="my-review">
          {heading('Your review')}
          <div className="mt-3">
            <ReviewForm
              label="Edit your review"
              submitLabel="Save review"
              initial={readReviewDraft(productId, userId) ?? { rating: review.rating, title: review.title, comment: review.comment }}
              onChange={keep(review._id)}
              onCancel={() => {
                clearReviewDraft(productId);
                closeEdit();
              }}
              onSubmit={async (changes) => {
                if (!(await updateReview(review._id, changes))) return false;
                clearReviewDraft(productId);
                const edited = { ...review, rating: changes.rating, title: changes.title.trim(), comment: changes.comment.trim() };
                $myReviews.setKey(productId, { state: 'shown', review: edited });
                closeEdit();
                return true;
              }}
            />
          </div>
        </div>
      );
    }
    return (
      <div data-testid="my-review">
        {heading('Your review')}
        <div className="mt-3">
          <OwnReview review={review} />
          <div className="mt-3 flex gap-2">
            <button ref={editButton} type="button" className="btn-ghost min-h-9 px-3" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className="btn-ghost min-h-9 px-3 text-chilli-700"
              onClick={() => {
                if (!window.confirm('Delete your review?')) return;
                clearReviewDraft(productId);
                void deleteReview(review._id).then((deleted) => {
                  if (!deleted) return;
                  focusWrite.current = true;
                  $myReviews.setKey(productId, { state: 'none' });
                });
              }}
            >
              Delete
            </button>
          </div>
        </div>
      </div>
    );
  }

  // None yet, or it could not be read (the server still refuses a second one).
  return (
    <>
      {heading('Write a review', writeHeading)}
      <div className="mt-3">
        <ReviewForm
          label="Write a review"
          submitLabel="Submit review"
          initial={readReviewDraft(productId, userId) ?? undefined}
          clearOnSave
          onChange={keep(null)}
          onSubmit={async (draft) => {
            const sent = await createReview({ productId, ...draft });
            if (sent) {
              clearReviewDraft(productId);
              returnFocus.current = true;
            }
            // Saved, it shows as theirs; refused as a second one (409), the one there shows instead.
            void loadMyReview(productId, { force: true });
            return sent;
          }}
        />
      </div>
    </>
  );
}
