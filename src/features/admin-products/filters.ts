// The products list's filters live in the URL (DESIGN.md section 7): one reading of the query
// string for the form (what to show as chosen), the API call and the pagination links.
import { oneOf, urlFilters, urlReader } from '@/features/admin-lists/url-filters';
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

const CATEGORY = /^[\w-]{1,64}$/;

/**
 * The filters of a URL. Unknown values are dropped rather than sent on, so a hand-edited or old
 * link shows the list unfiltered instead of an error page; the API still validates what it gets.
 */
export function readFilters(params: URLSearchParams): ProductFilters {
  const { text, page } = urlReader(params);
  return {
    q: text('q').slice(0, 100),
    category: CATEGORY.test(text('category')) ? text('category') : '',
    status: oneOf(text('status'), PRODUCT_STATUSES),
    stock: oneOf(text('stock'), Object.keys(STOCK_FILTER_LABELS)),
    page,
  };
}

/** The query to the API, the list's addresses and the count of filters in use: admin-lists/url-filters. */
const list = urlFilters<Exclude<keyof ProductFilters, 'page'>, ProductFilters>('/admin/products', ['q', 'category', 'status', 'stock']);
export const { filtersToQuery, filtersInUse, isFiltered, listUrl: productsListUrl } = list;
