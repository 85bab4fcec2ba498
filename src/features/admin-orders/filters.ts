// The orders list's filters live in the URL (DESIGN.md section 7): one reading of the query string
// for the form (what to show as chosen), the API call and the pagination links.
import { oneOf, urlFilters, urlReader } from '@/features/admin-lists/url-filters';
import { ORDER_STATUSES, type PaymentMethod } from '@/shared/contract';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { online: 'Online', cod: 'Cash on delivery' };
/** Return filters; the first is what the dashboard's 'returns waiting' counts. */
export const RETURN_FILTER_LABELS = {
  'requested,approved': 'Returns waiting',
  requested: 'Return requested',
  approved: 'Return approved (refund due)',
  rejected: 'Return rejected',
  refunded: 'Refunded',
} as const;

export type OrderFilters = {
  status: string;
  returnStatus: string;
  paymentMethod: string;
  from: string;
  to: string;
  q: string;
  page: number;
};

/** What the API is asked (only the filters that are set). */
export type OrderListQuery = Partial<Record<'status' | 'returnStatus' | 'paymentMethod' | 'from' | 'to' | 'q', string>> & { page?: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters of a URL. Unknown values are dropped rather than sent on, so a hand-edited or old
 * link shows the list unfiltered instead of an error page; the API still validates what it gets.
 */
export function readFilters(params: URLSearchParams): OrderFilters {
  const { text, page } = urlReader(params);
  return {
    status: oneOf(text('status'), ORDER_STATUSES),
    returnStatus: oneOf(text('returnStatus'), Object.keys(RETURN_FILTER_LABELS)),
    paymentMethod: oneOf(text('paymentMethod'), Object.keys(PAYMENT_METHOD_LABELS)),
    from: DAY.test(text('from')) ? text('from') : '',
    to: DAY.test(text('to')) ? text('to') : '',
    q: text('q').slice(0, 100),
    page,
  };
}

/** The query to the API, the list's addresses and the count of filters in use: admin-lists/url-filters. */
const list = urlFilters<Exclude<keyof OrderFilters, 'page'>, OrderFilters>('/admin/orders', ['status', 'returnStatus', 'paymentMethod', 'from', 'to', 'q']);
export const { filtersToQuery, filtersInUse, isFiltered, listUrl: ordersListUrl } = list;

/** The download of every order these filters show, as CSV (decision 188). */
export const ordersCsvUrl = (filters: OrderFilters) => ordersListUrl(filters, 1, '/admin/orders/export.csv');
