import { emptyBreakdown, STARS, type RatingBreakdown, type Review, type Star } from '@/lib/review';

/** What the reviews section shows above the list. */
export type ReviewSummary = {
  /** Two decimals; 0 when there are no counted ratings. */
  averageRating: number;
  totalReviews: number;
  ratingBreakdown: RatingBreakdown;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Only whole stars from 1 to 5 count in the average and the breakdown (SPEC.md section 3). */
const isCountedRating = (rating: number): rating is Star => Number.isInteger(rating) && rating >= 1 && rating <= 5;

export function ratingBreakdown(reviews: readonly Pick<Review, 'rating'>[]): RatingBreakdown {
  const breakdown = emptyBreakdown();
  for (const { rating } of reviews) if (isCountedRating(rating)) breakdown[rating] += 1;
  return breakdown;
}

const countedIn = (breakdown: RatingBreakdown): number => STARS.reduce((n, star) => n + breakdown[star], 0);

export function averageFromBreakdown(breakdown: RatingBreakdown): number {
  const counted = countedIn(breakdown);
  if (counted === 0) return 0;
  return round2(STARS.reduce((sum, star) => sum + star * breakdown[star], 0) / counted);
}

/** Average of the counted ratings, two decimals, 0 when none. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number {
  return averageFromBreakdown(ratingBreakdown(reviews));
}

export function summarizeReviews(reviews: readonly Pick<Review, 'rating'>[]): ReviewSummary {
  const breakdown = ratingBreakdown(reviews);
  return { averageRating: averageFromBreakdown(breakdown), totalReviews: reviews.length, ratingBreakdown: breakdown };
}

/**
 * The summary after one review is added (+1) or taken away (−1), for the optimistic changes.
 * It works from the running average, so it stays right when the list holds only one page.
 */
export function summaryWithRating(summary: ReviewSummary, rating: number, change: 1 | -1): ReviewSummary {
  const totalReviews = Math.max(0, summary.totalReviews + change);
  if (!isCountedRating(rating)) return { ...summary, totalReviews };
  const counted = countedIn(summary.ratingBreakdown);
  const nextCounted = counted + change;
  const ratingBreakdown = { ...summary.ratingBreakdown, [rating]: Math.max(0, summary.ratingBreakdown[rating] + change) };
  const averageRating = nextCounted <= 0 ? 0 : round2((summary.averageRating * counted + change * rating) / nextCounted);
  return { averageRating, totalReviews, ratingBreakdown };
}
