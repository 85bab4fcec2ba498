import { describe, expect, it, vi } from 'vitest';
import { publishCatalogueChange } from '../catalogue-changes.ts';
import { listingCount } from './listing-counts.ts';

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
});
