// The back-office's calls to the admin products API (docs/api.md, "Back-office"), made by the admin
// pages while they render, with the admin's own cookies (`Astro.locals.admin.api`).
import { isApiError, type ApiClient } from '@/lib/api/client';
import { listCategories } from '@/lib/api/catalogue';
import type { Pagination } from '@/lib/api/types';
import type { ProductStatus, StockReason } from '@/shared/catalogue';
import type { Allergen, DietMark, NetQuantityUnit } from '@/shared/declarations';
import type { ProductListQuery } from './filters';

/** A product as the staff see it: the shopper's view (rupees) plus its status. */
export type StaffProduct = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  features: string;
  storageAndUsage: string;
  brand: string;
  category: { _id: string; slug: string; name: string };
  price: number;
  mrp: number;
  image: string | null;
  images: string[];
  stock_quantity: number;
  status: ProductStatus;
  netQuantity: { value: number; unit: NetQuantityUnit } | null;
  ingredients: string | null;
  allergens: Allergen[];
  dietMark: DietMark | null;
  shelfLifeDays: number | null;
  packer: { name: string; address: string } | null;
  countryOfOrigin: string;
  fssaiLicence: string | null;
  /** Shoppers who asked to be emailed when it is back in stock (decision 199): on the list and the product's own read, not on a write's answer. */
  waiting?: number;
};

/** "1 shopper waiting", "3 shoppers waiting": those mailed when it is back in stock (decision 199). */
export const shoppersWaiting = (waiting: number): string => `${waiting} ${waiting === 1 ? 'shopper' : 'shoppers'} waiting`;

export type StockChange = {
  _id: string;
  at: string;
  from: number;
  to: number;
  reason: StockReason;
  note: string | null;
  orderId: string | null;
  by: { _id: string; name: string | null } | null;
};

export async function listProducts(api: ApiClient, query: ProductListQuery) {
  const { data } = await api.get<{ products: StaffProduct[]; pagination: Pagination; lowStockThreshold: number }>('/admin/products', { query });
  return data;
}

/** The server's low-stock line (LOW_STOCK_THRESHOLD): 'low' is 1 to this many. */
export const lowStockThreshold = async (api: ApiClient) => (await listProducts(api, { limit: 1 })).lowStockThreshold;

/** Every category, active or not, for the filter and the form's choice (a shop has a handful). */
export async function allCategories(api: ApiClient) {
  return (await listCategories(api, { status: 'all', limit: 100 })).categories;
}

const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

/** The product for an admin page, or null when there is none (the page's 404). */
export async function findProduct(api: ApiClient, id: string): Promise<StaffProduct | null> {
  try {
    return (await api.get<StaffProduct>(productPath(id))).data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const stockHistory = async (api: ApiClient, id: string) => (await api.get<{ changes: StockChange[] }>(`${productPath(id)}/stock`)).data.changes;

export const createProduct = async (api: ApiClient, body: Record<string, unknown>) => (await api.post<StaffProduct>('/admin/products', { body })).data;

export const saveProduct = async (api: ApiClient, id: string, body: Record<string, unknown>) => (await api.patch<StaffProduct>(productPath(id), { body })).data;

export const archiveProduct = async (api: ApiClient, id: string) => (await api.post<StaffProduct>(`${productPath(id)}/archive`)).data;

export const restoreProduct = async (api: ApiClient, id: string) => (await api.post<StaffProduct>(`${productPath(id)}/restore`)).data;

export const changeStock = async (api: ApiClient, id: string, body: Record<string, unknown>) => (await api.post<StaffProduct>(`${productPath(id)}/stock`, { body })).data;
