import { IMAGE_WIDTHS, imageSrcset, PRODUCT_AVIF_WIDTHS, UPLOADED_PRODUCT_IMAGE_PREFIX, variantSrcset } from '@/shared/images';

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
 * The AVIF srcset of a product page's main picture (decision 196), for the shop's own pictures,
 * each made in PRODUCT_AVIF_WIDTHS: shipped ones, uploaded ones (the server makes an older upload's
 * AVIF files when first asked) and the placeholder. Undefined for an image from elsewhere, which has
 * none: its WebP alone is offered.
 */
export function productImageAvifSrcset(url: string): string | undefined {
  const shown = '-640.webp';
  const own = url.startsWith('/images/products/') || url.startsWith(UPLOADED_PRODUCT_IMAGE_PREFIX) || url === PLACEHOLDER_IMAGE;
  if (!own || !url.endsWith(shown)) return undefined;
  return imageSrcset('product', url.slice(0, -shown.length), 'avif', PRODUCT_AVIF_WIDTHS);
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
