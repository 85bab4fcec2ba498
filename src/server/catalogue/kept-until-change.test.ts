import { describe, expect, it, vi } from 'vitest';
import { publishCatalogueChange } from '../catalogue-changes.ts';
import { listingCount, searchFound } from './kept-until-change.ts';

describe('listing counts kept until the catalogue changes', () => {
  it('counts once per filters, and again after any change', async () => {
    const db = {};
    const read = vi.fn(async () => 42);
    expect(await listingCount(db, '{}', read)).toBe(42);
    expect(await listingCount(db, '{}', read)).toBe(42);
    expect(read).toHaveBeenCalledTimes(1);

    await listingCount(db, '[null,[],true]', read);
    expect(read).toHaveBeenCalledTimes(2);

    publishCatalogueChange({ products: ['p-anything'] });
    await listingCount(db, '{}', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not keep a count that a change overtook while it was read', async () => {
    const db = {};
    let total = 5;
    const read = vi.fn(async () => {
      const seen = total;
      publishCatalogueChange({ products: ['p-sold'] });
      total = 4;
      return seen;
    });
    expect(await listingCount(db, '{}', read)).toBe(5);
    read.mockImplementation(async () => total);
    expect(await listingCount(db, '{}', read)).toBe(4);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps each database apart', async () => {
    const read = vi.fn(async () => 1);
    await listingCount({}, '{}', read);
    await listingCount({}, '{}', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('counts again once the count is older than a minute (a write made outside the API)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const db = {};
      const read = vi.fn(async () => 7);
      await listingCount(db, '{}', read);
      vi.advanceTimersByTime(61_000);
      await listingCount(db, '{}', read);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps search pages apart by key, and within 2 MB: a page larger than that is read again', async () => {
    const db = {};
    const page = vi.fn(async () => ({ ids: ['p-a', 'p-b'], total: 2 }));
    expect(await searchFound(db, '["masala"]', page)).toEqual({ ids: ['p-a', 'p-b'], total: 2 });
    await searchFound(db, '["masala"]', page);
    await searchFound(db, '["chai"]', page);
    expect(page).toHaveBeenCalledTimes(2);

    // Larger than the whole bound: answered, never kept (and nothing kept is pushed out for it).
    const huge = vi.fn(async () => ({ ids: Array.from({ length: 100_000 }, (_, i) => `bench-${i}`), total: 100_000 }));
    await searchFound(db, '["a",100000]', huge);
    await searchFound(db, '["a",100000]', huge);
    expect(huge).toHaveBeenCalledTimes(2);
    await searchFound(db, '["masala"]', page);
    expect(page).toHaveBeenCalledTimes(2);
  });
});
