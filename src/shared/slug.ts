/** The category slug rule of SPEC.md section 2: trimmed, lower-cased, spaces to hyphens, URL-encoded. */
export function categorySlug(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));
}

/**
 * A product's slug made from its name, when none is given (the product form, a CSV import):
 * 'Kolhapuri Masala (200 g)' → 'kolhapuri-masala-200-g'. Letters lose their accents; anything
 * else but a-z and 0-9 becomes one hyphen. '' when the name has no such letter or digit.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The category page's title rebuilt from its slug: 'masala-blends' → 'Masala Blends'. */
export function titleFromSlug(slug: string): string {
  return safeDecode(slug)
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Whether two slugs name the same category, whether or not either was already URL-decoded. */
export function sameSlug(a: string, b: string): boolean {
  return safeDecode(a).toLowerCase() === safeDecode(b).toLowerCase();
}

/** The category a slug points at: by the name's slug, or by the category's own slug field. */
export function findCategoryBySlug<C extends { name: string; slug?: string | null }>(
  categories: readonly C[],
  slug: string,
): C | undefined {
  return categories.find((c) => sameSlug(categorySlug(c.name), slug) || (c.slug ? sameSlug(c.slug, slug) : false));
}
