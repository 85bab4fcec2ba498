/** The product gallery's pure rules: wrap-around paging and the zoom lens (SPEC.md section 2). */

export const ZOOM_SCALE = 2.5;
/** Where the zoom starts, in percent of the image: its centre. */
export const ZOOM_ORIGIN = { x: 50, y: 50 } as const;

export type ZoomOrigin = { x: number; y: number };

/** The index `step` places away from `index` in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

/** The zoom origin under a pointer at (clientX, clientY) over an image box, clamped to 0–100%. */
export function zoomOriginAt(
  point: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): ZoomOrigin {
  return {
    x: clampPercent(box.width > 0 ? ((point.clientX - box.left) / box.width) * 100 : 50),
    y: clampPercent(box.height > 0 ? ((point.clientY - box.top) / box.height) * 100 : 50),
  };
}
