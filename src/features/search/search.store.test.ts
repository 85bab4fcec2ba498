import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';
import { normalizeProduct, type Product } from '@/lib/product';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const product = (name: string): Product => normalizeProduct({ _id: name, name });
const load = () => import('./search.store');

/** A fetcher whose answers the test releases one by one. */
function controlledFetcher() {
  const calls: Array<{ term: string; signal: AbortSignal; answer: ReturnType<typeof deferred<Product[]>> }> = [];
  const fetcher = vi.fn((term: string, signal: AbortSignal) => {
    const answer = deferred<Product[]>();
    calls.push({ term, signal, answer });
    return answer.promise;
  });
  return { fetcher, calls };
}

describe('the header search', () => {
  it('needs at least 2 characters after trimming', async () => {
    const { createProductSearch } = await load();
    const { fetcher } = controlledFetcher();
    const search = createProductSearch(fetcher);
    search.setQuery(' c   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).not.toHaveBeenCalled();
    expect(search.$search.get()).toEqual({ term: 'c', status: 'idle', products: [] });
  });

  it('asks only after a 300 ms pause, for the latest text', async () => {
    const { createProductSearch } = await load();
    const { fetcher, calls } = controlledFetcher();
    const search = createProductSearch(fetcher);
    search.setQuery('ch');
    await vi.advanceTimersByTimeAsync(200);
    search.setQuery('chi');
    await vi.advanceTimersByTimeAsync(299);
    expect(fetcher).not.toHaveBeenCalled();
    expect(search.$search.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.term)).toEqual(['chi']);
    calls[0]?.answer.resolve([product('Chilli Papad')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get()).toMatchObject({ term: 'chi', status: 'ready' });
    expect(search.$search.get().products.map((p) => p.name)).toEqual(['Chilli Papad']);
  });

  it('drops an older answer that arrives after a newer query', async () => {
    const { createProductSearch } = await load();
    const { fetcher, calls } = controlledFetcher();
    const search = createProductSearch(fetcher);
    search.setQuery('pa');
    await vi.advanceTimersByTimeAsync(300);
    search.setQuery('papad');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer.resolve([product('Garlic Papad')]);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.answer.resolve([product('Paneer Masala')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get().term).toBe('papad');
    expect(search.$search.get().products.map((p) => p.name)).toEqual(['Garlic Papad']);
  });

  it('drops an answer that arrives after the box was cleared', async () => {
    const { createProductSearch } = await load();
    const { fetcher, calls } = controlledFetcher();
    const search = createProductSearch(fetcher);
    search.setQuery('pa');
    await vi.advanceTimersByTimeAsync(300);
    search.clear();
    calls[0]?.answer.resolve([product('Paneer Masala')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get()).toEqual({ term: '', status: 'idle', products: [] });
  });

  it('silently empties the suggestions when the search fails', async () => {
    const { createProductSearch } = await load();
    const { fetcher, calls } = controlledFetcher();
    const search = createProductSearch(fetcher);
    search.setQuery('ko');
    await vi.advanceTimersByTimeAsync(300);
    calls[0]?.answer.resolve([product('Kokum')]);
    await vi.advanceTimersByTimeAsync(0);
    search.setQuery('kok');
    await vi.advanceTimersByTimeAsync(300);
    calls[1]?.answer.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get()).toEqual({ term: 'kok', status: 'ready', products: [] });
    expect(await t.toasts()).toEqual([]);
  });

  it('asks the API for page 1 and limit 6', async () => {
    t.server.on('GET', '/products', (req) =>
      ok({ products: Array.from({ length: 8 }, (_, i) => ({ _id: `p${i}`, name: `${req.query.get('search')} ${i}` })) }),
    );
    const { createProductSearch } = await load();
    const search = createProductSearch();
    search.setQuery('  masala ');
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(search.$search.get().status).toBe('ready'));
    const query = t.server.calls[0]?.query;
    expect([query?.get('search'), query?.get('page'), query?.get('limit')]).toEqual(['masala', '1', '6']);
    expect(search.$search.get().products).toHaveLength(6);
  });

  it('empties without a toast when the API fails', async () => {
    t.server.on('GET', '/products', fail(500, 'Search is down'));
    const { createProductSearch } = await load();
    const search = createProductSearch();
    search.setQuery('masala');
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(search.$search.get().status).toBe('ready'));
    expect(search.$search.get().products).toEqual([]);
    expect(await t.toasts()).toEqual([]);
  });

  it('builds the products page link for a search', async () => {
    const { searchResultsUrl, isSearchable } = await load();
    expect(searchResultsUrl(' kokum & salt ')).toBe('/products?search=kokum%20%26%20salt');
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });
});
