import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { onCatalogueChange, tagsOfChange, type CatalogueChange } from '../catalogue-changes.ts';
import type { AppEnv } from '../context.ts';
import { catalogueChanges, changeOfWrite } from './catalogue-changes.ts';

describe('what a write changed', () => {
  it('names the product its path names, below the API or the back-office', () => {
    expect(changeOfWrite('PATCH', '/api/v1/admin/products/p-udid-papad')).toEqual({ products: ['p-udid-papad'] });
    expect(changeOfWrite('POST', '/api/v1/admin/products/p-udid-papad/images')).toEqual({ products: ['p-udid-papad'] });
    expect(changeOfWrite('DELETE', '/api/v1/products/p%20x')).toEqual({ products: ['p x'] });
  });

  it('says "anything" for a new product, an action on the whole list, an order or a category', () => {
    expect(changeOfWrite('POST', '/api/v1/admin/products')).toEqual({});
    expect(changeOfWrite('POST', '/api/v1/admin/products/import')).toEqual({});
    expect(changeOfWrite('POST', '/api/v1/orders')).toEqual({});
    expect(changeOfWrite('PATCH', '/api/v1/admin/categories/c-1')).toEqual({});
    expect(changeOfWrite('PATCH', '/api/v1/admin/products/%E0%A4%A')).toEqual({});
  });

  it('takes what the route said over the path', () => {
    expect(changeOfWrite('POST', '/api/v1/orders', { products: ['a', 'b'] })).toEqual({ products: ['a', 'b'] });
  });

  it('empties a product page and the listings for a product change, everything otherwise', () => {
    expect(tagsOfChange({ products: ['a'] })).toEqual(['listings', 'product:a']);
    expect(tagsOfChange({})).toEqual(['*']);
    expect(tagsOfChange({ categories: ['c'] })).toEqual(['*']);
  });
});

describe('the middleware', () => {
  const heard: CatalogueChange[] = [];
  const stop = onCatalogueChange((change) => heard.push(change));
  // This app has no database: the back-in-stock check after each announced write fails, and says so.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => {
    heard.length = 0;
    logged.mockClear();
  });
  afterAll(() => logged.mockRestore());
  // Routes nobody told the middleware about, as other back-office work will add them.
  const app = new Hono<AppEnv>().basePath('/api/v1');
  app.use(catalogueChanges);
  app.post('/admin/anything-new/:id', (c) => c.json({}, 201));
  app.post('/admin/refused', (c) => c.json({}, 422));
  app.post('/admin/broken', () => {
    throw new Error('boom');
  });
  app.onError((_e, c) => c.json({}, 500));
  app.post('/orders', (c) => {
    c.set('catalogueChange', { products: ['p-1'] });
    return c.json({}, 201);
  });
  app.post('/cart/add-cart', (c) => c.json({}, 200));
  app.get('/admin/products', (c) => c.json({}));

  it('announces every successful write under /admin, whatever the route', async () => {
    expect((await app.request('/api/v1/admin/anything-new/x', { method: 'POST' })).status).toBe(201);
    expect(heard).toEqual([{}]);
  });

  it("logs a failed back-in-stock check after the write, and the write's answer stands (decision 198)", async () => {
    expect((await app.request('/api/v1/admin/anything-new/y', { method: 'POST' })).status).toBe(201);
    expect(heard).toEqual([{}]);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[stock-alerts\] the back-in-stock check failed: /));
  });

  it('announces what a route said', async () => {
    await app.request('/api/v1/orders', { method: 'POST' });
    expect(heard).toEqual([{ products: ['p-1'] }]);
  });

  it('announces nothing for a refused or failed write, a read, or the cart', async () => {
    await app.request('/api/v1/admin/refused', { method: 'POST' });
    await app.request('/api/v1/admin/broken', { method: 'POST' });
    await app.request('/api/v1/admin/products');
    await app.request('/api/v1/cart/add-cart', { method: 'POST' });
    expect(heard).toEqual([]);
    stop();
  });
});
