import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories } from '../../src/server/db/schema.ts';
import { categorySlug } from '../../src/shared/slug.ts';
import { createTestShop, errorMessage, type Client, type TestShop } from './harness.ts';

let shop: TestShop;
let guest: Client;

beforeAll(async () => {
  shop = await createTestShop();
  guest = shop.client();
});
afterAll(() => shop?.close());

const names = (answer: { body: any }) => answer.body.data.products.map((p: { name: string }) => p.name);

describe('GET /products', () => {
  it('answers the envelope with products and pagination, 10 per page by default', async () => {
    const res = await guest.get('/products');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 200, success: true, message: expect.any(String) });
    expect(res.body.data.products).toHaveLength(7);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, total: 7, totalPages: 1, hasNextPage: false, hasPrevPage: false });
  });

  it('sends every product field the storefront reads, money in rupees', async () => {
    const res = await guest.get('/products', { query: { search: 'Kolhapuri' } });
    const p = res.body.data.products[0];
    expect(p).toMatchObject({
      _id: 'p-kolhapuri-masala',
      name: 'Kolhapuri Masala',
      slug: 'kolhapuri-masala',
      price: 249.5,
      mrp: 280,
      discount: 10,
      image_url: '/images/products/kolhapuri-masala-1-640.webp',
      image: '/images/products/kolhapuri-masala-1-640.webp',
      images: ['/images/products/kolhapuri-masala-1-640.webp', '/images/products/kolhapuri-masala-2-640.webp'],
      additional_images: ['/images/products/kolhapuri-masala-2-640.webp'],
      category: { _id: 'c-masala-blends', slug: 'masala-blends', name: 'Masala Blends' },
      brand: 'Sakhi Group',
      features: expect.stringContaining('Hand-made.'),
      productFeatures: expect.stringContaining('Hand-made.'),
      storageAndUsage: expect.any(String),
      rating: 4.5,
      reviews: 2,
      inStock: true,
      stock_quantity: 3,
      bestseller: 120,
    });
    expect(p.gallery).toContain(p.image_url);
    expect(new Date(p.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('searches name and description case-insensitively', async () => {
    expect(names(await guest.get('/products', { query: { search: 'kolHAPURI' } }))).toEqual(['Kolhapuri Masala']);
    // "fish curry" is only in the Malvani description.
    expect(names(await guest.get('/products', { query: { search: 'FISH curry' } }))).toEqual(['Malvani Masala']);
  });

  it('ranks name matches before description matches', async () => {
    const found = names(await guest.get('/products', { query: { search: 'masala' } }));
    expect(found.slice(0, 2).sort()).toEqual(['Kolhapuri Masala', 'Malvani Masala']);
    expect(found).toContain('Spice Set of 12'); // "masalas" in its description
    expect(found.indexOf('Spice Set of 12')).toBeGreaterThan(1);
  });

  it('tolerates typos through trigram similarity', async () => {
    expect(names(await guest.get('/products', { query: { search: 'kolapuri' } }))).toContain('Kolhapuri Masala');
    expect(names(await guest.get('/products', { query: { search: 'turmric' } }))).toContain('Turmeric Powder');
  });

  it('treats % and _ in a search literally', async () => {
    expect(names(await guest.get('/products', { query: { search: '%%' } }))).toEqual([]);
    expect(names(await guest.get('/products', { query: { search: '__' } }))).toEqual([]);
  });

  it('finds nothing for an unknown word, with an empty page', async () => {
    const res = await guest.get('/products', { query: { search: 'zzqqxx' } });
    expect(res.body.data.products).toEqual([]);
    expect(res.body.data.pagination).toMatchObject({ total: 0, totalPages: 0, hasNextPage: false });
  });

  it('filters by category id or slug, under every alias, with comma lists', async () => {
    const spices = ['Cumin Seeds', 'Red Chilli Powder', 'Spice Set of 12', 'Turmeric Powder'];
    for (const key of ['category', 'categories', 'categoryIn', 'categoryId', 'category_id', 'categoryIds', 'category_ids']) {
      expect(names(await guest.get('/products', { query: { [key]: 'spices' } })).sort(), key).toEqual(spices);
      expect(names(await guest.get('/products', { query: { [key]: 'c-spices' } })).sort(), key).toEqual(spices);
    }
    const both = names(await guest.get('/products', { query: { category: 'spices,c-papads' } }));
    expect(both).toHaveLength(5);
    const repeated = await guest.get('/products?category=papads&category=masala-blends');
    expect(repeated.body.data.products).toHaveLength(3);
    expect(names(await guest.get('/products', { query: { category: 'no-such-category' } }))).toEqual([]);
  });

  it('filters by brand, case-insensitively', async () => {
    expect(names(await guest.get('/products', { query: { brand: 'haldi mahila mandal' } })).sort()).toEqual(['Red Chilli Powder', 'Turmeric Powder']);
  });

  it('filters by stock', async () => {
    expect(names(await guest.get('/products', { query: { inStock: 'false' } }))).toEqual(['Red Chilli Powder']);
    const inStock = await guest.get('/products', { query: { inStock: 'true' } });
    expect(inStock.body.data.products).toHaveLength(6);
    expect(inStock.body.data.products.every((p: { inStock: boolean }) => p.inStock)).toBe(true);
  });

  it('sorts by bestseller, price and newest', async () => {
    expect(names(await guest.get('/products', { query: { sort: 'bestseller', limit: '3' } }))).toEqual(['Turmeric Powder', 'Red Chilli Powder', 'Udid Papad']);
    const asc = (await guest.get('/products', { query: { sort: 'price_asc' } })).body.data.products.map((p: { price: number }) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const descending = (await guest.get('/products', { query: { sort: 'price_desc' } })).body.data.products.map((p: { price: number }) => p.price);
    expect(descending[0]).toBe(1499);
    expect(names(await guest.get('/products', { query: { sort: 'newest', limit: '1' } }))).toEqual(['Cumin Seeds']);
  });

  it('pages through results', async () => {
    const page2 = await guest.get('/products', { query: { sort: 'bestseller', page: '2', limit: '3' } });
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 3, total: 7, totalPages: 3, hasNextPage: true, hasPrevPage: true });
    expect(names(page2)).toEqual(['Kolhapuri Masala', 'Spice Set of 12', 'Malvani Masala']);
  });

  it('caps limit at 100', async () => {
    const res = await guest.get('/products', { query: { limit: '5000' } });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination.limit).toBe(100);
  });

  it.each([
    [{ page: '0' }, /page/],
    [{ page: 'abc' }, /page/],
    [{ limit: '-1' }, /limit/],
    [{ limit: '2.5' }, /limit/],
    [{ sort: 'cheapest' }, /sort must be one of/],
    [{ inStock: 'maybe' }, /inStock must be true or false/],
    [{ search: 'x'.repeat(101) }, /search/],
  ])('refuses bad query %o with a readable 400', async (query, message) => {
    const res = await guest.get('/products', { query });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(message);
  });

  it('does not execute SQL- or script-looking searches', async () => {
    for (const search of ["'; drop table products; --", '<script>alert(1)</script>', "' or 1=1 --"]) {
      const res = await guest.get('/products', { query: { search } });
      expect(res.status).toBe(200);
      expect(res.body.data.products).toEqual([]);
    }
    expect((await guest.get('/products')).body.data.pagination.total).toBe(7);
  });
});

