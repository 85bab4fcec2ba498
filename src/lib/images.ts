/** Widths every product image is shipped in (`/images/products/<slug>-<n>-<width>.webp`). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;
export const PLACEHOLDER_IMAGE = '/images/placeholder-640.webp';

const SIZED_WEBP = /-640\.webp$/;

/**
 * The srcset for a product image: its 320/640/960 variants when the url is one of the shop's
 * 640w WebP files, otherwise just the url (an image from elsewhere has no known variants).
 */
export function productImageSrcset(url: string): string {
  if (!SIZED_WEBP.test(url)) return url;
  return PRODUCT_IMAGE_WIDTHS.map((w) => `${url.replace(SIZED_WEBP, `-${w}.webp`)} ${w}w`).join(', ');
}
