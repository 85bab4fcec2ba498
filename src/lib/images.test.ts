import { describe, expect, it } from 'vitest';
import { productImageSrcset } from './images';

describe('productImageSrcset', () => {
  it('lists the 320, 640 and 960 variants of a shop image', () => {
    expect(productImageSrcset('/images/products/kokum-spice-1-640.webp')).toBe(
      '/images/products/kokum-spice-1-320.webp 320w, /images/products/kokum-spice-1-640.webp 640w, /images/products/kokum-spice-1-960.webp 960w',
    );
  });

  it('returns any other url unchanged', () => {
    expect(productImageSrcset('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(productImageSrcset('/images/products/x-640.webp?v=2')).toBe('/images/products/x-640.webp?v=2');
  });
});
