/** The big average: one decimal ('4.3'), '0.0' when there are no reviews. */
export function formatAverage(average: number): string {
  return (Number.isFinite(average) ? Math.round(average * 10) / 10 : 0).toFixed(1);
}

/** 'N Review(s)', as SPEC.md section 2 writes it (its texts are used verbatim). */
export function reviewCountText(count: number): string {
  return `${Math.max(0, Math.floor(count))} Review(s)`;
}
