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
 * A gallery thumbnail's picture (80 CSS px): its 160w file, with the 320w one for screens of more
 * than 2 device pixels per CSS pixel (`sizes="80px"`). For any other url, the url alone.
 */
export function productThumbnail(url: string): { src: string; srcSet?: string } {
  const shown = '-640.webp';
  if (!url.endsWith(shown)) return { src: url };
  const base = url.slice(0, -shown.length);
  const [small, large] = IMAGE_WIDTHS.product;
  return { src: `${base}-${small}.webp`, srcSet: `${base}-${small}.webp ${small}w, ${base}-${large}.webp ${large}w` };
}

/** The srcset for a category circle: its 160w and 320w pictures when it is one of the shop's 320w files. */
export function categoryImageSrcset(url: string): string | undefined {
  return variantSrcset('category', url, 320) ?? undefined;
}
