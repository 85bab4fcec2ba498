/**
 * What a product card says about reviews: the product's real average and count, or that there are
 * none yet (docs/decisions/015). Null count means the backend did not say; that shows as none too,
 * since a card must never claim reviews nobody wrote.
 */
export type CardRating = { kind: 'none'; text: string } | { kind: 'rated'; rating: number; label: string; count: string };

const countFormat = new Intl.NumberFormat('en-IN');

export function cardRating(rating: number, reviewCount: number | null): CardRating {
  if (!reviewCount || reviewCount <= 0 || !(rating > 0)) return { kind: 'none', text: 'No reviews yet' };
  const average = Math.round(Math.min(5, rating) * 10) / 10;
  return {
    kind: 'rated',
    rating: average,
    label: `Rated ${average} out of 5`,
    count: `(${countFormat.format(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'})`,
  };
}
