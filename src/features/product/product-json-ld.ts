import type { Product, ProductDeclarations } from '@/lib/product';
import { formatNetQuantity, type NetQuantityUnit } from '@/shared/declarations';

/** Absolute URL of a site path (images and pages in structured data must be absolute). */
const absolute = (path: string, origin: string) => new URL(path, origin).href;

/**
 * schema.org Product for a product page: offers in INR with availability, and an aggregateRating
 * when the product has reviews (search engines reject a rating with no reviews behind it).
 */
export function productJsonLd(product: Product, origin: string, reviews: { average: number; count: number }) {
  const url = absolute(`/product/${encodeURIComponent(product._id)}`, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product._id,
    image: product.gallery.map((src) => absolute(src, origin)),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category?.name ? { category: product.category.name } : {}),
    ...declarationsJsonLd(product.declarations),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.price.toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(reviews.average * 10) / 10,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** UN/CEFACT codes of the mass units, for schema.org `weight`. */
const MASS_UNIT_CODES: Partial<Record<NetQuantityUnit, string>> = { g: 'GRM', kg: 'KGM' };

const property = (name: string, value: string, propertyID?: string) => ({
  '@type': 'PropertyValue',
  name,
  value,
  ...(propertyID ? { propertyID } : {}),
});

/**
 * The label in schema.org terms. Product has `countryOfOrigin`, `weight` (a net quantity by mass)
 * and `manufacturer` (the packing self-help group, who makes it); the rest of the label (veg mark,
 * ingredients, allergens, best before, FSSAI licence, a net quantity by volume or count) has no
 * Product property, so it goes into `additionalProperty` as named PropertyValues.
 */
function declarationsJsonLd(d: ProductDeclarations | null) {
  if (!d) return {};
  const massCode = d.netQuantity ? MASS_UNIT_CODES[d.netQuantity.unit] : undefined;
  const additional = [
    ...(d.netQuantity && !massCode ? [property('Net quantity', formatNetQuantity(d.netQuantity.value, d.netQuantity.unit))] : []),
    ...(d.dietMark ? [property('Veg or non-veg', d.dietMark === 'veg' ? 'Vegetarian' : 'Non-vegetarian')] : []),
    ...(d.ingredients ? [property('Ingredients', d.ingredients)] : []),
    ...(d.allergens.length ? [property('Allergens', d.allergens.join(', '))] : []),
    ...(d.shelfLife ? [property('Best before', `${d.shelfLife} from packing`)] : []),
    ...(d.fssaiLicence ? [property('FSSAI licence number', d.fssaiLicence, 'FSSAI')] : []),
  ];
  return {
    ...(d.countryOfOrigin ? { countryOfOrigin: { '@type': 'Country', name: d.countryOfOrigin } } : {}),
    ...(d.netQuantity && massCode ? { weight: { '@type': 'QuantitativeValue', value: d.netQuantity.value, unitCode: massCode } } : {}),
    ...(d.packer
      ? { manufacturer: { '@type': 'Organization', name: d.packer.name, ...(d.packer.address ? { address: d.packer.address } : {}) } }
      : {}),
    ...(additional.length ? { additionalProperty: additional } : {}),
  };
}

/** The breadcrumb the page shows, Home > Product Details, as schema.org BreadcrumbList. */
export function productBreadcrumbJsonLd(product: Pick<Product, '_id'>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/', origin) },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Product Details',
        item: absolute(`/product/${encodeURIComponent(product._id)}`, origin),
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so no text can close the script early. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
