// The orders the list's filters show, every page of them, as a CSV download (decision 188). Behind
// the back-office guard like every /admin path (src/middleware.ts), which renews the session first.
import type { APIRoute } from 'astro';
import { exportOrdersCsv } from '@/features/admin-orders/admin-orders.api';
import { filtersToQuery, readFilters } from '@/features/admin-orders/filters';
import { csvDownloadResponse } from '@/features/admin-frame/csv-download';
import { isApiError } from '@/lib/api/client';

export const prerender = false;

export const GET: APIRoute = async ({ locals, url }) => {
  let csv: string;
  try {
    csv = await exportOrdersCsv(locals.admin!.api, filtersToQuery({ ...readFilters(url.searchParams), page: 1 }));
  } catch (error) {
    // Too many orders for one file (the list's link is not offered then): its sentence, as text.
    if (!isApiError(error) || error.status !== 400) throw error;
    return new Response(error.serverMessage ?? 'These orders could not be downloaded.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return csvDownloadResponse(csv, 'orders');
};
