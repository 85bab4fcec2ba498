import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { CATEGORY_QUERY_NAMES, getProduct, listCategories, listProductIds, listProducts, productQuery } from './catalogue';
import { createFakeServer, ok } from '@tests/support/fake-server';

function setup() {
  const server = createFakeServer();
  return { server, client: createApiClient({ baseURL: '/api/v1', fetch: server.fetch }) };
}

describe('productQuery', () => {
  it('sends the category under every name the specification lists', () => {
    const query = productQuery({ category: 'spices' });
    for (const name of CATEGORY_QUERY_NAMES) expect(query[name]).toBe('spices');
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['category', 'categories', 'categoryIn', 'categoryId', 'category_id', 'categoryIds', 'category_ids']));
  });

  it('joins several categories with commas', () => {
    expect(productQuery({ category: ['spices', ' papads ', ''] }).categoryIds).toBe('spices,papads');
  });

  it('defaults to page 1 and limit 10 and leaves out empty filters', () => {
    expect(productQuery({ search: '  ' })).toEqual({ page: 1, limit: 10 });
  });

  it('passes search, brand, sort and stock', () => {
    expect(productQuery({ search: ' chilli ', brand: 'Sakhi', sort: 'bestseller', inStock: true, limit: 4 })).toEqual({
      search: 'chilli',
      brand: 'Sakhi',
      sort: 'bestseller',
      inStock: true,
      page: 1,
      limit: 4,
    });
  });
});

describe('catalogue calls', () => {
  it('lists products from data.products, normalised, with pagination', async () => {
    const { server, client } = setup();
    server.on('GET', '/products', (req) =>
      ok({
        products: [{ _id: 'p1', name: 'Garlic Papad', price: '80' }],
        pagination: { page: 2, limit: 6, total: 7, totalPages: 2, hasNextPage: false, hasPrevPage: true },
        echo: req.query.get('categoryIn'),
      }),
    );
    const { products, pagination } = await listProducts(client, { category: 'papads', page: 2, limit: 6 });
    expect(products[0]).toMatchObject({ _id: 'p1', name: 'Garlic Papad', price: 80 });
    expect(pagination).toMatchObject({ page: 2, total: 7, hasPrevPage: true });
    expect(server.calls[0]?.query.get('category_ids')).toBe('papads');
  });

  it('fills a missing pagination from the list', async () => {
    const { server, client } = setup();
    server.on('GET', '/products', ok([{ _id: 'a' }, { _id: 'b' }]));
    const { pagination } = await listProducts(client, {});
    expect(pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1, hasNextPage: false, hasPrevPage: false });
  });

  it('lists product ids alone with fields=_id, skipping anything without an id', async () => {
    const { server, client } = setup();
    server.on('GET', '/products', () =>
      ok({
        products: [{ _id: 'p1' }, { name: 'no id' }, { _id: 'p2', name: 'Garlic Papad' }],
        pagination: { page: 1, limit: 50000, total: 2, totalPages: 1, hasNextPage: false, hasPrevPage: false },
      }),
    );
    const { ids, pagination } = await listProductIds(client, { page: 1, limit: 50_000 });
    expect(ids).toEqual(['p1', 'p2']);
    expect(pagination.hasNextPage).toBe(false);
    expect(Object.fromEntries(server.calls[0]!.query)).toEqual({ fields: '_id', page: '1', limit: '50000' });
  });

  it('lists categories from data.categories with a slug for each', async () => {
    const { server, client } = setup();
    server.on('GET', '/categories', ok({ categories: [{ _id: 'c1', name: 'Masala Blends', status: 'active' }] }));
    const { categories } = await listCategories(client, { page: 1, limit: 100, status: 'active' });
    expect(categories).toEqual([{ _id: 'c1', name: 'Masala Blends', slug: 'masala-blends', status: 'active' }]);
    expect(server.calls[0]?.query.get('status')).toBe('active');
  });

  it('reads one product from data', async () => {
    const { server, client } = setup();
    server.on('GET', '/products/:id', (req) => ok({ _id: req.params.id, name: 'Kokum', inStock: false }));
    expect(await getProduct(client, 'p9')).toMatchObject({ _id: 'p9', name: 'Kokum', inStock: false });
  });
});
