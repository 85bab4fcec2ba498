// Every product as a CSV download, for the staff's spreadsheet (docs/decisions/020). Behind the
// back-office guard like every /admin path (src/middleware.ts), which renews the session first.
import type { APIRoute } from 'astro';
import { csvDownloadResponse } from '@/features/admin-frame/csv-download';
import { exportProductsCsv } from '@/features/admin-products-csv/products-csv.api';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => csvDownloadResponse(await exportProductsCsv(locals.admin!.api), 'products');
