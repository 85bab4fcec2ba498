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

  it("carries the label: country of origin, weight, the packer as manufacturer, the rest as named properties", () => {
    const labelled = normalizeProduct({
      ...{ _id: 'p-udid-papad', name: 'Udid Papad', price: 80 },
      netQuantity: { value: 200, unit: 'g' },
      ingredients: 'Black gram flour (85%), salt.',
      allergens: ['peanuts'],
      dietMark: 'veg',
      shelfLifeDays: 180,
      packer: { name: 'Jijau Mahila Bachat Gat, Junnar', address: 'Narayangaon, Pune 410504' },
      countryOfOrigin: 'India',
      fssaiLicence: '21520027001093',
    });
    const ld = productJsonLd(labelled, 'https://shop.example', { average: 0, count: 0 });
    expect(ld).toMatchObject({
      countryOfOrigin: { '@type': 'Country', name: 'India' },
      weight: { '@type': 'QuantitativeValue', value: 200, unitCode: 'GRM' },
      manufacturer: { '@type': 'Organization', name: 'Jijau Mahila Bachat Gat, Junnar', address: 'Narayangaon, Pune 410504' },
    });
    expect(ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Veg or non-veg', value: 'Vegetarian' },
      { '@type': 'PropertyValue', name: 'Ingredients', value: 'Black gram flour (85%), salt.' },
      { '@type': 'PropertyValue', name: 'Allergens', value: 'peanuts' },
      { '@type': 'PropertyValue', name: 'Best before', value: '6 months from packing' },
      { '@type': 'PropertyValue', name: 'FSSAI licence number', value: '21520027001093', propertyID: 'FSSAI' },
    ]);
    const pieces = productJsonLd({ ...labelled, declarations: { ...labelled.declarations!, netQuantity: { value: 12, unit: 'pieces' } } }, 'https://shop.example', { average: 0, count: 0 });
    expect(pieces).not.toHaveProperty('weight');
    expect(pieces.additionalProperty?.[0]).toEqual({ '@type': 'PropertyValue', name: 'Net quantity', value: '12 pieces' });
    expect(productJsonLd(product, 'https://shop.example', { average: 0, count: 0 })).not.toHaveProperty('additionalProperty');
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
