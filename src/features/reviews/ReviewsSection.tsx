import type { ReviewPage } from '@/lib/api/reviews';
import ReviewList from './ReviewList';
import ReviewSummary from './ReviewSummary';

type Props = {
  productId: string;
  /** The first page of reviews, rendered by the server so they read without JavaScript. */
  initial: ReviewPage | null;
};

/** 'What our customers say': the average, the count and the reviews. */
export default function ReviewsSection({ initial }: Props) {
  const reviews = initial?.reviews ?? [];
  const total = initial?.totalReviews ?? reviews.length;
  const average = initial?.averageRating ?? 0;
  return (
    <section aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading" className="text-2xl font-semibold sm:text-3xl">
        What our customers say
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <ReviewSummary average={average} total={total} />
        <div>{initial ? <ReviewList reviews={reviews} /> : <p className="text-earth-700">Loading reviews…</p>}</div>
      </div>
    </section>
  );
}
