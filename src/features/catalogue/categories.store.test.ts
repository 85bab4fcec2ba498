import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
  t.server.on('GET', '/categories', () =>
    ok({
      categories: [{ _id: 'c1', name: 'Masala Blends', slug: 'masala-blends', status: 'active', description: 'Blends' }],
      pagination: { page: 1, limit: 100, total: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false },
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the category dropdown store', () => {
  it('asks for page 1, limit 100, active, and keeps only _id, name and slug', async () => {
    const store = await import('./categories.store');
    expect(await store.loadCategories()).toEqual([{ _id: 'c1', name: 'Masala Blends', slug: 'masala-blends' }]);
    const query = t.server.calls[0]?.query;
    expect([query?.get('page'), query?.get('limit'), query?.get('status')]).toEqual(['1', '100', 'active']);
  });

  it('answers from the cache for 10 minutes, then fetches again', async () => {
    vi.useFakeTimers({ now: new Date('2025-08-20T10:00:00Z'), toFake: ['Date'] });
    const store = await import('./categories.store');
    await store.loadCategories();
    vi.setSystemTime(new Date('2025-08-20T10:09:59Z'));
    await store.loadCategories();
    expect(t.server.callsTo('GET', '/categories')).toHaveLength(1);
    vi.setSystemTime(new Date('2025-08-20T10:10:00Z'));
    await store.loadCategories();
    expect(t.server.callsTo('GET', '/categories')).toHaveLength(2);
  });

  it('fetches again when forced', async () => {
    const store = await import('./categories.store');
    await store.loadCategories();
    await store.loadCategories({ force: true });
    expect(t.server.callsTo('GET', '/categories')).toHaveLength(2);
  });

  it('makes one call however many ask at once', async () => {
    const store = await import('./categories.store');
    await Promise.all([store.loadCategories(), store.loadCategories(), store.loadCategories()]);
    expect(t.server.callsTo('GET', '/categories')).toHaveLength(1);
  });

  it('uses a list the server rendered without fetching', async () => {
    const store = await import('./categories.store');
    store.primeCategories([{ _id: 'c2', name: 'Papads', slug: 'papads' }]);
    expect(await store.loadCategories()).toEqual([{ _id: 'c2', name: 'Papads', slug: 'papads' }]);
    expect(t.server.calls).toHaveLength(0);
  });

  it('says Failed to load categories when the call fails without a message', async () => {
    t.server.on('GET', '/categories', fail(500));
    const store = await import('./categories.store');
    expect(await store.loadCategories()).toEqual([]);
    expect(store.$categoriesLoading.get()).toBe(false);
    expect(await t.toasts()).toEqual(['error: Failed to load categories']);
  });
});
