import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { lastPageIfPast, listCount, readListOrRefusal } from './list-pages';

describe('lastPageIfPast', () => {
  const at = (path: string) => new URL(path, 'http://shop.test');
  it('is nothing for a page that exists', () => {
    expect(lastPageIfPast(at('/admin/reviews?page=6'), { page: 6, totalPages: 6 })).toBeNull();
    expect(lastPageIfPast(at('/admin/reviews'), { page: 1, totalPages: 0 })).toBeNull();
  });
  it('sends a page past the end to the last page, keeping the filters and the notice', () => {
    expect(lastPageIfPast(at('/admin/reviews?rating=1&page=7&done=delete'), { page: 7, totalPages: 6 })).toBe('/admin/reviews?rating=1&page=6&done=delete');
    expect(lastPageIfPast(at('/admin/orders?page=2&q=HF'), { page: 2, totalPages: 1 })).toBe('/admin/orders?q=HF');
    expect(lastPageIfPast(at('/admin/products?page=3'), { page: 3, totalPages: 0 })).toBe('/admin/products');
  });
});

describe('listCount', () => {
  it('counts in words, agreeing with one', () => {
    expect(listCount(['order', 'orders'], { total: 0, page: 1, totalPages: 0 }, false)).toBe('No orders');
    expect(listCount(['order', 'orders'], { total: 1, page: 1, totalPages: 1 }, true)).toBe('1 order matches these filters');
    expect(listCount(['review', 'reviews'], { total: 107, page: 2, totalPages: 6 }, true)).toBe('107 reviews match these filters · page 2 of 6');
    expect(listCount(['product', 'products'], { total: 61, page: 1, totalPages: 4 }, false)).toBe('61 products · page 1 of 4');
  });
});

describe('readListOrRefusal', () => {
  it('gives the list when the API answers', async () => {
    await expect(readListOrRefusal(Promise.resolve({ orders: [] }))).resolves.toEqual({ result: { orders: [] }, problem: '' });
  });
  it("gives the API's sentence for filters it refuses", async () => {
    const refused = new ApiError({ status: 400, serverMessage: 'From must not be after To.' });
    await expect(readListOrRefusal(Promise.reject(refused))).resolves.toEqual({ result: null, problem: 'From must not be after To.' });
    await expect(readListOrRefusal(Promise.reject(new ApiError({ status: 400, serverMessage: null })))).resolves.toEqual({
      result: null,
      problem: 'These filters cannot be used together.',
    });
  });
  it('still throws anything else', async () => {
    const down = new ApiError({ status: 503, serverMessage: 'Try again' });
    await expect(readListOrRefusal(Promise.reject(down))).rejects.toBe(down);
    await expect(readListOrRefusal(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
