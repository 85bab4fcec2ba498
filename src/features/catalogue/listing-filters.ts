/**
 * The product listing's filter state, kept in the URL so a filtered page can be shared,
 * reloaded and used without JavaScript: `?category=<slug>&category=<slug>&availability=in-stock&page=2`.
 */

/** The listing shows 9 products a page (SPEC.md section 9). */
export const LISTING_PAGE_SIZE = 9;

export const AVAILABILITY_OPTIONS = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
] as const;

export type Availability = (typeof AVAILABILITY_OPTIONS)[number]['value'];

export type ListingFilters = {
  /** Category slugs, in the order first chosen, without repeats. */
  categories: string[];
  availability: Availability[];
  page: number;
};

const isAvailability = (value: string): value is Availability => AVAILABILITY_OPTIONS.some((o) => o.value === value);

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** A page number from the URL: a whole number of at least 1, else 1. */
export function readPage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The filters a listing URL asks for; unknown or blank values are dropped. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const categories = unique(
    params
      .getAll('category')
      .map((c) => c.trim().toLowerCase())
      .filter((c) => c !== ''),
  );
  const availability = unique(params.getAll('availability').filter(isAvailability));
  return { categories, availability, page: readPage(params.get('page')) };
}

/** The listing URL for a set of filters; page 1 and empty filters are left out, so URLs stay short. */
export function listingHref(filters: ListingFilters, path = '/productsList'): string {
  const params = new URLSearchParams();
  for (const c of filters.categories) params.append('category', c);
  for (const a of filters.availability) params.append('availability', a);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The API's inStock filter for the chosen availability: only one of the two boxes narrows the list;
 * both or neither mean every product.
 */
export function inStockFilter(availability: readonly Availability[]): boolean | undefined {
  const wantsIn = availability.includes('in-stock');
  const wantsOut = availability.includes('out-of-stock');
  if (wantsIn === wantsOut) return undefined;
  return wantsIn;
}

/** The line over the grid: which products of how many this page shows ('Showing 1 product', not '1–1 of 1 products'). */
export function resultsCountText(first: number, last: number, total: number): string {
  if (total === 0) return 'Showing 0 products';
  if (total === 1) return 'Showing 1 product';
  return `Showing ${first}–${last} of ${total} products`;
}

/**
 * What a tick did, in a few words for the row of the box she ticked (listing-page.ts puts it there):
 * the full "Showing 1–9 of N products" is above the grid, a screen below the boxes on a phone.
 */
export function filterResultNote(total: number): string {
  if (total === 0) return 'No products match';
  return total === 1 ? '1 product matches' : `${total} products match`;
}

export type FilterChip = { key: string; label: string; /** The listing without this filter. */ removeHref: string };

/** One removable chip per applied filter; removing one goes back to page 1. */
export function filterChips(filters: ListingFilters, categoryName: (slug: string) => string): FilterChip[] {
  const chips: FilterChip[] = filters.categories.map((slug) => ({
    key: `category:${slug}`,
    label: categoryName(slug),
    removeHref: listingHref({ ...filters, categories: filters.categories.filter((c) => c !== slug), page: 1 }),
  }));
  for (const option of AVAILABILITY_OPTIONS) {
    if (!filters.availability.includes(option.value)) continue;
    chips.push({
      key: `availability:${option.value}`,
      label: option.label,
      removeHref: listingHref({ ...filters, availability: filters.availability.filter((a) => a !== option.value), page: 1 }),
    });
  }
  return chips;
}

/** The numbered page buttons to show: all of them when few, else the ends and the current page's neighbours. */
export function pageButtons(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const buttons: (number | 'gap')[] = [];
  shown.forEach((n, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && n - previous > 1) buttons.push('gap');
    buttons.push(n);
  });
  return buttons;
}
