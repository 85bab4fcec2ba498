/**
 * The active categories for server rendering. SERVER ONLY. The header renders them on every page
 * (twice: desktop dropdown and phone menu) and the listing pages read them again (filters, the
 * category of /category/{slug}), so one answer is shared for a minute rather than asked for on
 * every render, and dropped at once when the catalogue changes (a category renamed, reordered or
 * set inactive shows in the next page); a failure leaves the menu with just 'All products'.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { listCategories, type Category } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/ssr/api';
import { CATALOGUE_CHANGE_CHANNEL } from '@/shared/catalogue';

export type MenuCategory = Pick<Category, '_id' | 'name' | 'slug'>;
/** What the listing pages read of a category: the menu's fields and the description. */
export type ActiveCategory = MenuCategory & Pick<Category, 'description'>;

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<ActiveCategory[]> } | null = null;
diagnosticsChannel.subscribe(CATALOGUE_CHANGE_CHANNEL, () => {
  cached = null;
});

/**
 * Active categories, page 1, limit 100 (SPEC.md section 7), keeping only _id, name, slug and
 * description: one answer per minute for the header and the listing pages (/productsList's filter,
 * /category/{slug}), dropped at once when the catalogue changes. Rejects when they could not be
 * read (a failure is not kept: the next render asks again).
 */
export function activeCategories(now = Date.now()): Promise<ActiveCategory[]> {
  if (cached && now - cached.at < TTL_MS) return cached.value;
  const value = listCategories(serverApi, { page: 1, limit: 100, status: 'active' }).then(({ categories }) =>
    categories.map(({ _id, name, slug, description }) => ({ _id, name, slug, description })),
  );
  const entry = { at: now, value };
  value.catch(() => {
    if (cached === entry) cached = null;
  });
  cached = entry;
  return value;
}

/** The header's menu: id, name and slug; a failure leaves it with just 'All products'. */
export function menuCategories(now = Date.now()): Promise<MenuCategory[]> {
  return activeCategories(now).then(
    (categories) => categories.map(({ _id, name, slug }) => ({ _id, name, slug })),
    () => [],
  );
}
