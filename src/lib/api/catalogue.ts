import { normalizeProduct, type Product } from '../product';
import { categorySlug } from '@/shared/slug';
import type { ApiClient } from './client';
import { isObject, listFrom, readPagination, type Pagination, type Query } from './types';
import { readString } from '../read';

export type Category = {
  _id: string;
  name: string;
  slug: string;
  status?: string;
  description?: string;
  image?: string;
};

type ProductSort = 'bestseller' | 'price_asc' | 'price_desc' | 'newest';

export type ProductFilters = {
  search?: string;
  /** One category (id or slug) or several. */
  category?: string | readonly string[];
  brand?: string;
  page?: number;
  /** Default 10 (SPEC.md section 9). */
  limit?: number;
  sort?: ProductSort;
  inStock?: boolean;
};

export type CategoryQuery = { page?: number; limit?: number; status?: string } & Query;

/** Names the specification sends the category filter under, so any backend finds the one it reads. */
export const CATEGORY_QUERY_NAMES = ['category', 'categories', 'categoryIn', 'categoryId', 'category_id', 'categoryIds', 'category_ids'] as const;


function normalizeCategory(input: unknown): Category {
  const raw = isObject(input) ? input : {};
  const name = readString(raw.name);
  const category: Category = { _id: readString(raw._id ?? raw.id), name, slug: readString(raw.slug) || categorySlug(name) };
  if (raw.status !== undefined) category.status = readString(raw.status);
  if (raw.description !== undefined) category.description = readString(raw.description);
  if (raw.image !== undefined) category.image = readString(raw.image);
  return category;
}

/** The query string of GET /products; several categories are sent comma-separated. */
export function productQuery(filters: ProductFilters): Query {
  const query: Query = {};
  const search = filters.search?.trim();
  if (search) query.search = search;
  const categories = (typeof filters.category === 'string' ? [filters.category] : (filters.category ?? []))
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (categories.length > 0) {
    const value = categories.join(',');
    for (const name of CATEGORY_QUERY_NAMES) query[name] = value;
  }
  if (filters.brand?.trim()) query.brand = filters.brand.trim();
  query.page = filters.page ?? 1;
  query.limit = filters.limit ?? 10;
  if (filters.sort) query.sort = filters.sort;
  if (filters.inStock !== undefined) query.inStock = filters.inStock;
  return query;
}

export async function listCategories(
  client: ApiClient,
  query: CategoryQuery = {},
): Promise<{ categories: Category[]; pagination: Pagination }> {
  const answer = await client.get<unknown>('/categories', { query });
  const categories = listFrom(answer.data, 'categories').map(normalizeCategory);
  const pagination = isObject(answer.data) ? answer.data.pagination : undefined;
  return { categories, pagination: readPagination(pagination ?? answer.pagination, categories.length, query) };
}

/**
 * The category GET /categories/{slug} finds for a slug no live category has: one renamed since,
 * found by its old slug. Null when there is none (or the API cannot say).
 */
export async function findRenamedCategory(client: ApiClient, slug: string): Promise<Category | null> {
  try {
    const answer = await client.get<unknown>(`/categories/${encodeURIComponent(slug)}`);
    return isObject(answer.data) ? normalizeCategory(answer.data) : null;
  } catch {
    return null;
  }
}

export async function listProducts(
  client: ApiClient,
  filters: ProductFilters = {},
  options: { signal?: AbortSignal } = {},
): Promise<{ products: Product[]; pagination: Pagination }> {
  const query = productQuery(filters);
  const answer = await client.get<unknown>('/products', { query, signal: options.signal });
  const products = listFrom(answer.data, 'products').map((p) => normalizeProduct(p));
  const pagination = isObject(answer.data) ? answer.data.pagination : undefined;
  return {
    products,
    pagination: readPagination(pagination ?? answer.pagination, products.length, {
      page: Number(query.page),
      limit: Number(query.limit),
    }),
  };
}

/**
 * A page of product ids alone (`fields=_id`: one query, up to 50,000 a page; for the sitemap).
 * A backend that ignores `fields` answers full products, fewer a page: their ids are read the same.
 */
export async function listProductIds(
  client: ApiClient,
  page: { page: number; limit: number },
): Promise<{ ids: string[]; pagination: Pagination }> {
  const answer = await client.get<unknown>('/products', { query: { fields: '_id', ...page } });
  const items = listFrom(answer.data, 'products');
  const ids = items.flatMap((p) => (isObject(p) && typeof p._id === 'string' ? [p._id] : []));
  const pagination = isObject(answer.data) ? answer.data.pagination : undefined;
  return { ids, pagination: readPagination(pagination ?? answer.pagination, items.length, page) };
}

export async function getProduct(client: ApiClient, id: string): Promise<Product> {
  const answer = await client.get<unknown>(`/products/${encodeURIComponent(id)}`);
  const data = isObject(answer.data) && isObject(answer.data.product) ? answer.data.product : answer.data;
  return normalizeProduct(data);
}
