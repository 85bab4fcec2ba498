// How wide a product card's image is on the page, as `sizes` for its srcset (the product widths of
// src/shared/images.ts, WebP): worked out from the layouts below, so a phone in a two-column grid
// takes the 320 px file and not the 960 px one a generic "90vw" asked for. Keep each in step with its layout's classes:
// `container-page` (padding 16/24/32 px from 640/1024 px, at most 1280 px wide), a card's 1 px
// border each side, the grid's gaps (12 px, then 20 px from 640 px).

/** ProductGrid on a page of its own (category, search results): 2 columns, 3 from 1024 px. */
export const GRID_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 104px) / 3 - 2px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)';

/** ProductGrid beside the product list's 17rem filter column (from 1024 px; above the grid before). */
export const GRID_BESIDE_FILTERS_SIZES =
  '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 416px) / 3 - 2px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)';

/** The home page's strips: a swiped row of 78 % wide cards on a phone, 2 columns from 640 px, 4 from 1024 px. */
export const STRIP_SIZES =
  '(min-width: 1280px) 287px, (min-width: 1024px) calc(25vw - 33px), (min-width: 640px) calc(50vw - 36px), calc(78vw - 27px)';
