import { describe, expect, it } from 'vitest';
import { averageRating, ratingBreakdown, summarizeReviews, summaryWithRating } from './reviews';

const r = (...ratings: number[]) => ratings.map((rating) => ({ rating }));

describe('review derivations', () => {
  it('averages to two decimals', () => {
    expect(averageRating(r(5, 4, 4))).toBe(4.33);
  });

  it('gives 0 when there are no reviews', () => {
    expect(averageRating([])).toBe(0);
    expect(summarizeReviews([])).toEqual({ averageRating: 0, totalReviews: 0, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('counts each star from 1 to 5', () => {
    expect(ratingBreakdown(r(5, 5, 3, 1))).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 });
  });

  it('leaves ratings outside 1-5 out of the average and the breakdown', () => {
    expect(averageRating(r(5, 0, 7, -1, 3))).toBe(4);
    expect(ratingBreakdown(r(0, 6, 2.5))).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
    expect(summarizeReviews(r(5, 9)).totalReviews).toBe(2);
  });
});

describe('summaryWithRating', () => {
  const base = summarizeReviews(r(5, 3));

  it('adds a rating to the count, the breakdown and the average', () => {
    expect(summaryWithRating(base, 1, 1)).toEqual({
      averageRating: 3,
      totalReviews: 3,
      ratingBreakdown: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 },
    });
  });

  it('takes a rating away again', () => {
    expect(summaryWithRating(summaryWithRating(base, 1, 1), 1, -1)).toEqual(base);
  });

  it('goes back to 0 when the last rating goes', () => {
    expect(summaryWithRating(summarizeReviews(r(4)), 4, -1).averageRating).toBe(0);
  });

  it('counts an out-of-range rating only in the total', () => {
    expect(summaryWithRating(base, 9, 1)).toEqual({ ...base, totalReviews: 3 });
  });
});
