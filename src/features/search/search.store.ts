import { atom, type ReadableAtom } from 'nanostores';
import { api } from '@/lib/api/browser';
import { listProducts } from '@/lib/api/catalogue';
import type { Product } from '@/lib/product';

/** The header search's rules (SPEC.md sections 2 and 9). */
const SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_SUGGESTION_LIMIT = 6;

export type SearchStatus = 'idle' | 'loading' | 'ready';
export type SearchState = {
  /** The trimmed text the suggestions are for. */
  term: string;
  /** idle: under 2 characters; loading: 'Searching...'; ready: the products (none → 'No products found.'). */
  status: SearchStatus;
  products: Product[];
};

export type SuggestionFetcher = (term: string, signal: AbortSignal) => Promise<Product[]>;

/** Whether a typed text is long enough to search: at least 2 characters after trimming. */
export const isSearchable = (text: string): boolean => text.trim().length >= SEARCH_MIN_LENGTH;

/** The products page for a search ('View all results' and submitting the form). */
export const searchResultsUrl = (text: string): string => `/products?search=${encodeURIComponent(text.trim())}`;

/** Page 1, limit 6 from GET /products. */
const fetchProductSuggestions: SuggestionFetcher = async (term, signal) => {
  const { products } = await listProducts(api, { search: term, page: 1, limit: SEARCH_SUGGESTION_LIMIT }, { signal });
  return products.slice(0, SEARCH_SUGGESTION_LIMIT);
};

export type ProductSearch = {
  $search: ReadableAtom<SearchState>;
  /** Call on every keystroke: waits for a 300 ms pause, then asks. */
  setQuery(text: string): void;
  /** Empties the suggestions (closing the dropdown) and forgets any pending answer. */
  clear(): void;
};

const IDLE: SearchState = { term: '', status: 'idle', products: [] };

/**
 * Suggestions for a search box. Only the newest query's answer may land (an older one is aborted
 * and, if it still arrives, dropped); a failure silently empties the list (SPEC.md section 8).
 */
export function createProductSearch(fetchSuggestions: SuggestionFetcher = fetchProductSuggestions): ProductSearch {
  const $search = atom<SearchState>(IDLE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let latest = 0;

  function cancelPending(): number {
    clearTimeout(timer);
    controller?.abort();
    controller = null;
    latest += 1;
    return latest;
  }

  function setQuery(text: string): void {
    const term = text.trim();
    if (term === $search.get().term && $search.get().status !== 'idle') return;
    const ticket = cancelPending();
    if (term.length < SEARCH_MIN_LENGTH) {
      $search.set({ ...IDLE, term });
      return;
    }
    $search.set({ term, status: 'loading', products: $search.get().products });
    timer = setTimeout(() => {
      const own = new AbortController();
      controller = own;
      fetchSuggestions(term, own.signal).then(
        (products) => {
          if (ticket === latest) $search.set({ term, status: 'ready', products });
        },
        () => {
          if (ticket === latest) $search.set({ term, status: 'ready', products: [] });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
  }

  function clear(): void {
    cancelPending();
    $search.set(IDLE);
  }

  return { $search, setQuery, clear };
}

/** The header's search box (desktop and phone menu share it, so both show the same suggestions). */
export const headerSearch = createProductSearch();
