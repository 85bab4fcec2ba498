import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { categories, products, stockChanges } from '../db/schema.ts';
import { HttpError, isUniqueViolation, type FieldError } from '../errors.ts';
import { csvFile, rupees, shield, unshield } from '../spreadsheet.ts';
import { issueMessage } from '../validation.ts';
import { selectProducts, type ProductRow } from '../views/product.ts';
import { productFields, stockCount, toColumns, type FieldsInput } from './product-fields.ts';
import type { ProductFields } from './products.ts';
import { slugFromName } from '../../shared/slug.ts';

// The catalogue as a spreadsheet (issue 14; docs/decisions/020): every product exported as CSV,
// and a CSV imported to create and update products by a stable key (id, else slug). An import is
// all or nothing: every problem of the file is listed with its line and column, and a file with
// one problem changes nothing. docs/decisions/020-products-as-csv.md.

/** The file's columns, in order; the names a spreadsheet user sees. */
const CSV_COLUMNS = [
  'id',
  'slug',
  'name',
  'category',
  'price',
  'mrp',
  'stock',
  'stock_when_downloaded',
  'status',
  'brand',
  'description',
  'features',
  'storage_and_usage',
  'net_quantity',
  'net_quantity_unit',
  'ingredients',
  'allergens',
  'diet_mark',
  'shelf_life_days',
  'packer_name',
  'packer_address',
  'country_of_origin',
  'fssai_licence',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string>>;

/** A file bigger than this is refused before it is read. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 20_000;
/** At most this many problems are listed: a file that wrong is fixed from the first ones. */
const MAX_PROBLEMS = 200;

type CsvProblem = FieldError & { line: number };
export type ImportSummary = { created: number; updated: number; unchanged: number };

function toCsvRow(p: ProductRow): Record<Column, string | number> {
  return {
    id: p.id,
    slug: p.slug,
    name: shield(p.name),
    category: p.categoryRef.slug,
    price: rupees(p.pricePaise),
    mrp: rupees(p.mrpPaise),
    stock: p.stock,
    // The stock as this file saw it: an import tells a count the staff wrote from one they left
    // alone while orders moved the stock on (see planImport).
    stock_when_downloaded: p.stock,
    status: p.status,
    brand: shield(p.brand),
    description: shield(p.description),
    features: shield(p.features),
    storage_and_usage: shield(p.storageAndUsage),
    net_quantity: p.netQuantity ?? '',
    net_quantity_unit: p.netQuantityUnit ?? '',
    ingredients: shield(p.ingredients ?? ''),
    allergens: p.allergens.join('; '),
    diet_mark: p.dietMark ?? '',
    shelf_life_days: p.shelfLifeDays ?? '',
    packer_name: shield(p.packerName ?? ''),
    packer_address: shield(p.packerAddress ?? ''),
    country_of_origin: shield(p.countryOfOrigin),
    fssai_licence: p.fssaiLicence ?? '',
  };
}

/** Every product, any status, by category and name: UTF-8 with a BOM, so spreadsheets read ₹ and Marathi right. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await selectProducts(db).orderBy(asc(categories.slug), asc(products.name), asc(products.id));
  return csvFile(rows.map(toCsvRow), CSV_COLUMNS);
}

// --- import -------------------------------------------------------------------------------------

/** A field of the API's product (zod path) back to the column that holds it. */
const COLUMN_OF: Record<string, Column> = {
  categoryId: 'category',
  storageAndUsage: 'storage_and_usage',
  netQuantity: 'net_quantity',
  'netQuantity.value': 'net_quantity',
  'netQuantity.unit': 'net_quantity_unit',
  dietMark: 'diet_mark',
  shelfLifeDays: 'shelf_life_days',
  packer: 'packer_name',
  'packer.name': 'packer_name',
  'packer.address': 'packer_address',
  countryOfOrigin: 'country_of_origin',
  fssaiLicence: 'fssai_licence',
};
const columnOf = (path: PropertyKey[]): string => {
  const joined = path.map(String).join('.');
  return COLUMN_OF[joined] ?? COLUMN_OF[String(path[0])] ?? joined;
};

/** A number as the spreadsheet wrote it ('₹1,250.00', ' 12 '), or the text itself for the schema to refuse. */
function numberOr(cell: string): number | string {
  const bare = cell.replace(/^₹\s*/, '').replace(/,/g, '').trim();
  return bare !== '' && Number.isFinite(Number(bare)) ? Number(bare) : cell;
}

/** Columns every product must have: left empty on a known product, they keep what it has. */
const REQUIRED: ReadonlySet<Column> = new Set(['slug', 'name', 'category', 'price', 'mrp', 'status', 'country_of_origin']);
/**
 * Required columns a new product may leave empty (or out), as on the product form: the slug is
 * made from the name (`madeSlug`), the country of origin is India (the schema's default), the
 * status draft.
 */
const FILLED_FOR_NEW: ReadonlySet<Column> = new Set(['slug', 'status', 'country_of_origin']);

/**
 * Which of the API's fields the row's cells give. A column not in the file leaves its field as it
 * is; so does an empty required cell of a known product (`updating`); any other empty cell clears.
 * A new product's empty slug is `madeSlug`, the one made from its name.
 */
function apiFields(row: Row, columns: ReadonlySet<string>, updating: boolean, categoryId: string | undefined, madeSlug: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const empty = (c: Column) => !(row[c] ?? '').trim();
  const has = (c: Column) => columns.has(c) && !(empty(c) && (updating ? REQUIRED.has(c) : FILLED_FOR_NEW.has(c)));
  const cell = (c: Column) => row[c] ?? '';
  const textOf = (c: Column) => unshield(cell(c));
  for (const [column, field] of [
    ['name', 'name'],
    ['slug', 'slug'],
    ['brand', 'brand'],
    ['description', 'description'],
    ['features', 'features'],
    ['storage_and_usage', 'storageAndUsage'],
    ['ingredients', 'ingredients'],
    ['country_of_origin', 'countryOfOrigin'],
  ] as const) {
    if (has(column)) out[field] = textOf(column);
  }
  if (!updating && !has('slug')) out.slug = madeSlug;
  if (has('category')) out.categoryId = categoryId ?? cell('category');
  if (has('price')) out.price = numberOr(cell('price'));
  if (has('mrp')) out.mrp = numberOr(cell('mrp'));
  if (has('status')) out.status = cell('status').trim().toLowerCase();
  if (has('net_quantity') || has('net_quantity_unit')) {
    const value = cell('net_quantity').trim();
    const unit = cell('net_quantity_unit').trim().toLowerCase();
    out.netQuantity = value || unit ? { value: numberOr(value), unit } : null;
  }
  if (has('allergens')) {
    out.allergens = cell('allergens')
      .split(/[;,]/)
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean);
  }
  if (has('diet_mark')) out.dietMark = cell('diet_mark').trim().toLowerCase() || null;
  if (has('shelf_life_days')) out.shelfLifeDays = cell('shelf_life_days').trim() ? numberOr(cell('shelf_life_days')) : null;
  if (has('packer_name') || has('packer_address')) {
    const name = textOf('packer_name');
    const address = textOf('packer_address');
    out.packer = name.trim() || address.trim() ? { name, address } : null;
  }
  if (has('fssai_licence')) out.fssaiLicence = cell('fssai_licence').trim() || null;
  return out;
}

