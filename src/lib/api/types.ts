import type { Pagination } from '@/shared/contract';

/** The shape of every answer of the shop's API (DESIGN.md section 5). */
export type ApiEnvelope<T> = {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
  /** Some lists carry their pagination beside `data` rather than inside it. */
  pagination?: Pagination;
};

export type { Pagination };

export type Query = Record<string, string | number | boolean | undefined | null>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const finiteOr = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/**
 * Reads a pagination object, filling what a backend left out from the list itself,
 * so screens can always rely on every field.
 */
export function readPagination(raw: unknown, itemCount: number, requested: { page?: number; limit?: number } = {}): Pagination {
  const p = isObject(raw) ? raw : {};
  const page = Math.max(1, finiteOr(p.page, requested.page ?? 1));
  const limit = Math.max(1, finiteOr(p.limit, requested.limit ?? Math.max(itemCount, 1)));
  const total = Math.max(0, finiteOr(p.total ?? p.totalItems ?? p.totalDocs, (page - 1) * limit + itemCount));
  const totalPages = Math.max(1, finiteOr(p.totalPages ?? p.pages, Math.ceil(total / limit)));
  return {
    page,
    limit,
    total,
    totalPages,
    hasNextPage: typeof p.hasNextPage === 'boolean' ? p.hasNextPage : page < totalPages,
    hasPrevPage: typeof p.hasPrevPage === 'boolean' ? p.hasPrevPage : page > 1,
  };
}

/** A list found under `data[key]`, or `data` itself when it is a list. */
export function listFrom(data: unknown, key: string): unknown[] {
  if (Array.isArray(data)) return data;
  if (isObject(data) && Array.isArray(data[key])) return data[key] as unknown[];
  return [];
}

export { isObject };
