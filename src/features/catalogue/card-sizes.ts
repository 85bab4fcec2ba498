// How wide a product card's image is on the page, as `sizes` for its srcset (the product widths of
// src/shared/images.ts, WebP): worked out from the layouts below, so a phone in a two-column grid
// takes the 320 px file and not the 960 px one a generic "90vw" asked for. Keep each in step with its layout's classes:
// `container-page` (padding 1/1.5/2 rem from 40/64 rem, at most 80 rem wide), a card's 1 px
// border each side, the grid's gaps (0.75 rem, then 1.25 rem from 40 rem), the product list's 17 rem
// filter column and its 2.5 rem gap. In rem and em as the layout is (Tailwind's breakpoints are rem),
// so the choice stays right when the shopper's browser sets a larger text size: the columns then
// change at wider screens, and a phone's grid goes to one column (`product-columns`, decision 133).

/** Below this width (20.75 rem: two 9 rem columns, the gap and the page's padding) a product grid is one column. */
const ONE_COLUMN = 'calc(100vw - 2rem - 2px)';
const PHONE_COLUMNS = `(min-width: 40em) calc(50vw - 2.125rem - 2px), (min-width: 20.75em) calc(50vw - 1.375rem - 2px), ${ONE_COLUMN}`;

/** ProductGrid on a page of its own (category, search results): 2 columns (1 on a narrow screen or at large text), 3 from 64 rem. */
export const GRID_SIZES = `(min-width: 80em) calc(24.5rem - 2px), (min-width: 64em) calc((100vw - 6.5rem) / 3 - 2px), ${PHONE_COLUMNS}`;

/** ProductGrid beside the product list's filter column (from 64 rem; above the grid before). */
export const GRID_BESIDE_FILTERS_SIZES = `(min-width: 80em) calc(18rem - 2px), (min-width: 64em) calc((100vw - 26rem) / 3 - 2px), ${PHONE_COLUMNS}`;

/** The home page's strips: a swiped row of 78 % wide cards on a phone, 2 columns from 40 rem, 4 from 64 rem. */
export const STRIP_SIZES =
  '(min-width: 80em) calc(18.0625rem - 2px), (min-width: 64em) calc(25vw - 1.9375rem - 2px), (min-width: 40em) calc(50vw - 2.125rem - 2px), calc(78vw - 1.56rem - 2px)';