describe('GET /products/:id', () => {
  it('answers the product by id, and by slug', async () => {
    const byId = await guest.get('/products/p-udid-papad');
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ _id: 'p-udid-papad', name: 'Udid Papad', price: 80, mrp: 85, discount: 5 });
    expect((await guest.get('/products/udid-papad')).body.data._id).toBe('p-udid-papad');
  });

  it("answers what the product's label declares, and nulls for a product not given a label yet", async () => {
    const labelled = (await guest.get('/products/p-udid-papad')).body.data;
    expect(labelled).toMatchObject({
      netQuantity: { value: 200, unit: 'g' },
      ingredients: 'Black gram flour (85%), salt, black pepper, asafoetida, groundnut oil.',
      allergens: ['peanuts'],
      dietMark: 'veg',
      shelfLifeDays: 180,
      packer: { name: 'Lijjat Sisters', address: 'Narayangaon, Tal. Junnar, Dist. Pune, Maharashtra 410504' },
      countryOfOrigin: 'India',
      fssaiLicence: '21520027001093',
    });
    const bare = (await guest.get('/products/p-malvani-masala')).body.data;
    expect(bare).toMatchObject({
      netQuantity: null,
      ingredients: null,
      allergens: [],
      dietMark: null,
      shelfLifeDays: null,
      packer: null,
      countryOfOrigin: 'India',
      fssaiLicence: null,
    });
  });

  it('answers 404 "Product not found" for unknown and malformed ids', async () => {
    for (const id of ['p-nope', "1'%20or%20'1'='1", '%3Cscript%3E', 'x'.repeat(300)]) {
      const res = await guest.get(`/products/${id}`);
      expect(res.status, id).toBe(404);
      expect(errorMessage(res)).toBe('Product not found');
    }
  });

  it('shows an out-of-stock product as such', async () => {
    const res = await guest.get('/products/p-red-chilli-powder');
    expect(res.body.data).toMatchObject({ inStock: false, stock_quantity: 0, rating: 0, reviews: 0 });
  });
});

