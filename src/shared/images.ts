/**
 * The widths every shipped picture is made in (scripts/make-images.mjs writes
 * `<base>-<width>.webp` for each) and offered in in srcsets. One list, so a width the pages ask
 * for is always one that was made. Plain TypeScript that Node runs by type stripping: no enums.
 */
export const IMAGE_WIDTHS = {
  /**
   * Product pictures and the placeholder: square. 800: a product page's picture across a phone
   * (360 to 412 CSS px at 1.75 to 2 device pixels each; 640 is a little short of it, 960 a third
   * more bytes than needed). 160: the gallery's 80 CSS px thumbnails at up to 2. Decision 093.
   */
  product: [160, 320, 640, 800, 960],
  /** Category circles: square. */
  category: [160, 320],
  /**
   * The home page's hero: 16:9. 720: a phone's 328 to 380 CSS px at 1.75 to 2 device pixels each;
   * 960 at 2.5. Decision 093.
   */
  hero: [640, 720, 960, 1280, 1920],
  /** Our History (home and About Us): 3:2. */
  history: [640, 1280],
} as const;

export type ImageKind = keyof typeof IMAGE_WIDTHS;

/**
 * The widths a product page's main picture is also offered in as AVIF (decision 196): about two
 * thirds of the WebP's bytes for the same picture, so on a slow phone the page's largest picture
 * arrives a round trip sooner. Only the main picture's widths: cards and thumbnails stay WebP.
 */
export const PRODUCT_AVIF_WIDTHS = [640, 800, 960] as const satisfies readonly (typeof IMAGE_WIDTHS.product)[number][];

/**
 * The srcset of a picture shipped in every width of its kind: ('hero', '/images/hero') → '/images/hero-640.webp 640w, …'.
 * 'avif' for a picture also shipped as AVIF (the hero, decision 102: scripts/images/jobs.mjs says which),
 * with `widths` when only some of its widths are (a product's main picture, PRODUCT_AVIF_WIDTHS).
 */
export function imageSrcset(kind: ImageKind, base: string, format: 'webp' | 'avif' = 'webp', widths: readonly number[] = IMAGE_WIDTHS[kind]): string {
  return widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');
}

/**
 * The srcset of a url naming one width of a shipped picture (`…-640.webp` for a product), or
 * null for any other url: an image from elsewhere has no known variants.
 */
export function variantSrcset(kind: ImageKind, url: string, width: number): string | null {
  const suffix = `-${width}.webp`;
  return url.endsWith(suffix) ? imageSrcset(kind, url.slice(0, -suffix.length)) : null;
}

/** Where the API serves uploaded product pictures: `<prefix><key>-<width>.webp`, one file per product width. */
export const UPLOADED_PRODUCT_IMAGE_PREFIX = '/api/v1/files/products/';

/** The path an uploaded product picture is known by (its 640w file), as shipped ones are: the srcset helpers derive the rest. */
export const uploadedProductImagePath = (key: string): string => `${UPLOADED_PRODUCT_IMAGE_PREFIX}${key}-640.webp`;

/** What an uploaded product picture may be (the API checks, the back-office's form says so). */
export const PRODUCT_UPLOAD_LIMITS = {
  /** Bytes of one file. */
  maxBytes: 8 * 1024 * 1024,
  /** Files in one upload, and bytes of the whole request. */
  maxFiles: 6,
  maxRequestBytes: 24 * 1024 * 1024,
  /** Pictures one product may have. */
  maxPerProduct: 12,
  /** Pixels on the shorter side: smaller pictures look blurred even on the cards. */
  minSide: 160,
} as const;

/** Where the API serves uploaded category pictures: `<prefix><key>-<width>.webp`, one file per category width. */
const UPLOADED_CATEGORY_IMAGE_PREFIX = '/api/v1/files/categories/';

/** The path an uploaded category picture is known by (its 320w file), as shipped ones are (`/images/categories/<name>-320.webp`). */
export const uploadedCategoryImagePath = (key: string): string => `${UPLOADED_CATEGORY_IMAGE_PREFIX}${key}-320.webp`;

/** What an uploaded category picture may be: one file, cut to a square for the storefront's circles. */
export const CATEGORY_UPLOAD_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  /** The circles are 96 CSS pixels wide: 160 is the smallest that stays sharp on most phones. */
  minSide: 160,
} as const;
