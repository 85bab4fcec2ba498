// The orders list's filters live in the URL (DESIGN.md section 7): one reading of the query string
// for the form (what to show as chosen), the API call and the pagination links.
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
const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

/**
 * The filters of a URL. Unknown values are dropped rather than sent on, so a hand-edited or old
 * link shows the list unfiltered instead of an error page; the API still validates what it gets.
 */
export function readFilters(params: URLSearchParams): OrderFilters {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const page = Number.parseInt(text('page'), 10);
  return {
    status: oneOf(text('status'), ORDER_STATUSES),
    returnStatus: oneOf(text('returnStatus'), Object.keys(RETURN_FILTER_LABELS)),
    paymentMethod: oneOf(text('paymentMethod'), Object.keys(PAYMENT_METHOD_LABELS)),
    from: DAY.test(text('from')) ? text('from') : '',
    to: DAY.test(text('to')) ? text('to') : '',
    q: text('q').slice(0, 100),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToQuery(filters: OrderFilters): OrderListQuery {
  const query: OrderListQuery = {};
  for (const key of ['status', 'returnStatus', 'paymentMethod', 'from', 'to', 'q'] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** The list's URL for these filters on another page (pagination links keep every filter). */
export function ordersListUrl(filters: OrderFilters, page = filters.page): string {
  const params = new URLSearchParams(Object.entries(filtersToQuery({ ...filters, page })).map(([k, v]) => [k, String(v)]));
  const search = params.toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
}

/** How many filters narrow the list (the phone's folded filters say it: AdminFilters). */
export const filtersInUse = (filters: OrderFilters): number => Object.keys(filtersToQuery({ ...filters, page: 1 })).length;

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (filters: OrderFilters) => filtersInUse(filters) > 0;
