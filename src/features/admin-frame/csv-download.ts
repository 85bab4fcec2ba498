// The back-office's CSV downloads (products, decision 020; orders, decision 188), as the browser
// gets them from the page that asked the API: the same name and headers as the API's own answer.
import { csvDownloadHeaders } from '@/shared/shop-day';

/** A CSV text as a download named `<name>-<day in India>.csv`, never kept by a cache. */
export function csvDownloadResponse(csv: string, name: string): Response {
  // The BOM the API wrote was taken off when its answer was read as text: put it back for spreadsheets.
  return new Response(`\uFEFF${csv.replace(/^\uFEFF/, '')}`, { headers: csvDownloadHeaders(name, new Date()) });
}
