// What the back-office's lists (orders, products) do alike with their filters in the URL (DESIGN.md
// section 7): each list reads its own fields (readFilters in its filters.ts); from there the query
// to the API, the list's addresses and the count of filters in use are the same for both, so they
// are made here once from the list's path and the names of its filters.

/** A list's filters as its readFilters answers them: text fields ('' when not set) and the page. */
type Filters<K extends string> = Record<K, string> & { page: number };
/** What the API is asked: only the filters that are set, page 1 left out. */
type Query<K extends string> = Partial<Record<K, string>> & { page?: number };

/** A value the list knows, or '' (an unknown one is dropped rather than sent on to the API). */
export const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

/** A URL's trimmed text field, and its page (1 for a missing, broken or too small number). */
export function urlReader(params: URLSearchParams) {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const page = Number.parseInt(text('page'), 10);
  return { text, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The helpers of one list, at `path`, whose filters are `keys` (in the order its URL writes them). */
export function urlFilters<K extends string, F extends Filters<K>>(path: string, keys: readonly K[]) {
  function filtersToQuery(filters: F): Query<K> {
    const query: Query<K> = {};
    for (const key of keys) {
      if (filters[key]) query[key] = filters[key];
    }
    if (filters.page > 1) query.page = filters.page;
    return query;
  }
  /**
   * The list's URL for these filters on another page (pagination links keep every filter), or the
   * URL of another address taking the same filters (`at`: the orders' CSV download).
   */
  function listUrl(filters: F, page = filters.page, at = path): string {
    const params = new URLSearchParams(Object.entries(filtersToQuery({ ...filters, page })).map(([k, v]) => [k, String(v)]));
    const search = params.toString();
    return search ? `${at}?${search}` : at;
  }
  /** How many filters narrow the list (the phone's folded filters say it: AdminFilters). */
  const filtersInUse = (filters: F): number => Object.keys(filtersToQuery({ ...filters, page: 1 })).length;
  /** Whether any filter narrows the list (the empty state then offers to clear them). */
  const isFiltered = (filters: F) => filtersInUse(filters) > 0;
  return { filtersToQuery, listUrl, filtersInUse, isFiltered };
}
