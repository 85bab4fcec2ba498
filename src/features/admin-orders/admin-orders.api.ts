// The back-office's calls to the admin API (docs/api.md, "Back-office"), made by the admin pages
// while they render, with the admin's own cookies (`Astro.locals.admin.api`).
import { isApiError, type ApiClient } from '@/lib/api/client';
import type { Pagination } from '@/lib/api/types';
import type { DeliveryAddress, OrderEventType, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus, Seller, StaffAction } from '@/shared/contract';
import type { NetQuantityUnit } from '@/shared/declarations';
import type { OrderListQuery } from './filters';

export type Dashboard = {
  waiting: { pending: number; processing: number; shipped: number };
  returnsWaiting: number;
  today: { orders: number; revenue: number };
  last7Days: { orders: number; revenue: number };
  lowStock: { threshold: number; products: { _id: string; name: string; stock: number }[] };
  /** The newest good backup in BACKUP_DIR (npm run backup, or BACKUP_EVERY), or null. */
  lastBackup: { at: string; file: string } | null;
};

/** `deletedAt`: she deleted her account since (decision 189); her email then reaches no one. */
type Shopper = { _id: string; name: string; email: string; phone: string | null; deletedAt: string | null };

export type OrderSummary = {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  returnStatus: ReturnStatus | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  itemCount: number;
  createdAt: string;
  shopper: Shopper;
};

export type OrderEvent = {
  _id: string;
  type: OrderEventType;
  from: string | null;
  to: string | null;
  at: string;
  by: 'shopper' | 'staff' | 'system';
  note: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  actor: { _id: string; name: string } | null;
};


/** A note of the staff on an order (decision 190), never shown to the shopper. */
export type StaffNote = { _id: string; at: string; note: string; author: { _id: string; name: string } | null };

export type AdminOrder = {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  returnStatus: ReturnStatus | null;
  returnReason: string | null;
  returnNote: string | null;
  /** Once delivered, the last moment the shopper may ask for a return (ISO, decision 142); else null. */
  returnBy: string | null;
  cancelReason: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  items: { productId: string; name: string; image: string; price: number; mrp: number; discount: number; quantity: number; subtotal: number }[];
  address: DeliveryAddress;
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  total: number;
  events: OrderEvent[];
  createdAt: string;
  shopper: Shopper;
  allowedActions: StaffAction[];
  seller: Seller;
  staffNotes: StaffNote[];
};

export const getDashboard = async (api: ApiClient) => (await api.get<Dashboard>('/admin/dashboard')).data;

export async function listOrders(api: ApiClient, query: OrderListQuery) {
  const { data } = await api.get<{ orders: OrderSummary[]; pagination: Pagination }>('/admin/orders', { query });
  return data;
}

/** The orders a query names, every page of them, as CSV text (UTF-8 with a BOM; decision 188). */
export async function exportOrdersCsv(api: ApiClient, query: OrderListQuery): Promise<string> {
  const { data } = await api.get<string>('/admin/orders/export.csv', { query, headers: { accept: 'text/csv' } });
  return data;
}

/** One product to gather for the orders to pack: how many in all, in how many orders, from which group. */
export type GatherLine = { productId: string; name: string; netQuantity: number | null; netQuantityUnit: NetQuantityUnit | null; packer: string | null; quantity: number; orders: number };
/** An order placed and not packed yet, as its packing slip. */
export type PackingSlip = {
  _id: string;
  orderNumber: string;
  createdAt: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  address: DeliveryAddress;
  items: { productId: string; name: string; quantity: number }[];
};

/** The orders placed and not packed yet, oldest first, and what to gather for them (decision 194). */
export async function getOrdersToPack(api: ApiClient) {
  const { data } = await api.get<{ total: number; gather: GatherLine[]; orders: PackingSlip[] }>('/admin/orders/to-pack');
  return data;
}

const getOrder = async (api: ApiClient, id: string) => (await api.get<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}`)).data;

/** The order for an admin page, or null when there is none (an unknown or malformed id: the page's 404). */
export async function findOrder(api: ApiClient, id: string): Promise<AdminOrder | null> {
  try {
    return await getOrder(api, id);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Adds a note of the staff to an order; answers its notes. */
export const addOrderNote = async (api: ApiClient, id: string, note: string) =>
  (await api.post<{ staffNotes: StaffNote[] }>(`/admin/orders/${encodeURIComponent(id)}/notes`, { body: { note } })).data;

/** Runs one action; answers the changed order and the server's sentence ('Order marked shipped'). */
export async function runOrderAction(api: ApiClient, id: string, body: { action: StaffAction } & Record<string, string>) {
  const answer = await api.post<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/actions`, { body });
  return { order: answer.data, message: answer.message };
}
