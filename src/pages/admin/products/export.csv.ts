// Every product as a CSV download, for the staff's spreadsheet (docs/decisions/020). Behind the
// back-office guard like every /admin path (src/middleware.ts), which renews the session first.
import type { APIRoute } from 'astro';
import { exportProductsCsv } from '@/features/admin-products-csv/products-csv.api';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  const csv = await exportProductsCsv(locals.admin!.api);
  const day = new Date().toISOString().slice(0, 10);
  // The BOM the API wrote was taken off when its answer was read as text: put it back for spreadsheets.
  return new Response(`\uFEFF${csv.replace(/^\uFEFF/, '')}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="products-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
};
