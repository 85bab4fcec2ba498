import type { Category } from '@/lib/api/catalogue';
import { categorySlug } from '@/shared/slug';

/** Static pages worth finding in a search engine; private and checkout pages are left out. */
export const INDEXABLE_STATIC_PATHS = [
  '/',
  '/productsList',
  '/aboutUs',
  '/resources',
  '/policies',
  '/help',
  '/faq',
  '/terms',
  '/contact',
] as const;

/** Paths crawlers are asked to stay out of: the shopper's own pages, checkout and the API. */
const DISALLOWED_PATHS = [
  '/account',
  '/cart',
  '/shippingDetails',
  '/savedAddress',
  '/add-address',
  '/payment',
  '/api/',
  // The back-office (DESIGN.md section 10): its pages say noindex too.
  '/admin',
] as const;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]!);

/** Every public URL of the shop: the static pages, each category and each product. */
export function sitemapUrls(
  origin: string,
  categories: readonly Pick<Category, 'name'>[],
  productIds: readonly string[],
): string[] {
  const url = (path: string) => new URL(path, origin).href;
  // An encoded id needs no more of the URL parser: the prefix is parsed once, not once per product.
  const productPrefix = url('/product/');
  return [
    ...INDEXABLE_STATIC_PATHS.map(url),
    ...categories.map((c) => url(`/category/${categorySlug(c.name)}`)),
    ...productIds.map((id) => productPrefix + encodeURIComponent(id)),
  ];
}

/** A sitemap (sitemaps.org 0.9), written in one pass. One file holds up to 50,000 URLs. */
export function sitemapXml(urls: readonly string[]): string {
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const u of urls) xml += `  <url><loc>${escapeXml(u)}</loc></url>\n`;
  return `${xml}</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the sitemap is named by its full URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
