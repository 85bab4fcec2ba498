import { formatLongDate } from '@/lib/dates';
import { ratingLabel } from '@/lib/stars';
import type { Review } from '@/lib/review';
import { authorInitial } from '@/lib/review';
import Stars from '@/components/Stars';

type Props = {
  reviews: Review[];
};

/** The reviews, newest first as the server sent them; 'No reviews yet.' when there are none. */
export default function ReviewList({ reviews }: Props) {
  if (reviews.length === 0) return <p className="text-earth-700">No reviews yet.</p>;
  return (
    <ul className="flex flex-col gap-4" data-testid="review-list">
      {reviews.map((review) => {
        const date = formatLongDate(review.createdAt);
        return (
          <li
            key={review._id}
            className="review-card"
            data-testid="review"
            aria-busy={review.pending || undefined}
          >
            <span className="review-initial" aria-hidden="true" data-testid="review-initial">
              {authorInitial(review)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="review-head">
                <span className="review-author" data-testid="review-author">
                  {review.authorName}
                </span>
                {date && (
                  <time dateTime={review.createdAt} className="review-date">
                    {date}
                  </time>
                )}
              </p>
              <p className="review-stars">
                <Stars rating={review.rating} size={16} label={ratingLabel(review.rating)} />
              </p>
              {review.title && <h3 className="review-title">{review.title}</h3>}
              <p className="review-comment">{review.comment}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
