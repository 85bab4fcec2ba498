import { isApiError } from '@/lib/api/client';

/**
 * Where a list's address goes when its page number is past the last page (its last item deleted
 * or hidden, sold out since, an old link, a page typed by hand): the last page, the rest of the
 * address kept, rather than "page 7 of 6" or "Showing 883–58 of 58" over an empty list. Null when
 * the page exists. The back-office's lists and the shop's listings.
 */
export function lastPageIfPast(url: URL, pagination: { page: number; totalPages: number }): string | null {
  const last = Math.max(1, pagination.totalPages);
  if (pagination.page <= last) return null;
  const to = new URL(url);
  if (last > 1) to.searchParams.set('page', String(last));
  else to.searchParams.delete('page');
  return `${to.pathname}${to.search}`;
}

/** A list's count: "No orders", "1 order matches these filters", "12 orders · page 2 of 3". */
export function listCount(noun: readonly [one: string, many: string], pagination: { total: number; page: number; totalPages: number }, filtered: boolean): string {
  const { total, page, totalPages } = pagination;
  const count = total === 0 ? `No ${noun[1]}` : `${total} ${total === 1 ? noun[0] : noun[1]}`;
  const match = filtered ? (total === 1 ? ' matches these filters' : ' match these filters') : '';
  return `${count}${match}${totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}`;
}

/**
 * A back-office list's read, with the API's refusal of its filters (a 400: "From must not be after
 * To.", a search with HTML in it) as the sentence to show above the form that can fix them, rather
 * than an error page. Anything else still throws.
 */
export async function readListOrRefusal<T>(read: Promise<T>): Promise<{ result: T; problem: '' } | { result: null; problem: string }> {
  try {
    return { result: await read, problem: '' };
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return { result: null, problem: error.serverMessage ?? 'These filters cannot be used together.' };
  }
}
