import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, type Client, type TestShop } from './harness.ts';

// Search, paging and the id-only list over a catalogue bigger than one page: the fixture's 7
// products plus the ones below, whose names and descriptions place them in each relevance rank.

let shop: TestShop;
let guest: Client;

type Extra = { id: string; name: string; description?: string; category?: string; price?: number; stock?: number; bestseller?: number };
const extra = (p: Extra) => ({
  id: p.id,
  slug: p.id,
  name: p.name,
  description: p.description ?? 'Made by hand in small lots.',
  categoryId: p.category ?? 'c-masala-blends',
  pricePaise: (p.price ?? 100) * 100,
  mrpPaise: (p.price ?? 100) * 100,
  stock: p.stock ?? 10,
  bestseller: p.bestseller ?? 0,
});

// "masala" starts the name of these...
const STARTS = ['Masala Peanuts', 'Masala Chai Mix'];
// ...is inside the name of these (and of the fixture's Kolhapuri and Malvani Masala)...
const GARAM = Array.from({ length: 24 }, (_, i) => `Garam Masala No. ${String(i + 1).padStart(2, '0')}`);
// ...only in the description of these (and of the fixture's Spice Set of 12)...
const IN_DESCRIPTION = ['Chai Jaggery', 'Roasted Chana'];
// ...and close to it, misspelt, in these names (word similarity 0.71, 0.44 and 0.43: not their alphabetical order).
const TYPO = ['Masal Chips', 'Masla Papad', 'Amsala Papad'];

beforeAll(async () => {
  shop = await createTestShop();
  guest = shop.client();
  await shop.db.insert(products).values([
    ...STARTS.map((name, i) => extra({ id: `x-start-${i}`, name, price: 50 + i })),
    ...GARAM.map((name, i) => extra({ id: `x-garam-${i}`, name, price: 300 - i, stock: i % 5 === 0 ? 0 : 10, bestseller: 40, category: i % 2 ? 'c-spices' : 'c-masala-blends' })),
    extra({ id: 'x-desc-0', name: IN_DESCRIPTION[0]!, description: 'Dark jaggery for masala chai.', category: 'c-spices' }),
    extra({ id: 'x-desc-1', name: IN_DESCRIPTION[1]!, description: 'Chana with amchur and chaat masala.', category: 'c-papads' }),
    ...TYPO.map((name, i) => extra({ id: `x-typo-${i}`, name, category: 'c-papads' })),
    extra({ id: 'x-kala', name: 'Kala Jeera', description: 'Black cumin from the hills.', category: 'c-spices' }),
  ]);
});
afterAll(() => shop?.close());

const names = (answer: { body: any }): string[] => answer.body.data.products.map((p: { name: string }) => p.name);
const search = (query: Record<string, string>) => guest.get('/products', { query });

/** Every page of a list, walked with the given limit. */
async function allPages(query: Record<string, string>, limit: number) {
  const pages = [];
  for (let page = 1; ; page += 1) {
    const res = await search({ ...query, page: String(page), limit: String(limit) });
    expect(res.status).toBe(200);
    pages.push(res.body.data);
    if (!res.body.data.pagination.hasNextPage) return pages;
  }
}

