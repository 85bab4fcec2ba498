import { describe, expect, it } from 'vitest';
import { cardRating } from './card-rating';

describe('cardRating', () => {
  it("says the product's own average and count", () => {
    expect(cardRating(4.5, 2)).toEqual({ kind: 'rated', rating: 4.5, label: 'Rated 4.5 out of 5', count: '(2 reviews)' });
    expect(cardRating(3, 1)).toMatchObject({ count: '(1 review)' });
    expect(cardRating(4.26, 123456)).toMatchObject({ rating: 4.3, count: '(1,23,456 reviews)' });
  });

  it("says 'No reviews yet' when there are none, or the backend did not say, never a made-up rating", () => {
    expect(cardRating(5, 0)).toEqual({ kind: 'none', text: 'No reviews yet' });
    expect(cardRating(5, null)).toEqual({ kind: 'none', text: 'No reviews yet' });
    expect(cardRating(0, 3)).toEqual({ kind: 'none', text: 'No reviews yet' });
  });
});
