import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcset, variantSrcset } from './images';

describe('the shipped image widths', () => {
  it('are the widths make-images writes for each kind', () => {
    expect(IMAGE_WIDTHS).toEqual({ product: [160, 320, 640, 800, 960], category: [160, 320], hero: [640, 720, 960, 1280, 1920], history: [640, 1280] });
  });

  it('give a srcset of every width of a kind', () => {
    expect(imageSrcset('history', '/images/history')).toBe('/images/history-640.webp 640w, /images/history-1280.webp 1280w');
    expect(imageSrcset('history', '/images/history', 'avif')).toBe('/images/history-640.avif 640w, /images/history-1280.avif 1280w');
  });

  it('ship the hero in every width as WebP and as AVIF (scripts/make-images.mjs)', () => {
    for (const width of IMAGE_WIDTHS.hero) {
      for (const format of ['webp', 'avif']) expect(existsSync(`public/images/hero-${width}.${format}`), `hero-${width}.${format}`).toBe(true);
    }
  });

  it("give the srcset of a url naming one of a picture's widths, and nothing for any other url", () => {
    expect(variantSrcset('category', '/images/categories/papad-320.webp', 320)).toBe(
      '/images/categories/papad-160.webp 160w, /images/categories/papad-320.webp 320w',
    );
    expect(variantSrcset('category', '/images/categories/papad-160.webp', 320)).toBeNull();
    expect(variantSrcset('category', 'https://cdn.example.com/papad.jpg', 320)).toBeNull();
  });
});
