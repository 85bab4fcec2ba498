import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RETURN_STATUSES,
  type OrderEventType,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ReturnStatus,
  type Seller,
} from '@/shared/contract';
import { normalizePrice } from '../price';
import { normalizeAddress, type Address } from './addresses';
import type { ApiClient } from './client';
import { isObject, listFrom, readPagination, type ApiEnvelope, type Pagination } from './types';
import { readString } from '../read';

export type { OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus };

type OrderItem = {
  productId: string;
  name: string;
  image: string;
  price: number;
  /** The MRP kept with the line when ordered (the price when the backend does not say). */
  mrp: number;
  quantity: number;
  subtotal: number;
};

/** One change in an order's life, as its shopper sees it (docs/api.md, Orders). */
export type OrderEvent = {
  _id: string;
  type: OrderEventType;
  at: string;
  by: 'shopper' | 'staff' | 'system';
  note: string;
  carrier: string;
  trackingNumber: string;
};

export type Order = {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  /** null until a return is asked for; then requested, approved or rejected, and refunded. */
  returnStatus: ReturnStatus | null;
  returnReason: string;
  /** The staff's note on a return's approval or rejection. */
  returnNote: string;
  /** The last moment a return may be asked (ISO), once delivered; '' before, or from a backend that does not say. */
  returnBy: string;
  /** The staff's reason when they cancelled the order. */
  cancelReason: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Set once shipped, else ''. */
  carrier: string;
  trackingNumber: string;
  items: OrderItem[];
  address: Address | null;
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  total: number;
  statusHistory: Array<{ status: string; at: string }>;
  /** Oldest first. */
  events: OrderEvent[];
  createdAt: string;
};

const EVENT_TYPES: readonly OrderEventType[] = [
  'placed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'return-requested',
  'return-approved',
  'return-rejected',
  'refunded',
];
const EVENT_ACTORS = ['shopper', 'staff', 'system'] as const;

/** `value` when it is one of `known` (any case), else `fallback`. */
function oneOf<T extends string>(known: readonly T[], value: unknown, fallback: T): T;
function oneOf<T extends string>(known: readonly T[], value: unknown, fallback: null): T | null;
function oneOf<T extends string>(known: readonly T[], value: unknown, fallback: T | null): T | null {
  const s = readString(value).toLowerCase();
  return (known as readonly string[]).includes(s) ? (s as T) : fallback;
}

/** An event of a kind the storefront does not know is left out rather than mislabelled. */
function normalizeEvent(input: unknown): OrderEvent | null {
  const raw = isObject(input) ? input : {};
  const type = oneOf(EVENT_TYPES, raw.type, null);
  if (!type) return null;
  return {
    _id: readString(raw._id ?? raw.id),
    type,
    at: readString(raw.at ?? raw.createdAt),
    by: oneOf(EVENT_ACTORS, raw.by, 'system'),
    note: readString(raw.note),
    carrier: readString(raw.carrier),
    trackingNumber: readString(raw.trackingNumber),
  };
}


const orderStatus = (value: unknown): OrderStatus => oneOf(ORDER_STATUSES, value, 'pending');

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
    mrp: raw.mrp !== undefined ? normalizePrice(raw.mrp) : price,
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
    returnStatus: oneOf(RETURN_STATUSES, raw.returnStatus, null),
    returnReason: readString(raw.returnReason),
    returnNote: readString(raw.returnNote),
    returnBy: readString(raw.returnBy),
    cancelReason: readString(raw.cancelReason),
    // A backend that knows no payment methods took the simulated online payment (DESIGN.md section 5).
    paymentMethod: oneOf(PAYMENT_METHODS, raw.paymentMethod, 'online'),
    paymentStatus: oneOf(PAYMENT_STATUSES, raw.paymentStatus, 'pending'),
    carrier: readString(raw.carrier),
    trackingNumber: readString(raw.trackingNumber),
    items,
    address: isObject(raw.address) ? normalizeAddress(raw.address) : null,
    subtotal: normalizePrice(raw.subtotal),
    shipping: normalizePrice(raw.shipping),
    taxes: normalizePrice(raw.taxes),
    discount: normalizePrice(raw.discount),
    total: normalizePrice(raw.total),
    statusHistory: history.filter(isObject).map((h) => ({ status: readString(h.status), at: readString(h.at ?? h.date ?? h.createdAt) })),
    events: (Array.isArray(raw.events) ? raw.events : []).map(normalizeEvent).filter((e): e is OrderEvent => e !== null),
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

/** One order with the seller its invoice names (GET /orders/{id} says both); null without an order or a seller. */
export async function getOrderForInvoice(client: ApiClient, id: string): Promise<{ order: Order; seller: Seller } | null> {
  const answer = await client.get<unknown>(`/orders/${encodeURIComponent(id)}`);
  const order = readOrder(answer);
  const raw = isObject(answer.data) && isObject(answer.data.seller) ? answer.data.seller : null;
  if (!order || !raw) return null;
  return { order, seller: { legalName: readString(raw.legalName), address: readString(raw.address), gstin: readString(raw.gstin) } };
}

/** Places an order from the cart and a saved address, paid online (simulated) or cash on delivery (DESIGN.md sections 5 and 10). */
export async function placeOrder(client: ApiClient, addressId: string, paymentMethod: PaymentMethod = 'online'): Promise<Order | null> {
  return readOrder(await client.post<unknown>('/orders', { body: { addressId, paymentMethod } }));
}

export async function cancelOrder(client: ApiClient, id: string): Promise<Order | null> {
  return readOrder(await client.post<unknown>(`/orders/cancel-order/${encodeURIComponent(id)}`));
}

export async function returnOrder(client: ApiClient, id: string, reason?: string): Promise<Order | null> {
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  return readOrder(await client.post<unknown>(`/orders/return-order/${encodeURIComponent(id)}`, { body }));
}
