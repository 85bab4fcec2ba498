import { IMAGE_WIDTHS, variantSrcset } from '@/shared/images';

/** A product without a picture shows this (shipped in the product widths, src/shared/images.ts). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-640.webp';

/**
 * The srcset for a product image: its variants in every product width when the url is one of
 * the shop's 640w WebP files, otherwise just the url (an image from elsewhere has no known variants).
 */
export function productImageSrcset(url: string): string {
  return variantSrcset('product', url, 640) ?? url;
}

/**
 * A gallery thumbnail's picture: the smallest product width (320), already sharp for its 80 CSS
 * pixels on a screen of 4 device pixels per CSS pixel, which is what a srcset chose anyway; one
 * url instead of a srcset of three (issue 15). Any other url is returned unchanged.
 */
export function productThumbnailSrc(url: string): string {
  const shown = '-640.webp';
  return url.endsWith(shown) ? `${url.slice(0, -shown.length)}-${IMAGE_WIDTHS.product[0]}.webp` : url;
}

/** The srcset for a category circle: its 160w and 320w pictures when it is one of the shop's 320w files. */
export function categoryImageSrcset(url: string): string | undefined {
  return variantSrcset('category', url, 320) ?? undefined;
}
