// The back-office's calls for products as CSV (docs/api.md, "Back-office"; docs/decisions/020),
// made by the admin pages with the admin's own cookies (`Astro.locals.admin.api`).
import type { ApiClient } from '@/lib/api/client';

export type ImportSummary = { created: number; updated: number; unchanged: number };
/** One problem of a refused file: its line (1 is the header), its column, what is wrong. */
export type CsvProblem = { line: number; path: string; message: string };

/** Every product as CSV text (UTF-8 with a BOM). */
export async function exportProductsCsv(api: ApiClient): Promise<string> {
  const { data } = await api.get<string>('/admin/products/export.csv', { headers: { accept: 'text/csv' } });
  return data;
}

/** Imports a CSV file: all of it, or (an ApiError, 422 with the problems) none of it. */
export async function importProductsCsv(api: ApiClient, file: File): Promise<ImportSummary> {
  const form = new FormData();
  form.set('file', file);
  const { data } = await api.post<ImportSummary>('/admin/products/import', { body: form });
  return data;
}

/** The problems a 422 answer lists, in file order. */
export function csvProblems(data: unknown): CsvProblem[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is CsvProblem => typeof e?.message === 'string' && typeof e?.line === 'number')
    .sort((a, b) => a.line - b.line);
}
