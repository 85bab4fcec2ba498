import { ORDER_STATUSES, type OrderStatus } from '@/shared/contract';
import { normalizePrice } from '../price';
import { normalizeAddress, type Address } from './addresses';
import type { ApiClient } from './client';
import { isObject, listFrom, readPagination, type ApiEnvelope, type Pagination } from './types';
import { readString } from '../read';

export type { OrderStatus };

type OrderItem = {
  productId: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  subtotal: number;
};

export type Order = {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  /** 'requested' once a return was asked for; null when none. */
  returnStatus: string | null;
  returnReason: string;
  items: OrderItem[];
  address: Address | null;
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  total: number;
  statusHistory: Array<{ status: string; at: string }>;
  createdAt: string;
};


function orderStatus(value: unknown): OrderStatus {
  const s = readString(value).toLowerCase();
  return (ORDER_STATUSES as readonly string[]).includes(s) ? (s as OrderStatus) : 'pending';
}

function normalizeOrderItem(input: unknown): OrderItem {
  const raw = isObject(input) ? input : {};
  const product = isObject(raw.productId) ? raw.productId : isObject(raw.product) ? raw.product : null;
  const quantity = Number(raw.quantity);
  const q = Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
  const price = normalizePrice(raw.price ?? product?.price);
  return {
    productId: readString(product ? (product._id ?? product.id) : (raw.productId ?? raw.product)),
    name: readString(raw.name ?? product?.name),
    image: readString(raw.image ?? product?.image_url ?? product?.image),
    price,
    quantity: q,
    subtotal: raw.subtotal !== undefined ? normalizePrice(raw.subtotal) : Math.round(price * q * 100) / 100,
  };
}

export function normalizeOrder(input: unknown): Order {
  const raw = isObject(input) ? input : {};
  const items = Array.isArray(raw.items) ? raw.items.map(normalizeOrderItem) : [];
  const history = Array.isArray(raw.statusHistory) ? raw.statusHistory : [];
  return {
    _id: readString(raw._id ?? raw.id),
    orderNumber: readString(raw.orderNumber) || readString(raw._id ?? raw.id),
    status: orderStatus(raw.status),
    returnStatus: readString(raw.returnStatus) || null,
    returnReason: readString(raw.returnReason),
    items,
    address: isObject(raw.address) ? normalizeAddress(raw.address) : null,
    subtotal: normalizePrice(raw.subtotal),
    shipping: normalizePrice(raw.shipping),
    taxes: normalizePrice(raw.taxes),
    discount: normalizePrice(raw.discount),
    total: normalizePrice(raw.total),
    statusHistory: history.filter(isObject).map((h) => ({ status: readString(h.status), at: readString(h.at ?? h.date ?? h.createdAt) })),
    createdAt: readString(raw.createdAt),
  };
}

/** One order from `data`, `data.order` or `data.data`; null when none is there. */
function readOrder(answer: ApiEnvelope<unknown>): Order | null {
  const data = answer.data;
  const raw = isObject(data) && isObject(data.order) ? data.order : isObject(data) && isObject(data.data) ? data.data : data;
  if (!isObject(raw)) return null;
  const order = normalizeOrder(raw);
  return order._id ? order : null;
}

export async function listOrders(
  client: ApiClient,
  query: { page?: number; limit?: number } = {},
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const answer = await client.get<unknown>('/orders/get-all', { query });
  const orders = listFrom(answer.data, 'orders').map(normalizeOrder);
  const pagination = isObject(answer.data) ? answer.data.pagination : undefined;
  return { orders, pagination: readPagination(pagination ?? answer.pagination, orders.length, query) };
}

export async function getOrder(client: ApiClient, id: string): Promise<Order | null> {
  return readOrder(await client.get<unknown>(`/orders/${encodeURIComponent(id)}`));
}

/** Places an order from the cart and a saved address (DESIGN.md section 5). */
export async function placeOrder(client: ApiClient, addressId: string): Promise<Order | null> {
  return readOrder(await client.post<unknown>('/orders', { body: { addressId } }));
}

export async function cancelOrder(client: ApiClient, id: string): Promise<Order | null> {
  return readOrder(await client.post<unknown>(`/orders/cancel-order/${encodeURIComponent(id)}`));
}

export async function returnOrder(client: ApiClient, id: string, reason?: string): Promise<Order | null> {
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  return readOrder(await client.post<unknown>(`/orders/return-order/${encodeURIComponent(id)}`, { body }));
}
