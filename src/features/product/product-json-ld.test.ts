import { describe, expect, it } from 'vitest';
import { normalizeProduct } from '@/lib/product';
import { jsonLdText, productBreadcrumbJsonLd, productJsonLd } from './product-json-ld';

const product = normalizeProduct({
  _id: 'p-kolhapuri-masala',
  name: 'Kolhapuri Masala',
  description: 'Fiery.',
  price: 200,
  discount: 10,
  images: ['/images/products/kolhapuri-masala-1-640.webp'],
  brand: 'Sakhi SHG',
  category: { _id: 'c1', slug: 'masala-blends', name: 'Masala Blends' },
  inStock: false,
});

describe('the product structured data', () => {
  it('offers the price the shopper pays in INR with its availability and absolute URLs', () => {
    const ld = productJsonLd(product, 'https://shop.example', { average: 4.26, count: 3 });
    expect(ld.offers).toMatchObject({
      priceCurrency: 'INR',
      price: '200.00',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/product/p-kolhapuri-masala',
    });
    expect(ld.image).toEqual(['https://shop.example/images/products/kolhapuri-masala-1-640.webp']);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
  });

  it('leaves out the aggregate rating when there are no reviews', () => {
    expect(productJsonLd(product, 'https://shop.example', { average: 0, count: 0 })).not.toHaveProperty('aggregateRating');
  });

  it('gives the breadcrumb Home > Product Details', () => {
    const crumbs = productBreadcrumbJsonLd(product, 'https://shop.example').itemListElement;
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Product Details']);
    expect(crumbs[1]?.item).toBe('https://shop.example/product/p-kolhapuri-masala');
  });

  it('escapes < so a product text cannot end the script element', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
  });
});
