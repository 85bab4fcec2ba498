import { describe, expect, it } from 'vitest';
import { fullStarsWidth, ratingLabel, shownRating, SHOWN_RATINGS, starRowId } from './stars';

describe('the rating stars', () => {
  it('show a whole rating as that many full stars', () => {
    expect(shownRating(4)).toBe(4);
    expect(shownRating(5)).toBe(5);
  });

  it('add a half star when the fraction is at least .5', () => {
    expect(shownRating(3.5)).toBe(3.5);
    expect(shownRating(3.75)).toBe(3.5);
  });

  it('leave a fraction below .5 empty', () => {
    expect(shownRating(3.49)).toBe(3);
  });

  it('show no stars for no rating, and never more than five', () => {
    expect(shownRating(0)).toBe(0);
    expect(shownRating(Number.NaN)).toBe(0);
    expect(shownRating(7)).toBe(5);
  });

  it('name the sprite row of the shown rating, one of the rows the sprite holds', () => {
    expect(starRowId(4.4)).toBe('stars-4');
    expect(starRowId(4.6)).toBe('stars-4.5');
    for (const rating of [0, 0.3, 2.5, 3.99, 4.5, 5, 7]) expect(SHOWN_RATINGS.map((r) => `stars-${r}`)).toContain(starRowId(rating));
  });

  it('fill whole stars up to their right edge and a half star up to its middle', () => {
    expect(fullStarsWidth(0)).toBe(0);
    // Four stars and their gaps: 4 × 22 units; a half star adds the left half of the fifth (10 of its 20).
    expect(fullStarsWidth(4)).toBe(88);
    expect(fullStarsWidth(4.5)).toBe(98);
    expect(fullStarsWidth(5)).toBe(108);
  });
});

describe('the rating label', () => {
  it('says the rating out of five', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(3.5)).toBe('Rated 3.5 out of 5');
  });
});
