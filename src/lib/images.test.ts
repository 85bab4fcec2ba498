import { describe, expect, it } from 'vitest';
import { uploadedCategoryImagePath, uploadedProductImagePath } from '@/shared/images';
import { categoryImageSrcset, PLACEHOLDER_IMAGE, productImageAvifSrcset, productImageSrcset, productThumbnail } from './images';

describe('productImageSrcset', () => {
  it('lists the 320, 640 and 960 variants of a shop image', () => {
    expect(productImageSrcset('/images/products/kokum-spice-1-640.webp')).toBe(
      '/images/products/kokum-spice-1-160.webp 160w, /images/products/kokum-spice-1-320.webp 320w, /images/products/kokum-spice-1-640.webp 640w, /images/products/kokum-spice-1-800.webp 800w, /images/products/kokum-spice-1-960.webp 960w',
    );
  });

  it('lists the 320, 640 and 960 files of an image uploaded from the back-office, as for a shipped one', () => {
    const uploaded = uploadedProductImagePath('0123456789abcdef01234567');
    expect(uploaded).toBe('/api/v1/files/products/0123456789abcdef01234567-640.webp');
    expect(productImageSrcset(uploaded)).toBe(
      '/api/v1/files/products/0123456789abcdef01234567-160.webp 160w, /api/v1/files/products/0123456789abcdef01234567-320.webp 320w, /api/v1/files/products/0123456789abcdef01234567-640.webp 640w, /api/v1/files/products/0123456789abcdef01234567-800.webp 800w, /api/v1/files/products/0123456789abcdef01234567-960.webp 960w',
    );
  });

  it('returns any other url unchanged', () => {
    expect(productImageSrcset('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(productImageSrcset('/images/products/x-640.webp?v=2')).toBe('/images/products/x-640.webp?v=2');
  });
});

describe('productImageAvifSrcset', () => {
  it('lists the 640, 800 and 960 AVIF files of a shipped picture, an uploaded one and the placeholder', () => {
    expect(productImageAvifSrcset('/images/products/kokum-spice-1-640.webp')).toBe(
      '/images/products/kokum-spice-1-640.avif 640w, /images/products/kokum-spice-1-800.avif 800w, /images/products/kokum-spice-1-960.avif 960w',
    );
    expect(productImageAvifSrcset(uploadedProductImagePath('0123456789abcdef01234567'))).toBe(
      '/api/v1/files/products/0123456789abcdef01234567-640.avif 640w, /api/v1/files/products/0123456789abcdef01234567-800.avif 800w, /api/v1/files/products/0123456789abcdef01234567-960.avif 960w',
    );
    expect(productImageAvifSrcset(PLACEHOLDER_IMAGE)).toBe('/images/placeholder-640.avif 640w, /images/placeholder-800.avif 800w, /images/placeholder-960.avif 960w');
  });

  it('offers none for a picture the shop did not make: no AVIF files exist for it', () => {
    for (const url of ['https://cdn.example.com/a-640.webp', '/images/categories/spices-320.webp', '/images/history-640.webp', '/images/products/x-640.webp?v=2', '/images/products/x-320.webp']) {
      expect(productImageAvifSrcset(url), url).toBeUndefined();
    }
  });
});

describe('productThumbnail', () => {
  it('is the 160 file of a shop image or an uploaded one, with the 320 file for denser screens', () => {
    expect(productThumbnail('/images/products/kokum-spice-1-640.webp')).toEqual({
      src: '/images/products/kokum-spice-1-160.webp',
      srcSet: '/images/products/kokum-spice-1-160.webp 160w, /images/products/kokum-spice-1-320.webp 320w',
    });
    expect(productThumbnail(uploadedProductImagePath('0123456789abcdef01234567'))).toEqual({
      src: '/api/v1/files/products/0123456789abcdef01234567-160.webp',
      srcSet: '/api/v1/files/products/0123456789abcdef01234567-160.webp 160w, /api/v1/files/products/0123456789abcdef01234567-320.webp 320w',
    });
  });

  it('returns any other url alone', () => {
    expect(productThumbnail('https://cdn.example.com/a.jpg')).toEqual({ src: 'https://cdn.example.com/a.jpg' });
    expect(productThumbnail('/images/products/x-640.webp?v=2')).toEqual({ src: '/images/products/x-640.webp?v=2' });
  });
});

describe('categoryImageSrcset', () => {
  it("lists the 160 and 320 variants of a shop's category picture, and nothing for any other", () => {
    expect(categoryImageSrcset('/images/categories/papad-320.webp')).toBe(
      '/images/categories/papad-160.webp 160w, /images/categories/papad-320.webp 320w',
    );
    expect(categoryImageSrcset('https://cdn.example.com/papad.jpg')).toBeUndefined();
  });

  it('lists the 160 and 320 files of a category picture uploaded from the back-office', () => {
    const uploaded = uploadedCategoryImagePath('0123456789abcdef01234567');
    expect(uploaded).toBe('/api/v1/files/categories/0123456789abcdef01234567-320.webp');
    expect(categoryImageSrcset(uploaded)).toBe(
      '/api/v1/files/categories/0123456789abcdef01234567-160.webp 160w, /api/v1/files/categories/0123456789abcdef01234567-320.webp 320w',
    );
  });
});
