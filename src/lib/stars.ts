/** How five stars show a rating: full, half when the fraction is at least .5, else empty (SPEC.md section 2). */
export type StarKind = 'full' | 'half' | 'empty';

/** The one star drawn by both star components (a 20×20 viewBox). */
export const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

/**
 * A row of five stars as one SVG of five <use> of the page's star symbols (StarSprite.astro):
 * each star is 20 units wide with 2 between, so a row is 108 by 20 units.
 */
export const STAR_ROW = { viewBox: '0 0 108 20', step: 22, widthPerHeight: 108 / 20 } as const;

export function ratingStars(rating: number): StarKind[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: 5 }, (_, i): StarKind => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}

/** What a screen reader hears for a row of stars: 'Rated 4 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