const createSchema = productFields;
const editSchema = productFields.partial();

type Planned =
  | { kind: 'create'; fields: ProductFields; stock: number }
  | { kind: 'update'; id: string; fields: Partial<ProductFields>; stock: number | undefined; current: ProductRow; stockSeen: number | undefined };

/** What an import would do, or every problem that stops it. Reads the database; writes nothing. */
async function planImport(db: Db, csv: string): Promise<{ plan: Planned[]; problems: CsvProblem[] }> {
  const problems: CsvProblem[] = [];
  const problem = (line: number, path: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, path, message });
  };

  let records: { record: Row; info: { lines: number } }[];
  let header: string[] = [];
  try {
    records = parse(csv, {
      bom: true,
      columns: (names: string[]) => (header = names.map((n) => n.trim().toLowerCase().replace(/[\s-]+/g, '_'))),
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: 100_000,
    }) as unknown as { record: Row; info: { lines: number } }[];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? ((error as { lines: number }).lines) : 1;
    const code = (error as { code?: string }).code ?? '';
    const reason = /^CSV_RECORD_INCONSISTENT_(?:FIELDS_LENGTH|COLUMNS)$/.test(code) ? 'This line has a different number of cells than the header.' : 'This line cannot be read as CSV (check its quotes).';
    return { plan: [], problems: [{ line, path: '', message: reason }] };
  }

  const known = new Set<string>(CSV_COLUMNS);
  for (const name of header) if (!known.has(name)) problem(1, name, `"${name}" is not a column of the products file. The columns are: ${CSV_COLUMNS.join(', ')}.`);
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) problem(1, name, `The column "${name}" appears twice.`);
    seen.add(name);
  }
  if (!seen.has('id') && !seen.has('slug') && !seen.has('name')) {
    problem(1, 'slug', 'The file needs an id or a slug column to find the products to change, or a name column for new products.');
  }
  if (records.length > MAX_ROWS) problem(records.length, '', `A file may hold at most ${MAX_ROWS.toLocaleString('en-IN')} products.`);
  if (!records.length && !problems.length) problem(1, '', 'The file has no products in it.');
  if (problems.length) return { plan: [], problems };

  const has = (c: Column) => seen.has(c);
  const existing = await selectProducts(db);
  const byId = new Map(existing.map((p) => [p.id, p]));
  const bySlug = new Map(existing.map((p) => [p.slug, p]));
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIdOf = new Map<string, string>([...cats.map((c) => [c.slug, c.id] as const), ...cats.map((c) => [c.id, c.id] as const)]);

  const plan: Planned[] = [];
  const claimedKeys = new Map<string, number>();
  const claimedSlugs = new Map<string, number>();
  for (const { record: row, info } of records) {
    const line = info.lines;
    const id = (row.id ?? '').trim();
    const slugCell = (row.slug ?? '').trim().toLowerCase();
    const current = id ? byId.get(id) : slugCell ? bySlug.get(slugCell) : undefined;
    if (id && !current) {
      problem(line, 'id', `No product has the id "${id}". Leave id empty to create a product.`);
      continue;
    }
    // A new product without a slug gets the one its name makes, as on the product form.
    const madeSlug = !current && !slugCell ? slugFromName(unshield(row.name ?? '')) : '';
    const key = current?.id ?? `new:${slugCell || madeSlug || `line ${line}`}`;
    if (claimedKeys.has(key)) {
      const first = claimedKeys.get(key);
      problem(
        line,
        id ? 'id' : 'slug',
        madeSlug ? `This line's name makes the slug "${madeSlug}", which line ${first} has too: give one of the two lines a slug of its own.` : `This product is already on line ${first}.`,
      );
      continue;
    }
    claimedKeys.set(key, line);

    const categoryCell = (row.category ?? '').trim();
    const categoryId = categoryCell ? categoryIdOf.get(categoryCell.toLowerCase()) ?? categoryIdOf.get(categoryCell) : undefined;
    if (has('category') && categoryCell && !categoryId) problem(line, 'category', `No category has the slug "${categoryCell}".`);

    const sent = apiFields(row, seen, Boolean(current), categoryId, madeSlug);
    const slugMadeFromName = !current && !slugCell;
    if (slugMadeFromName && !madeSlug && (row.name ?? '').trim()) {
      problem(line, 'slug', 'No slug can be made from this name (it needs a letter from a to z or a digit): give the line a slug.');
    }
    const schema = current ? editSchema : createSchema;
    const parsed = schema.safeParse(sent);
    const stockCell = (row.stock ?? '').trim();
    let stock = has('stock') && stockCell !== '' ? stockCount.safeParse(numberOr(stockCell)) : null;
    if (stock && !stock.success) problem(line, 'stock', stock.error.issues[0] ? issueMessage(stock.error.issues[0]) : 'Stock must be a number.');
    // The stock when the file was downloaded: a stock cell left as it was keeps what orders have
    // done since; a count written over a stock that has moved since is a problem, not a silent undo.
    const seenCell = (row.stock_when_downloaded ?? '').trim();
    const downloaded = current && has('stock_when_downloaded') && seenCell !== '' ? stockCount.safeParse(numberOr(seenCell)) : null;
    if (downloaded && !downloaded.success) problem(line, 'stock_when_downloaded', 'stock_when_downloaded must be the stock as downloaded: leave it as it is, or empty it.');
    let stockSeen: number | undefined;
    if (current && stock?.success && downloaded?.success) {
      if (stock.data === downloaded.data) stock = null;
      else if (current.stock !== downloaded.data) {
        problem(
          line,
          'stock',
          `The stock changed from ${downloaded.data} to ${current.stock} since the file was downloaded (orders or a colleague), so ${stock.data} may no longer be right. Download the file again, or empty stock_when_downloaded to set ${stock.data} anyway.`,
        );
      } else stockSeen = downloaded.data;
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (columnOf(issue.path) === 'category' && categoryCell) continue; // already said: no such category
        if (columnOf(issue.path) === 'slug' && slugMadeFromName) continue; // said above, or the name's own problem
        problem(line, columnOf(issue.path), issueMessage(issue));
      }
      continue;
    }
    // Only what the file names: the edit schema's defaults would fill the rest.
    const given = Object.fromEntries(Object.entries(parsed.data).filter(([k]) => k in sent)) as FieldsInput;
    const fields = toColumns(current ? given : (parsed.data as z.output<typeof createSchema>));
    const slug = fields.slug ?? current?.slug;
    if (slug) {
      const owner = bySlug.get(slug);
      const made = slugMadeFromName ? ` "${slug}", made from the name` : '';
      if (owner && owner.id !== current?.id) {
        problem(
          line,
          'slug',
          made
            ? `Another product already has the slug${made}. To change that product, give its id or slug; to add a new one, give this line a slug of its own.`
            : 'Another product already has this slug.',
        );
      } else if (claimedSlugs.has(slug)) problem(line, 'slug', `Line ${claimedSlugs.get(slug)} gives the same slug${made}.`);
      claimedSlugs.set(slug, line);
    }
    const price = fields.pricePaise ?? current?.pricePaise ?? 0;
    const mrp = fields.mrpPaise ?? current?.mrpPaise ?? 0;
    if (mrp < price) problem(line, has('mrp') ? 'mrp' : 'price', 'The MRP must not be below the selling price.');

    if (current) {
      const changed = Object.fromEntries(
        Object.entries(fields).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k as keyof ProductRow])),
      ) as Partial<ProductFields>;
      plan.push({ kind: 'update', id: current.id, fields: changed, stock: stock?.success ? stock.data : undefined, current, stockSeen });
    } else {
      plan.push({ kind: 'create', fields: fields as ProductFields, stock: stock?.success ? stock.data : 0 });
    }
  }
  return { plan, problems };
}

