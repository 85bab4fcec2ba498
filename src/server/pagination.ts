import type { Pagination } from '../shared/contract.ts';

/** The pagination object every list carries. */
export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
