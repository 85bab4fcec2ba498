/** The one star drawn by every star row (a 20×20 viewBox). */
export const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

/**
 * A row of five stars, 20 units wide with 2 between: 108 by 20 units. The page's sprite
 * (StarSprite.astro) holds one row per shown rating, so a row on the page is one <use>.
 */
export const STAR_ROW = { viewBox: '0 0 108 20', width: 108, height: 20, step: 22, widthPerHeight: 108 / 20 } as const;

/** Every rating a row can show: 0 to 5 in half stars. */
export const SHOWN_RATINGS = Array.from({ length: 11 }, (_, i) => i / 2);

/**
 * The stars a rating shows (SPEC.md section 2): its whole stars, and a half star when the
 * fraction is at least .5; 0 for no rating, never more than 5.
 */
export function shownRating(rating: number): number {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return Math.floor(value * 2) / 2;
}

/** The id of the sprite's row for a rating: 'stars-4.5' for 4.5 to 4.99. */
export const starRowId = (rating: number): string => `stars-${shownRating(rating)}`;

/** How far the full stars of a shown rating reach, in row units: a half star is the left half of one. */
export function fullStarsWidth(shown: number): number {
  const whole = Math.floor(shown);
  return Math.min(STAR_ROW.width, whole * STAR_ROW.step + (shown > whole ? 10 : 0));
}

/** What a screen reader hears for a row of stars: 'Rated 4 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
