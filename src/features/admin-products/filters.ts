// The products list's filters live in the URL (DESIGN.md section 7): one reading of the query
// string for the form (what to show as chosen), the API call and the pagination links.
import { PRODUCT_STATUSES } from '@/shared/catalogue';

export const STOCK_FILTER_LABELS = { in: 'In stock', low: 'Low on stock', out: 'Out of stock' } as const;

export type ProductFilters = {
  q: string;
  category: string;
  status: string;
  stock: string;
  page: number;
};

/** What the API is asked (only the filters that are set). */
export type ProductListQuery = Partial<Record<'q' | 'category' | 'status' | 'stock', string>> & { page?: number; limit?: number };

const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');
const CATEGORY = /^[\w-]{1,64}$/;

/**
 * The filters of a URL. Unknown values are dropped rather than sent on, so a hand-edited or old
 * link shows the list unfiltered instead of an error page; the API still validates what it gets.
 */
export function readFilters(params: URLSearchParams): ProductFilters {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const page = Number.parseInt(text('page'), 10);
  return {
    q: text('q').slice(0, 100),
    category: CATEGORY.test(text('category')) ? text('category') : '',
    status: oneOf(text('status'), PRODUCT_STATUSES),
    stock: oneOf(text('stock'), Object.keys(STOCK_FILTER_LABELS)),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToQuery(filters: ProductFilters): ProductListQuery {
  const query: ProductListQuery = {};
  for (const key of ['q', 'category', 'status', 'stock'] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** The list's URL for these filters on another page (pagination links keep every filter). */
export function productsListUrl(filters: ProductFilters, page = filters.page): string {
  const params = new URLSearchParams(Object.entries(filtersToQuery({ ...filters, page })).map(([k, v]) => [k, String(v)]));
  const search = params.toString();
  return search ? `/admin/products?${search}` : '/admin/products';
}

/** How many filters narrow the list (the phone's folded filters say it: AdminFilters). */
export const filtersInUse = (filters: ProductFilters): number => Object.keys(filtersToQuery({ ...filters, page: 1 })).length;

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (filters: ProductFilters) => filtersInUse(filters) > 0;
