/** How five stars show a rating: full, half when the fraction is at least .5, else empty (SPEC.md section 2). */
export type StarKind = 'full' | 'half' | 'empty';

export function ratingStars(rating: number): StarKind[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: 5 }, (_, i): StarKind => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}

/** The big average: one decimal ('4.3'), '0.0' when there are no reviews. */
export function formatAverage(average: number): string {
  return (Number.isFinite(average) ? Math.round(average * 10) / 10 : 0).toFixed(1);
}

/** 'N Review(s)', as SPEC.md section 2 writes it (its texts are used verbatim). */
export function reviewCountText(count: number): string {
  return `${Math.max(0, Math.floor(count))} Review(s)`;
}
