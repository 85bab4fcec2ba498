// Restock (decision 195): a coordinator adds a production batch to many products at once. Each
// filled row goes through the product's own stock route (`adjust`, the reason, the note), one after
// another, as if she had changed each on its page: the same rules, the same history, the same
// emptied shop pages. No bulk route with rules of its own.
import { isApiError, type ApiClient } from '@/lib/api/client';
import { eachInTurn } from '@/lib/in-turn';
import type { STAFF_STOCK_REASONS } from '@/shared/catalogue';
import { changeStock, listProducts, type StaffProduct } from './admin-products.api';

/** The staff's reasons that add stock (a damaged pack takes it away: the product's page does that). */
export const RESTOCK_REASONS = ['restock', 'correction'] as const satisfies readonly (typeof STAFF_STOCK_REASONS)[number][];
export type RestockReason = (typeof RESTOCK_REASONS)[number];

/** The most one row adds: the server's own ceiling for a stock figure. */
const RESTOCK_MAX = 1_000_000;

/** How many products one read of the list brings, and how many reads "every product" makes at most. */
const PAGE = 100;
const PAGES_READ = 5;
/** The most rows one form holds: every product the page lists, and no more are read from a form made by hand. */
const ROWS_MAX = PAGE * PAGES_READ;

/** The form's field of a product's "Add" number (its id follows). */
export const ADD_FIELD = 'add-';

/** A row sent: the product and how many to add. */
export type RestockLine = { id: string; amount: number };

export type RestockForm = {
  reason: RestockReason | null;
  note: string;
  /** The rows filled in well, in the page's order. */
  lines: RestockLine[];
  /** What each filled row holds as typed, by product id, kept if it is refused. */
  typed: Record<string, string>;
  /** The rows refused before anything is sent, by product id: the sentence under the field. */
  errors: Record<string, string>;
};

/**
 * One "Add" as typed: a whole number of packs from 1 to 1,000,000 ("1,200" too), or the sentence
 * that says why not. Said here, under the field, so a typo never reaches the server half-read.
 */
export function readAmount(typed: string): number | string {
  const text = typed.trim();
  if (/^-\s*\d/.test(text)) return 'Add must be 1 or more: this page only adds stock. Take packs away on the product’s page.';
  if (!/^\d+$/.test(text) && !/^\d{1,3}(,\d{3})+$/.test(text)) return 'Add must be a whole number of packs, such as 24.';
  const amount = Number(text.replaceAll(',', ''));
  if (amount < 1) return 'Add must be 1 or more.';
  if (amount > RESTOCK_MAX) return 'Add must be at most 1,000,000.';
  return amount;
}

/** The posted Restock form: the batch's reason and note, and each filled row read or refused. Empty rows change nothing. */
export function readRestock(form: FormData): RestockForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const reason = (RESTOCK_REASONS as readonly string[]).includes(text('reason')) ? (text('reason') as RestockReason) : null;
  const batch: RestockForm = { reason, note: text('note').trim(), lines: [], typed: {}, errors: {} };
  for (const [name, value] of form) {
    const id = name.slice(ADD_FIELD.length);
    if (!name.startsWith(ADD_FIELD) || !id || typeof value !== 'string' || value.trim() === '' || id in batch.typed) continue;
    if (Object.keys(batch.typed).length === ROWS_MAX) break;
    batch.typed[id] = value;
    const amount = readAmount(value);
    if (typeof amount === 'number') batch.lines.push({ id, amount });
    else batch.errors[id] = amount;
  }
  return batch;
}

export type Restocked = { done: string[]; refused: Record<string, string> };

/** Adds each line through the product's stock route; a refused one keeps the server's sentence, and the others still go. */
export async function restock(api: ApiClient, lines: RestockLine[], reason: RestockReason, note: string): Promise<Restocked> {
  const batch = await eachInTurn(
    lines,
    ({ id, amount }) => changeStock(api, id, { adjust: amount, reason, ...(note ? { note } : {}) }),
    (error) => {
      if (!isApiError(error) || ![400, 404].includes(error.status)) return null;
      return error.status === 404 ? 'This product is no longer in the shop’s list.' : (error.serverMessage ?? 'This product’s stock could not be changed.');
    },
  );
  return { done: batch.done.map(({ id }) => id), refused: Object.fromEntries(batch.refused.map(({ item, reason }) => [item.id, reason])) };
}

/** What the notice says: "Product restocked." or "3 products restocked."; nothing when none was. */
export const restockedNotice = (done: number): string | null => (done <= 0 ? null : done === 1 ? 'Product restocked.' : `${done} products restocked.`);

/** The lowest stock first (what runs out first is restocked first), then by name. */
export const lowestFirst = (products: StaffProduct[]): StaffProduct[] =>
  products.toSorted((a, b) => a.stock_quantity - b.stock_quantity || a.name.localeCompare(b.name, 'en-IN'));

/**
 * The active products a coordinator restocks, lowest first: those low or out of stock (the
 * dashboard's threshold), or every one. `more`: there are more than the page shows.
 */
export async function productsToRestock(api: ApiClient, every: boolean): Promise<{ products: StaffProduct[]; lowThreshold: number; more: boolean }> {
  if (!every) {
    const [out, low] = await Promise.all((['out', 'low'] as const).map((stock) => listProducts(api, { status: 'active', stock, limit: PAGE })));
    return { products: lowestFirst([...out!.products, ...low!.products]), lowThreshold: low!.lowStockThreshold, more: out!.pagination.hasNextPage || low!.pagination.hasNextPage };
  }
  const products: StaffProduct[] = [];
  for (let page = 1; ; page++) {
    const read = await listProducts(api, { status: 'active', limit: PAGE, page });
    products.push(...read.products);
    const more = read.pagination.hasNextPage;
    if (!more || page === PAGES_READ) return { products: lowestFirst(products), lowThreshold: read.lowStockThreshold, more };
  }
}
