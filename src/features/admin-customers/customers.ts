// The back-office's customers list (read only): its call, its filters in the URL (DESIGN.md section 7,
// as the orders list's), and where a customer's orders are listed.
import type { ApiClient } from '@/lib/api/client';
import type { Pagination } from '@/lib/api/types';
import type { AccountEventActor, AccountEventType } from '@/shared/contract';
import { oneOf, urlFilters, urlReader } from '@/features/admin-lists/url-filters';

export type StaffCustomer = {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  role: 'user' | 'admin';
  isEmailVerified: boolean;
  createdAt: string;
  orderCount: number;
  lastOrderAt: string | null;
  /** When its owner deleted it (decision 189); null for an account in use. */
  deletedAt: string | null;
};

export const ROLE_LABELS = { user: 'Shoppers', admin: 'Staff' } as const;

export type CustomerFilters = { q: string; role: string; page: number };

/** The filters of a URL; an unknown role is dropped (the list shows every account). */
export function readCustomerFilters(params: URLSearchParams): CustomerFilters {
  const { text, page } = urlReader(params);
  return { q: text('q').slice(0, 100), role: oneOf(text('role'), Object.keys(ROLE_LABELS)), page };
}

const list = urlFilters<'q' | 'role', CustomerFilters>('/admin/customers', ['q', 'role']);
export const { filtersToQuery: customerQuery, filtersInUse: customerFiltersInUse, isFiltered: customersFiltered, listUrl: customersListUrl } = list;

export async function listCustomers(api: ApiClient, query: ReturnType<typeof customerQuery>) {
  const { data } = await api.get<{ customers: StaffCustomer[]; pagination: Pagination }>('/admin/customers', { query });
  return data;
}

/** A customer's orders: the orders list searched by her email (it searches the shopper's email). */
export const customerOrdersUrl = (customer: Pick<StaffCustomer, 'email'>) => `/admin/orders?${new URLSearchParams({ q: customer.email })}`;

export const customerUrl = (customer: Pick<StaffCustomer, '_id'>) => `/admin/customers/${encodeURIComponent(customer._id)}`;

/** One account with its latest changes, newest first. */
export const getCustomer = async (api: ApiClient, id: string) =>
  (await api.get<StaffCustomer & { history: AccountHistoryEntry[] }>(`/admin/customers/${encodeURIComponent(id)}`)).data;

/** Gives (`admin`) or ends (`user`) an account's staff rights, with the acting member of staff's password (decision 184). */
export const setCustomerRole = async (api: ApiClient, id: string, role: StaffCustomer['role'], password: string) =>
  (await api.post<StaffCustomer>(`/admin/customers/${encodeURIComponent(id)}/role`, { body: { role, password } })).data;

/** Ends every sign-in of an account (a lost phone); answers how many were open. */
export const signOutEverywhere = async (api: ApiClient, id: string) => (await api.post<{ ended: number }>(`/admin/customers/${encodeURIComponent(id)}/sign-out`)).data;

/** One change of an account, as its history lists it (decision 185). */
export type AccountHistoryEntry = {
  type: AccountEventType;
  at: string;
  by: AccountEventActor;
  actor: { _id: string; name: string } | null;
  signIns?: number;
  previousEmail?: string;
  ordersKept?: number;
};

/** What happened, in a sentence of its own. */
export function describeAccountChange(entry: AccountHistoryEntry): string {
  switch (entry.type) {
    case 'staff-rights-given':
      return 'Made staff';
    case 'staff-rights-ended':
      return 'Staff rights ended';
    case 'signed-out-everywhere':
      return entry.signIns === undefined ? 'Signed out everywhere' : `Signed out everywhere (${entry.signIns === 1 ? '1 sign-in' : `${entry.signIns} sign-ins`} ended)`;
    case 'password-changed':
      return 'Password changed';
    case 'password-reset':
      return 'Password reset';
    case 'email-changed':
      return entry.previousEmail ? `Email changed from ${entry.previousEmail}` : 'Email changed';
    case 'account-deleted':
      return entry.ordersKept === undefined ? 'Account deleted' : `Account deleted (${entry.ordersKept === 1 ? '1 order' : `${entry.ordersKept} orders`} kept for the shop's accounts)`;
  }
}

/** Who made the change: the owner, a member of staff (linked where her account is still there), or the command line. */
export function accountChangeBy(entry: AccountHistoryEntry): { text: string } | { staff: string; href: string } {
  if (entry.by === 'operator') return { text: 'on the command line (npm run admin:create)' };
  // A reset proves only the mailbox: whoever could open the account's mail.
  if (entry.type === 'password-reset') return { text: 'through the link mailed to the account' };
  if (entry.by === 'owner') return { text: 'by the account’s owner' };
  return entry.actor ? { staff: entry.actor.name, href: customerUrl(entry.actor) } : { text: 'by a member of staff whose account is gone' };
}
