import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProductsCsv } from '../../src/server/catalogue/products-csv.ts';
import type { Db } from '../../src/server/db/client.ts';
import { products, stockChanges } from '../../src/server/db/schema.ts';
import { HttpError } from '../../src/server/errors.ts';
import { createTestShop, errorMessage, makeAdmin, signUp, type Client, type TestShop } from './harness.ts';

// Products as CSV (issue 14; docs/decisions/020): export, then import to create and update by id
// or slug, all or nothing. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
let shop: TestShop;
let admin: Client;
let adminId: string;
let shopper: Client;
beforeAll(async () => {
  shop = await createTestShop();
  const a = await signUp(shop, { fullName: 'Meena Staff' });
  await makeAdmin(shop, a.user._id);
  adminId = a.user._id;
  admin = a.client;
  shopper = (await signUp(shop)).client;
});
afterAll(() => shop?.close());

const HEADER = 'id,slug,name,category,price,mrp,stock,status';
const csvBody = (text: string) => ({ body: text, headers: { 'content-type': 'text/csv' } });
const importCsv = (text: string, client: Client = admin) => client.post('/admin/products/import', csvBody(text));
const productCount = async () => (await shop.db.select({ n: count() }).from(products))[0]!.n;
const bySlug = async (slug: string) => (await shop.db.select().from(products).where(eq(products.slug, slug)))[0];
/** Everything an import could change, to prove a refused one changed nothing. */
const snapshot = async () => ({
  products: await shop.db.select().from(products).orderBy(products.id),
  stock: (await shop.db.select({ n: count() }).from(stockChanges))[0]!.n,
});

describe('exporting products', () => {
  it('answers every product as CSV with a BOM, one header and a row per product, formulas shielded', async () => {
    const [first] = await shop.db.select().from(products).limit(1);
    await shop.db.update(products).set({ features: '=HYPERLINK("http://evil.test")' }).where(eq(products.id, first!.id));

    const res = await admin.get('/admin/products/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A UTF-8 BOM first (Response.text() drops it, so read the bytes), for spreadsheets to read ₹.
    const raw = await shop.app.request('/api/v1/admin/products/export.csv', { headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await productCount());
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['id', 'slug', 'name', 'category', 'price', 'mrp', 'stock', 'status', 'fssai_licence', 'allergens']));
    const row = rows.find((r) => r.id === first!.id)!;
    expect(row.features).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(row.price).toBe((first!.pricePaise / 100).toFixed(2));
    expect(Number(row.stock)).toBe(first!.stock);
    expect(Number(row.stock_when_downloaded)).toBe(first!.stock);
  });

  it('is for admins only: 401 for a guest, 403 for a shopper', async () => {
    expect((await shop.client().get('/admin/products/export.csv')).status).toBe(401);
    expect((await shopper.get('/admin/products/export.csv')).status).toBe(403);
    expect((await importCsv(`${HEADER}\n`, shopper)).status).toBe(403);
  });
});

