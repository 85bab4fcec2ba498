import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api/client';
import { inProcessFetch } from './in-process';

describe('inProcessFetch', () => {
  const app = new Hono().basePath('/api/v1');
  app.get('/products/:id', (c) =>
    c.json({ statusCode: 200, data: { id: c.req.param('id'), cookie: c.req.header('cookie') ?? null }, message: 'OK', success: true }),
  );
  app.post('/echo', async (c) => c.json({ statusCode: 200, data: await c.req.json(), message: 'OK', success: true }));
  app.get('/missing', (c) => c.json({ statusCode: 404, message: 'Product not found', success: false }, 404));

  const client = createApiClient({
    baseURL: 'http://internal/api/v1',
    fetch: inProcessFetch((request) => app.fetch(request)),
    headers: { cookie: 'accessToken=abc' },
    refresh: false,
  });

  it("hands the request to the app's fetch, with the forwarded cookie", async () => {
    const answer = await client.get<{ id: string; cookie: string }>('/products/p1');
    expect(answer.data).toEqual({ id: 'p1', cookie: 'accessToken=abc' });
  });

  it('carries a JSON body', async () => {
    const answer = await client.post('/echo', { body: { quantity: 2 } });
    expect(answer.data).toEqual({ quantity: 2 });
  });

  it("turns the app's error answers into ApiErrors", async () => {
    await expect(client.get('/missing')).rejects.toMatchObject({ status: 404, serverMessage: 'Product not found' });
  });
});
