import { variantSrcset } from '@/shared/images';

/** A product without a picture shows this (shipped in the product widths, src/shared/images.ts). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-640.webp';

/**
 * The srcset for a product image: its variants in every product width when the url is one of
 * the shop's 640w WebP files, otherwise just the url (an image from elsewhere has no known variants).
 */
export function productImageSrcset(url: string): string {
  return variantSrcset('product', url, 640) ?? url;
}

/** The srcset for a category circle: its 160w and 320w pictures when it is one of the shop's 320w files. */
export function categoryImageSrcset(url: string): string | undefined {
  return variantSrcset('category', url, 320) ?? undefined;
}