describe('importing products', () => {
  it("keeps what orders took since the download when a file's stock was left alone, and refuses a count written over a stock that moved", async () => {
    const exported = (await admin.get('/admin/products/export.csv')).text;
    const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    const target = rows.find((r) => r.slug === 'udid-papad')!;
    const line = rows.indexOf(target) + 2;
    const downloaded = Number(target.stock);
    // Two packs go out (an order, here a colleague's correction) after the download.
    expect((await admin.post(`/admin/products/${target.id}/stock`, { json: { adjust: -2, reason: 'damaged' } })).status).toBe(200);
    const file = (edit: Partial<Record<string, string>>) =>
      stringify(
        rows.map((r) => (r === target ? { ...r, ...edit } : r)),
        { header: true, columns: Object.keys(target) },
      );

    // A price list made from the download: the stock column left as it was keeps the orders' taking.
    const priced = await importCsv(file({ price: '59.00' }));
    expect(priced.status).toBe(200);
    expect(await bySlug('udid-papad')).toMatchObject({ pricePaise: 5900, stock: downloaded - 2 });

    // A count written over the stock the file saw, which has moved since: refused, nothing changed.
    const before = await snapshot();
    const counted = await importCsv(file({ price: '59.00', stock: String(downloaded + 10) }));
    expect(counted.status).toBe(422);
    expect(counted.body.errors).toEqual([
      {
        line,
        path: 'stock',
        message: `The stock changed from ${downloaded} to ${downloaded - 2} since the file was downloaded (orders or a colleague), so ${downloaded + 10} may no longer be right. Download the file again, or empty stock_when_downloaded to set ${downloaded + 10} anyway.`,
      },
    ]);
    expect(await snapshot()).toEqual(before);

    // Emptied, as the message says: the count is set, and kept in the history as a correction.
    const anyway = await importCsv(file({ price: '59.00', stock: String(downloaded + 10), stock_when_downloaded: '' }));
    expect(anyway.status).toBe(200);
    expect((await bySlug('udid-papad'))!.stock).toBe(downloaded + 10);
  });

  it('refuses the whole file with a 409 when an order takes stock between its check and its write', async () => {
    const exported = (await admin.get('/admin/products/export.csv')).text;
    const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    const target = rows.find((r) => r.slug === 'udid-papad')!;
    const other = rows.find((r) => r !== target)!;
    const file = stringify(
      rows.map((r) => (r === target ? { ...r, stock: String(Number(r.stock) + 5) } : r === other ? { ...r, price: '77.00' } : r)),
      { header: true, columns: Object.keys(target) },
    );
    // The database as the import sees it, with a shopper's order landing after the file was
    // checked and before its transaction takes the rows' locks.
    const racing = new Proxy(shop.db, {
      get(db, key, receiver) {
        if (key !== 'transaction') return Reflect.get(db, key, receiver);
        return async (...args: Parameters<Db['transaction']>) => {
          await shop.db.update(products).set({ stock: sql`${products.stock} - 1` }).where(eq(products.id, target.id));
          return db.transaction(...args);
        };
      },
    });
    const before = await snapshot();
    const refused = await importProductsCsv(racing, file, adminId, new Date()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, message: 'An order changed the stock of a product in the file while it was imported: nothing was changed. Import the file again.' });
    // The order's taking stands, and nothing of the file was kept (the other line's price neither).
    expect(await snapshot()).toEqual({ ...before, products: before.products.map((p) => (p.id === target.id ? { ...p, stock: p.stock - 1 } : p)) });
  });

  it('round-trips: importing the export unchanged changes nothing', async () => {
    const exported = (await admin.get('/admin/products/export.csv')).text;
    const before = await snapshot();
    const res = await importCsv(exported);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 0, updated: 0, unchanged: await productCount() });
    expect(await snapshot()).toEqual(before);
  });

  it('creates new products by slug and updates known ones by id, keeping a changed stock in the history', async () => {
    const [known] = await shop.db.select().from(products).limit(1);
    const file = [
      'slug,name,category,price,mrp,stock,status,net_quantity,net_quantity_unit,allergens,diet_mark,packer_name,packer_address,fssai_licence',
      'sangli-haldi-csv,Sangli Haldi Powder,c-masala-blends,"₹1,20.00",140,25,active,200,g,"mustard; sesame",veg,"Savitri Mahila Bachat Gat","Kolhapur, Maharashtra",21521036000412',
    ].join('\r\n');
    const created = await importCsv(file);
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(created.body.message).toBe('Imported: 1 created, 0 updated, 0 unchanged.');
    const made = (await bySlug('sangli-haldi-csv'))!;
    expect(made).toMatchObject({ name: 'Sangli Haldi Powder', pricePaise: 12000, mrpPaise: 14000, stock: 25, status: 'active', netQuantity: 200, netQuantityUnit: 'g', allergens: ['mustard', 'sesame'], dietMark: 'veg', packerName: 'Savitri Mahila Bachat Gat', fssaiLicence: '21521036000412' });
    const opening = await shop.db.select().from(stockChanges).where(eq(stockChanges.productId, made.id));
    expect(opening).toMatchObject([{ fromStock: 0, toStock: 25, reason: 'restock', note: 'Opening stock (CSV import)' }]);
    // The new product is on the storefront at once.
    expect((await shop.client().get(`/products/${made.id}`)).status).toBe(200);

    const update = `id,price,stock\n${known!.id},${(known!.pricePaise / 100 - 1).toFixed(2)},${known!.stock + 5}\n${made.id},120,25\n`;
    const res = await importCsv(update);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const after = (await shop.db.select().from(products).where(eq(products.id, known!.id)))[0]!;
    expect(after.pricePaise).toBe(known!.pricePaise - 100);
    expect(after.stock).toBe(known!.stock + 5);
    // Columns the file did not name are left as they were.
    expect(after).toMatchObject({ name: known!.name, description: known!.description, mrpPaise: known!.mrpPaise, status: known!.status });
    const history = await shop.db.select().from(stockChanges).where(eq(stockChanges.productId, known!.id));
    expect(history.at(-1)).toMatchObject({ fromStock: known!.stock, toStock: known!.stock + 5, reason: 'correction', note: 'CSV import' });
  });

  it('refuses a bad file with the line and column of every problem, and changes nothing', async () => {
    const [a, b] = await shop.db.select().from(products).orderBy(products.id).limit(2);
    const before = await snapshot();
    const file = [
      HEADER,
      `${a!.id},,Renamed,,100,90,5,active`, // line 2: MRP below price
      `,new-one,New One,no-such-category,50,60,1,draft`, // line 3: unknown category
      `,another-new,,c-masala-blends,abc,60,-2,sold`, // line 4: no name, price not a number, stock negative, status unknown
      `missing-id,,X,,1,1,1,active`, // line 5: an id no product has
      `,${b!.slug},Taken,c-masala-blends,10,10,1,active`, // line 6: fine (updates b by slug)
      `${b!.id},,Twice,,10,10,1,active`, // line 7: b again
    ].join('\n');
    const res = await importCsv(file);
    expect(res.status).toBe(422);
    expect(errorMessage(res)).toMatch(/^The file has \d+ problems: nothing was changed\./);
    const problems = res.body.errors as { line: number; path: string; message: string }[];
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: 2, path: 'mrp', message: 'The MRP must not be below the selling price.' },
        { line: 3, path: 'category', message: 'No category has the slug "no-such-category".' },
        { line: 4, path: 'name', message: 'Name is required.' },
        { line: 4, path: 'price', message: 'Price must be an amount in rupees.' },
        { line: 4, path: 'stock', message: 'Stock must not be negative.' },
        { line: 4, path: 'status', message: 'Status must be one of: active, draft, archived.' },
        { line: 5, path: 'id', message: 'No product has the id "missing-id". Leave id empty to create a product.' },
        { line: 7, path: 'id', message: 'This product is already on line 6.' },
      ]),
    );
    expect(problems.every((p) => p.line !== 6)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses unknown columns, a file without a key column, unreadable CSV and files that are not UTF-8', async () => {
    const before = await snapshot();
    const unknown = await importCsv('slug,name,colour\nx,X,red\n');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ line: 1, path: 'colour' });
    expect(unknown.body.errors[0].message).toMatch(/^"colour" is not a column of the products file\./);

    const noKey = await importCsv('price,mrp\n1,1\n');
    expect(noKey.body.errors).toEqual([{ line: 1, path: 'slug', message: 'The file needs an id or a slug column to find the products to change, or a name column for new products.' }]);

    const ragged = await importCsv('slug,name\nabc,"unclosed\n');
    expect(ragged.status).toBe(422);
    expect(ragged.body.errors[0].message).toBe('This line cannot be read as CSV (check its quotes).');

    const cells = await importCsv('slug,name\nabc,A,extra\n');
    expect(cells.body.errors[0]).toEqual({ line: 2, path: '', message: 'This line has a different number of cells than the header.' });

    const latin1 = await admin.post('/admin/products/import', { body: new Uint8Array([0x73, 0x6c, 0x75, 0x67, 0x0a, 0xe9, 0x0a]), headers: { 'content-type': 'text/csv' } });
    expect(latin1.status).toBe(400);
    expect(errorMessage(latin1)).toBe('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');

    const empty = await importCsv('slug,name\n');
    expect(errorMessage(empty)).toBe('The file has a problem: nothing was changed. Fix it and import the file again.');
    expect(empty.body.errors[0].message).toBe('The file has no products in it.');

    const json = await admin.post('/admin/products/import', { json: { slug: 'x' } });
    expect(json.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('makes a new product from the columns the page calls required: the slug from the name, India as the country of origin', async () => {
    // Only name, category, price and MRP: the slug is made from the name as the product form makes it.
    const bare = await importCsv('name,category,price,mrp\r\nKolhapuri Masala (200 g) CSV,c-masala-blends,110,120\r\n');
    expect(bare.status).toBe(200);
    expect(bare.body.data).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(await bySlug('kolhapuri-masala-200-g-csv')).toMatchObject({ name: 'Kolhapuri Masala (200 g) CSV', countryOfOrigin: 'India', status: 'draft', pricePaise: 11000, mrpPaise: 12000 });

    // The exported header, a new line filling in only those four: its empty slug and country are filled the same way.
    const header = (await admin.get('/admin/products/export.csv')).text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    const columns = header.split(',');
    const line = (cells: Record<string, string>) => columns.map((c) => cells[c] ?? '').join(',');
    const exported = await importCsv([header, line({ name: 'Crème Brûlée Masala', category: 'c-masala-blends', price: '90', mrp: '100' })].join('\r\n'));
    expect(exported.status).toBe(200);
    expect(await bySlug('creme-brulee-masala')).toMatchObject({ name: 'Crème Brûlée Masala', countryOfOrigin: 'India' });

    // A known product's line with those cells empty, or without those columns, keeps its slug and country.
    const known = (await bySlug('creme-brulee-masala'))!;
    await shop.db.update(products).set({ countryOfOrigin: 'Nepal' }).where(eq(products.id, known.id));
    expect((await importCsv([header, line({ id: known.id, name: 'Crème Brûlée Masala Blend' })].join('\r\n'))).status).toBe(200);
    expect((await importCsv(`id,price\n${known.id},95\n`)).status).toBe(200);
    expect((await shop.db.select().from(products).where(eq(products.id, known.id)))[0]).toMatchObject({ slug: 'creme-brulee-masala', countryOfOrigin: 'Nepal', name: 'Crème Brûlée Masala Blend', pricePaise: 9500 });

    // A name that makes a slug taken by another product, twice the same name, or no slug at all: the line says so, nothing is made.
    const before = await snapshot();
    const refused = await importCsv(
      ['name,category,price,mrp', 'Kolhapuri Masala (200 g) CSV,c-masala-blends,110,120', 'Til Laddoo,c-masala-blends,1,1', 'Til Laddoo,c-masala-blends,1,1', 'मसाला,c-masala-blends,1,1', ',c-masala-blends,1,1'].join('\n'),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { line: 2, path: 'slug', message: 'Another product already has the slug "kolhapuri-masala-200-g-csv", made from the name. To change that product, give its id or slug; to add a new one, give this line a slug of its own.' },
      { line: 4, path: 'slug', message: 'This line\'s name makes the slug "til-laddoo", which line 3 has too: give one of the two lines a slug of its own.' },
      { line: 5, path: 'slug', message: 'No slug can be made from this name (it needs a letter from a to z or a digit): give the line a slug.' },
      { line: 6, path: 'name', message: 'Name is required.' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('takes the file as the file field of a form, as the back-office page sends it', async () => {
    const form = new FormData();
    form.set('file', new File(['slug,name,category,price,mrp\nform-made,Form Made,c-masala-blends,10,12\n'], 'products.csv', { type: 'text/csv' }));
    const res = await admin.post('/admin/products/import', { body: form });
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(1);
    // Made as a draft when the file gives no status: nothing reaches shoppers by accident.
    expect((await bySlug('form-made'))!.status).toBe('draft');

    const none = new FormData();
    none.set('note', 'no file');
    const missing = await admin.post('/admin/products/import', { body: none });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe('Choose a CSV file to import.');
  });

  it('takes back the apostrophe that shielded a formula, so a round trip keeps the text', async () => {
    const [p] = await shop.db.select().from(products).where(eq(products.slug, 'form-made'));
    const res = await importCsv(`id,features\n${p!.id},"'=1+1 is not a formula"\n`);
    expect(res.status).toBe(200);
    expect((await bySlug('form-made'))!.features).toBe('=1+1 is not a formula');
  });
});
