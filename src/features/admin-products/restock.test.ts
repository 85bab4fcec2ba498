import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@/lib/api/client';
import type { StaffProduct } from './admin-products.api';
import { lowestFirst, readAmount, readRestock, restock, restockedNotice } from './restock';

describe('the Restock form', () => {
  const form = (fields: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return data;
  };

  it('reads each filled row as a whole number to add, and leaves the empty rows out', () => {
    const batch = readRestock(form([['reason', 'restock'], ['note', '  Batch of 12 Nov '], ['add-p1', '12'], ['add-p2', ''], ['add-p3', ' 1,200 '], ['add-p4', '   ']]));
    expect(batch).toEqual({ reason: 'restock', note: 'Batch of 12 Nov', lines: [{ id: 'p1', amount: 12 }, { id: 'p3', amount: 1200 }], typed: { p1: '12', p3: ' 1,200 ' }, errors: {} });
  });

  it('says under its field what is wrong with a row typed wrong, keeps it as typed, and sends nothing of it', () => {
    const batch = readRestock(form([['reason', 'correction'], ['add-a', 'twelve'], ['add-b', '0'], ['add-c', '-3'], ['add-d', '2.5'], ['add-e', '1000001'], ['add-f', '1000000'], ['add-g', '1,20']]));
    expect(batch.reason).toBe('correction');
    expect(batch.lines).toEqual([{ id: 'f', amount: 1_000_000 }]);
    expect(batch.typed).toMatchObject({ a: 'twelve', c: '-3', g: '1,20' });
    expect(batch.errors).toEqual({
      a: 'Add must be a whole number of packs, such as 24.',
      b: 'Add must be 1 or more.',
      c: 'Add must be 1 or more: this page only adds stock. Take packs away on the product’s page.',
      d: 'Add must be a whole number of packs, such as 24.',
      e: 'Add must be at most 1,000,000.',
      g: 'Add must be a whole number of packs, such as 24.',
    });
  });

  it('takes only a reason that adds stock, and each product once', () => {
    expect(readRestock(form([['reason', 'damaged'], ['add-a', '5']])).reason).toBeNull();
    expect(readRestock(form([['add-a', '5']])).reason).toBeNull();
    expect(readRestock(form([['reason', 'restock'], ['add-a', '5'], ['add-a', '7'], ['add-', '9'], ['other', '3']])).lines).toEqual([{ id: 'a', amount: 5 }]);
    // No more rows than the page ever lists (500), however many a form made by hand holds.
    expect(readRestock(form(Array.from({ length: 600 }, (_, i): [string, string] => [`add-p${i}`, '1']))).lines).toHaveLength(500);
  });

  it('reads an amount alone', () => {
    expect(readAmount('24')).toBe(24);
    expect(readAmount('0024')).toBe(24);
    expect(readAmount('')).toBe('Add must be a whole number of packs, such as 24.');
  });

  it('says how many were restocked, and nothing when none was', () => {
    expect(restockedNotice(0)).toBeNull();
    expect(restockedNotice(1)).toBe('Product restocked.');
    expect(restockedNotice(3)).toBe('3 products restocked.');
  });

  it('lists the lowest stock first, then by name', () => {
    const p = (name: string, stock: number) => ({ _id: name, name, stock_quantity: stock }) as StaffProduct;
    expect(lowestFirst([p('Chikki', 4), p('Amla candy', 0), p('Papad', 0), p('Achar', 2)]).map((x) => x.name)).toEqual(['Amla candy', 'Papad', 'Achar', 'Chikki']);
  });
});

describe('restocking a batch', () => {
  it('sends each row to its product’s stock route, one after another; a refused one keeps the server’s sentence and the others still go', async () => {
    const sent: [string, unknown][] = [];
    const api = {
      post: async (path: string, { body }: { body: unknown }) => {
        sent.push([path, body]);
        if (path.includes('/full/')) throw new ApiError({ status: 400, serverMessage: 'Stock cannot go above 1,000,000 (there are 4).' });
        if (path.includes('/gone/')) throw new ApiError({ status: 404, serverMessage: 'Product not found' });
        return { data: {} };
      },
    } as unknown as ApiClient;
    const outcome = await restock(api, [{ id: 'a', amount: 12 }, { id: 'full', amount: 999_999 }, { id: 'gone', amount: 1 }, { id: 'b', amount: 6 }], 'restock', 'Batch of 12 Nov');
    expect(sent).toEqual([
      ['/admin/products/a/stock', { adjust: 12, reason: 'restock', note: 'Batch of 12 Nov' }],
      ['/admin/products/full/stock', { adjust: 999_999, reason: 'restock', note: 'Batch of 12 Nov' }],
      ['/admin/products/gone/stock', { adjust: 1, reason: 'restock', note: 'Batch of 12 Nov' }],
      ['/admin/products/b/stock', { adjust: 6, reason: 'restock', note: 'Batch of 12 Nov' }],
    ]);
    expect(outcome).toEqual({ done: ['a', 'b'], refused: { full: 'Stock cannot go above 1,000,000 (there are 4).', gone: 'This product is no longer in the shop’s list.' } });
  });

  it('sends no note when none was given', async () => {
    const sent: unknown[] = [];
    const api = { post: async (_path: string, { body }: { body: unknown }) => (sent.push(body), { data: {} }) } as unknown as ApiClient;
    await restock(api, [{ id: 'a', amount: 3 }], 'correction', '');
    expect(sent).toEqual([{ adjust: 3, reason: 'correction' }]);
  });
});
