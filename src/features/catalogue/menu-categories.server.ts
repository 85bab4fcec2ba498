/**
 * The header's category list for server rendering. SERVER ONLY. The header renders on every page
 * (twice: desktop dropdown and phone menu), so one answer is shared for a minute rather than
 * asked for on every render, and dropped at once when the catalogue changes (a category renamed,
 * reordered or set inactive shows in the next page's menu); a failure leaves the menu with just
 * 'All products'.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { listCategories, type Category } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/ssr/api';
import { CATALOGUE_CHANGE_CHANNEL } from '@/shared/catalogue';

export type MenuCategory = Pick<Category, '_id' | 'name' | 'slug'>;

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<MenuCategory[]> } | null = null;
diagnosticsChannel.subscribe(CATALOGUE_CHANGE_CHANNEL, () => {
  cached = null;
});

/** Active categories, page 1, limit 100 (SPEC.md section 7), keeping only _id, name and slug. */
export function menuCategories(now = Date.now()): Promise<MenuCategory[]> {
  if (cached && now - cached.at < TTL_MS) return cached.value;
  const value = listCategories(serverApi, { page: 1, limit: 100, status: 'active' })
    .then(({ categories }) => categories.map(({ _id, name, slug }) => ({ _id, name, slug })))
    .catch(() => {
      cached = null;
      return [];
    });
  cached = { at: now, value };
  return value;
}
