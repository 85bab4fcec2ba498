import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingStars } from './stars';

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

describe('the rating label', () => {
  it('says the rating out of five', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(3.5)).toBe('Rated 3.5 out of 5');
  });
});