const stockMovedMeanwhile = () => new HttpError(409, 'An order changed the stock of a product in the file while it was imported: nothing was changed. Import the file again.');

/** Thrown for a file with problems: 422, every problem with its line and column. Nothing was changed. */
function fileRefused(problems: CsvProblem[]): HttpError {
  const n = problems.length;
  const error = new HttpError(422, `The file has ${n === 1 ? 'a problem' : `${n >= MAX_PROBLEMS ? `${MAX_PROBLEMS} or more` : n} problems`}: nothing was changed. Fix ${n === 1 ? 'it' : 'them'} and import the file again.`, problems);
  return error;
}

/**
 * Imports a products CSV: new products are created (their stock as opening stock), known ones
 * (by id, else slug) get the columns the file gives; a changed stock is kept in the stock history
 * as a correction. One transaction: all of it or none.
 */
export async function importProductsCsv(db: Db, csv: string, actorId: string, now: Date): Promise<ImportSummary> {
  const { plan, problems } = await planImport(db, csv);
  if (problems.length) throw fileRefused(problems);
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0 };
  try {
    await db.transaction(async (tx) => {
      for (const step of plan) {
        if (step.kind === 'create') {
          const [made] = await tx.insert(products).values({ ...step.fields, stock: step.stock, createdAt: now }).returning({ id: products.id });
          if (step.stock > 0) {
            await tx.insert(stockChanges).values({ productId: made!.id, actorId, at: now, fromStock: 0, toStock: step.stock, reason: 'restock', note: 'Opening stock (CSV import)' });
          }
          summary.created += 1;
          continue;
        }
        const [locked] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, step.id)).for('update');
        // An order between the check above and this lock: the count was written over another figure.
        if (step.stockSeen !== undefined && locked!.stock !== step.stockSeen) throw stockMovedMeanwhile();
        const stockMoves = step.stock !== undefined && step.stock !== locked!.stock;
        if (!Object.keys(step.fields).length && !stockMoves) {
          summary.unchanged += 1;
          continue;
        }
        await tx
          .update(products)
          .set({ ...step.fields, ...(stockMoves ? { stock: step.stock } : {}) })
          .where(eq(products.id, step.id));
        if (stockMoves) {
          await tx.insert(stockChanges).values({ productId: step.id, actorId, at: now, fromStock: locked!.stock, toStock: step.stock!, reason: 'correction', note: 'CSV import' });
        }
        summary.updated += 1;
      }
    });
  } catch (error) {
    // Another change took a slug between the check and the write: nothing of the file was kept.
    if (isUniqueViolation(error, 'products_slug_unique')) throw new HttpError(409, 'A slug in the file was taken by another change meanwhile: nothing was changed. Import the file again.');
    throw error;
  }
  return summary;
}
