import { atom } from 'nanostores';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import { listCategories, type Category } from '@/lib/api/catalogue';
import { shopMessages } from '@/lib/shop-messages';

/** What the dropdown keeps of a category (SPEC.md section 3). */
export type CategoryOption = Pick<Category, '_id' | 'name' | 'slug'>;

/** The dropdown's list is cached for 600 seconds (SPEC.md section 9). */
const CATEGORY_CACHE_MS = 10 * 60 * 1000;
/** Page 1, limit 100, active only (SPEC.md section 7). */
const DROPDOWN_CATEGORY_QUERY = { page: 1, limit: 100, status: 'active' } as const;

const $categories = atom<CategoryOption[]>([]);
export const $categoriesLoading = atom(false);

let loadedAt: number | null = null;
let inFlight: Promise<CategoryOption[]> | null = null;

const keep = ({ _id, name, slug }: CategoryOption): CategoryOption => ({ _id, name, slug });

/** Primes the cache with a list the server already rendered, so the island need not ask again. */
export function primeCategories(categories: readonly CategoryOption[], now = Date.now()): void {
  $categories.set(categories.map(keep));
  loadedAt = now;
}

/**
 * The dropdown's categories: from the cache when it is younger than 10 minutes, else fetched
 * (one call however many ask at once). A failure keeps what was there and says so.
 */
export function loadCategories(options: { force?: boolean } = {}): Promise<CategoryOption[]> {
  if (!options.force && loadedAt !== null && Date.now() - loadedAt < CATEGORY_CACHE_MS) {
    return Promise.resolve($categories.get());
  }
  inFlight ??= (async () => {
    $categoriesLoading.set(true);
    const list = await runAction({ run: () => listCategories(api, { ...DROPDOWN_CATEGORY_QUERY }), failure: shopMessages.categoriesLoadFailed });
    if (list.ok) primeCategories(list.value.categories);
    $categoriesLoading.set(false);
    inFlight = null;
    return $categories.get();
  })();
  return inFlight;
}
