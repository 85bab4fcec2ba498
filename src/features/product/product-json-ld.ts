import type { Product } from '@/lib/product';

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
