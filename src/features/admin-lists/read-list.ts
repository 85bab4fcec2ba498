// How a back-office list page (orders, products) reads its list: the same three steps for both.
import { lastPageIfPast, readListOrRefusal } from '@/lib/list-pages';

type Paged = { pagination: { page: number; totalPages: number } };
type Read<T, E> = { redirect: string } | { redirect: null; result: T | null; problem: string; alongside: E };

/**
 * The list at `url`, or where to send the browser instead (a 303): the list's own, shorter address
 * when the filter form sent its empty fields too (before asking the API anything), its last page
 * when the page asked is past it. A filter the API refuses ('from' after 'to', a search with HTML
 * in it) answers its sentence as `problem`, for the form that can fix it. `alongside` is read at the
 * same time as the list (the products' categories, for their filter).
 */
export async function readAdminList<T extends Paged, E = undefined>(url: URL, canonical: string, read: () => Promise<T>, alongside?: () => Promise<E>): Promise<Read<T, E>> {
  if (url.search && canonical !== `${url.pathname}${url.search}`) return { redirect: canonical };
  const [extra, { result, problem }] = await Promise.all([alongside?.(), readListOrRefusal(read())]);
  const past = result && lastPageIfPast(url, result.pagination);
  if (past) return { redirect: past };
  return { redirect: null, result, problem, alongside: extra as E };
}
