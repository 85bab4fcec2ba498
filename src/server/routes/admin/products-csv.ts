import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { badRequest, HttpError, ok } from '../../errors.ts';
import { CSV_MAX_BYTES, exportProductsCsv, importProductsCsv } from '../../catalogue/products-csv.ts';
import { csvDownloadHeaders } from '../../../shared/shop-day.ts';
import { isMultipart } from '../body.ts';

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel']);

/** The CSV's text, sent as the body (text/csv) or as the `file` field of a form. */
async function readCsv(c: Context<AppEnv>): Promise<string> {
  let bytes: ArrayBuffer;
  if (isMultipart(c)) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest('The uploaded form could not be read.');
    }
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) throw badRequest('Choose a CSV file to import.', [{ path: 'file', message: 'Choose a CSV file to import.' }]);
    bytes = await file.arrayBuffer();
  } else {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!CSV_TYPES.has(type)) throw new HttpError(415, 'Send the products file as text/csv, or as the file field of a form.');
    bytes = await c.req.arrayBuffer();
  }
  if (bytes.byteLength > CSV_MAX_BYTES) throw new HttpError(413, 'The file is too large. A products file must be 5 MB or smaller.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.', [{ path: 'file', message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.' }]);
  }
}

/** GET /admin/products/export.csv and POST /admin/products/import (docs/api.md, "Back-office"). */
export const adminProductCsvRoutes = new Hono<AppEnv>()
  .get('/export.csv', async (c) => c.body(await exportProductsCsv(c.var.deps.db), 200, csvDownloadHeaders('products', c.var.deps.now())))
  .post('/import', async (c) => {
    const { deps, user } = c.var;
    const summary = await importProductsCsv(deps.db, await readCsv(c), user.id, deps.now());
    return ok(c, summary, `Imported: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged.`);
  });