describe('search', () => {
  it('ranks names that start with the words, then names containing them, then descriptions, then near misses', async () => {
    const found = names(await search({ search: 'masala', limit: '100' }));
    const rank = (name: string) =>
      STARTS.includes(name) ? 3 : ['Kolhapuri Masala', 'Malvani Masala', ...GARAM].includes(name) ? 2 : ['Spice Set of 12', ...IN_DESCRIPTION].includes(name) ? 1 : TYPO.includes(name) ? 0 : -1;
    expect(found.map(rank)).not.toContain(-1);
    expect(found).toHaveLength(STARTS.length + 2 + GARAM.length + 1 + IN_DESCRIPTION.length + TYPO.length);
    // Ranks never go up along the list.
    expect(found.map(rank)).toEqual(found.map(rank).sort((a, b) => b - a));
  });

  it('puts closer misspelt names first, whatever their names say alphabetically', async () => {
    const found = names(await search({ search: 'masala', limit: '100' }));
    expect(found.slice(-TYPO.length)).toEqual(TYPO);
  });

  it('finds a product by a misspelt word of its name, and by a word of its description', async () => {
    expect(names(await search({ search: 'tumeric' }))).toEqual(['Turmeric Powder']);
    expect(names(await search({ search: 'masla' }))).toContain('Masla Papad');
    expect(names(await search({ search: 'jaggery for masala' }))).toEqual(['Chai Jaggery']);
    expect(names(await search({ search: 'AMCHUR' }))).toEqual(['Roasted Chana']);
  });

  it("takes a short search's near misses only from close names: kala is not masala, papd is still papad", async () => {
    // `kala` shares with every "masala" its last two trigrams of five (word similarity 0.4).
    expect(names(await search({ search: 'kala', limit: '100' }))).toEqual(['Kala Jeera']);
    expect(names(await search({ search: 'papd', limit: '100' }))).toEqual(expect.arrayContaining(['Udid Papad', 'Masla Papad']));
    expect(names(await search({ search: 'jera', limit: '100' }))).toEqual(['Kala Jeera']);
  });

  it('matches descriptions as written (typos are forgiven in names only: decision 014)', async () => {
    expect(names(await search({ search: 'coriander' }))).toEqual(['Malvani Masala']);
    expect(names(await search({ search: 'coriandr' }))).toEqual([]);
  });

  it('counts every match and pages through them without gaps or repeats', async () => {
    const all = names(await search({ search: 'masala', limit: '100' }));
    const pages = await allPages({ search: 'masala' }, 7);
    expect(pages).toHaveLength(Math.ceil(all.length / 7));
    for (const [i, page] of pages.entries()) {
      expect(page.pagination).toEqual({
        page: i + 1,
        limit: 7,
        total: all.length,
        totalPages: Math.ceil(all.length / 7),
        hasNextPage: i + 1 < pages.length,
        hasPrevPage: i > 0,
      });
    }
    expect(pages.flatMap((p) => p.products.map((x: { name: string }) => x.name))).toEqual(all);
  });

  it('still counts the matches on a page past the last one', async () => {
    const total = (await search({ search: 'masala' })).body.data.pagination.total;
    const beyond = await search({ search: 'masala', page: '50', limit: '10' });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.products).toEqual([]);
    expect(beyond.body.data.pagination).toMatchObject({ page: 50, total, hasNextPage: false, hasPrevPage: true });
    expect(total).toBeGreaterThan(10);
  });

  it('combines with the category and stock filters, counting only what they keep', async () => {
    const res = await search({ search: 'garam', category: 'spices', inStock: 'true', limit: '100' });
    const expected = GARAM.filter((_, i) => i % 2 === 1 && i % 5 !== 0);
    expect(names(res).sort()).toEqual(expected);
    expect(res.body.data.pagination.total).toBe(expected.length);
    expect(res.body.data.products.every((p: { category: { slug: string }; inStock: boolean }) => p.category.slug === 'spices' && p.inStock)).toBe(true);
  });

  it('orders by the sort asked for, relevance breaking ties', async () => {
    const prices = (await search({ search: 'masala', sort: 'price_asc', limit: '100' })).body.data.products.map((p: { price: number }) => p.price);
    expect(prices.length).toBeGreaterThan(20);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('the list without a search', () => {
  it('breaks bestseller ties by name, so pages are stable', async () => {
    const listed = (await allPages({ category: 'masala-blends,spices' }, 9)).flatMap((p) => p.products);
    const garam = listed.filter((p: { bestseller: number }) => p.bestseller === 40).map((p: { name: string }) => p.name);
    expect(garam).toEqual([...GARAM].sort());
    const sellers = listed.map((p: { bestseller: number }) => p.bestseller);
    expect(sellers).toEqual([...sellers].sort((a, b) => b - a));
    expect(new Set(listed.map((p: { _id: string }) => p._id)).size).toBe(listed.length);
  });

  it('counts a category filter exactly, and an unknown category as empty', async () => {
    const spices = await guest.get('/products', { query: { category: 'c-spices', limit: '100' } });
    expect(spices.body.data.pagination.total).toBe(spices.body.data.products.length);
    expect(spices.body.data.products.every((p: { category: { _id: string } }) => p.category._id === 'c-spices')).toBe(true);
    const none = await guest.get('/products', { query: { category: 'no-such-category' } });
    expect(none.body.data).toEqual({ products: [], pagination: expect.objectContaining({ total: 0, totalPages: 0 }) });
  });
});

describe('fields=_id (the sitemap)', () => {
  it('lists only the ids, more than 100 at once, in the same order as the full list', async () => {
    const full = (await allPages({}, 100)).flatMap((p) => p.products.map((x: { _id: string }) => x._id));
    const res = await guest.get('/products', { query: { fields: '_id', limit: '50000' } });
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual(full.map((_id) => ({ _id })));
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 50_000, total: full.length, hasNextPage: false });
    expect(full.length).toBeGreaterThan(35);
  });

  it('still caps a full list at 100, and pages ids with the other filters', async () => {
    expect((await guest.get('/products', { query: { limit: '500' } })).body.data.pagination.limit).toBe(100);
    expect((await guest.get('/products', { query: { fields: '_id', limit: '90000' } })).body.data.pagination.limit).toBe(50_000);
    const page2 = await guest.get('/products', { query: { fields: '_id', search: 'masala', page: '2', limit: '5' } });
    const full = await guest.get('/products', { query: { search: 'masala', page: '2', limit: '5' } });
    expect(page2.body.data.products).toEqual(full.body.data.products.map((p: { _id: string }) => ({ _id: p._id })));
    expect(page2.body.data.pagination).toEqual(full.body.data.pagination);
  });

  it('refuses any other field list', async () => {
    const res = await guest.get('/products', { query: { fields: 'name' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe('fields must be _id.');
  });
});
