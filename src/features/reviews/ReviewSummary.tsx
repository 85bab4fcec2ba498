import { formatAverage, reviewCountText } from './review-summary-text';
import Stars from '@/components/Stars';

/** The big average to one decimal, its stars and 'N Review(s)'. */
export default function ReviewSummary({ average, total }: { average: number; total: number }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-2xl border border-cream-300 bg-white p-5 lg:self-start">
      <p className="font-display text-5xl font-semibold text-earth-900" data-testid="reviews-average">
        {formatAverage(average)}
      </p>
      <Stars rating={average} size={22} label={`Average rating ${formatAverage(average)} out of 5`} />
      <p className="text-earth-700" data-testid="reviews-count">
        {reviewCountText(total)}
      </p>
    </div>
  );
}
