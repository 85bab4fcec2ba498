import { describe, expect, it } from 'vitest';
import { formatAverage, ratingStars, reviewCountText } from './rating-stars';

describe('the rating stars', () => {
  it('show a whole rating as that many full stars', () => {
    expect(ratingStars(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('add a half star when the fraction is at least .5', () => {
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(3.75)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('leave a fraction below .5 empty', () => {
    expect(ratingStars(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('show no stars for no rating, and never more than five', () => {
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('the review summary texts', () => {
  it('give the average to one decimal', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(0)).toBe('0.0');
  });

  it('count the reviews as the specification writes it', () => {
    expect(reviewCountText(1)).toBe('1 Review(s)');
    expect(reviewCountText(12)).toBe('12 Review(s)');
  });
});