describe('GET /categories', () => {
  it('lists categories with product counts and pagination', async () => {
    const res = await guest.get('/categories', { query: { page: '1', limit: '100', status: 'active' } });
    expect(res.status).toBe(200);
    expect(res.body.data.categories).toEqual([
      expect.objectContaining({ _id: 'c-spices', name: 'Spices', slug: 'spices', status: 'active', productCount: 4, image: '/images/categories/spices-320.webp', description: expect.any(String) }),
      expect.objectContaining({ slug: 'masala-blends', productCount: 2 }),
      expect.objectContaining({ slug: 'papads', productCount: 1 }),
    ]);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 100, total: 3, totalPages: 1 });
  });

  it('pages, filters by status, and ignores unknown query keys', async () => {
    const page = await guest.get('/categories', { query: { limit: '2', page: '2', sortBy: 'whatever' } });
    expect(page.body.data.categories).toHaveLength(1);
    expect(page.body.data.pagination).toMatchObject({ hasPrevPage: true, hasNextPage: false });
    expect((await guest.get('/categories', { query: { status: 'inactive' } })).body.data.categories).toEqual([]);
  });

  it('refuses an unknown status', async () => {
    const res = await guest.get('/categories', { query: { status: 'deleted' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/status/);
  });

  it('answers one category by id, slug or the name-derived slug', async () => {
    for (const key of ['c-masala-blends', 'masala-blends', 'Masala-Blends']) {
      const res = await guest.get(`/categories/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.body.data).toMatchObject({ _id: 'c-masala-blends', name: 'Masala Blends', productCount: 2 });
    }
  });

  it("derives the name slug in SQL by the storefront's rule, runs of spaces and tabs included", async () => {
    const name = '  Festive\t Gift   Boxes ';
    await shop.db.insert(categories).values({ id: 'c-festive', slug: 'festive', name });
    try {
      const key = decodeURIComponent(categorySlug(name));
      expect(key).toBe('festive-gift-boxes');
      const res = await guest.get(`/categories/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.body.data).toMatchObject({ _id: 'c-festive' });
    } finally {
      await shop.db.delete(categories).where(eq(categories.id, 'c-festive'));
    }
  });

  it('answers 404 for an unknown category', async () => {
    const res = await guest.get('/categories/nothing-here');
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe('Category not found');
  });
});
