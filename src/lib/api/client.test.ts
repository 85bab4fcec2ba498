import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, fieldErrors } from './client';
import { createFakeServer, deferred, fail, ok, type FakeAnswer } from '@tests/support/fake-server';

function setup() {
  const server = createFakeServer();
  const client = createApiClient({ baseURL: '/api/v1', fetch: server.fetch });
  return { server, client };
}

/** A route that answers 401 until the session has been refreshed. */
function guarded(server: ReturnType<typeof createFakeServer>, path: string, state: { fresh: boolean }) {
  server.on('GET', path, () => (state.fresh ? ok({ path }) : fail(401, 'Please sign in')));
}

describe('createApiClient', () => {
  it('sends cookies, JSON bodies and the query, and returns the envelope', async () => {
    const server = createFakeServer();
    server.on('POST', '/cart/add-cart', (req) => ok({ got: req.body, page: req.query.get('page') }));
    let seenInit: RequestInit | undefined;
    const spying = createApiClient({
      baseURL: '/api/v1',
      fetch: (input, init) => {
        seenInit = init;
        return server.fetch(input, init);
      },
    });
    const answer = await spying.post<{ got: unknown; page: string }>('/cart/add-cart', {
      body: { productId: 'p1', quantity: 2 },
      query: { page: 3 },
    });
    expect(answer.data).toEqual({ got: { productId: 'p1', quantity: 2 }, page: '3' });
    expect(seenInit?.credentials).toBe('include');
    expect(new Headers(seenInit?.headers).get('content-type')).toBe('application/json');
  });

  it('throws an ApiError carrying the status and the server message', async () => {
    const { server, client } = setup();
    server.on('GET', '/products/:id', fail(404, 'Product not found'));
    const error = await client.get('/products/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Product not found', message: 'Product not found' });
  });

  it('gives a null server message when the error answer has none', async () => {
    const { server, client } = setup();
    server.on('GET', '/cart', fail(500));
    const error = (await client.get('/cart').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe('Request failed with status 500');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const client = createApiClient({
      baseURL: '/api/v1',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = (await client.get('/cart').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.serverMessage).toBeNull();
  });

  it('treats a 2xx answer with success false as a failure', async () => {
    const { server, client } = setup();
    server.on('GET', '/cart', { status: 200, body: { success: false, message: 'Cart unavailable' } });
    await expect(client.get('/cart')).rejects.toMatchObject({ status: 200, serverMessage: 'Cart unavailable' });
  });

  it('refreshes once on a 401 and retries the request once', async () => {
    const { server, client } = setup();
    const state = { fresh: false };
    guarded(server, '/cart', state);
    server.on('POST', '/users/refresh-token', () => {
      state.fresh = true;
      return ok(null);
    });
    const answer = await client.get<{ path: string }>('/cart');
    expect(answer.data.path).toBe('/cart');
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(1);
    expect(server.callsTo('GET', '/cart')).toHaveLength(2);
  });

  it('retries only once: a second 401 after a good refresh rejects', async () => {
    const { server, client } = setup();
    server.on('GET', '/cart', fail(401, 'Still not allowed'));
    server.on('POST', '/users/refresh-token', ok(null));
    await expect(client.get('/cart')).rejects.toMatchObject({ status: 401, serverMessage: 'Still not allowed' });
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(1);
    expect(server.callsTo('GET', '/cart')).toHaveLength(2);
  });

  it('shares one refresh between many concurrent 401s, then retries each', async () => {
    const { server, client } = setup();
    const state = { fresh: false };
    guarded(server, '/cart', state);
    guarded(server, '/wishlist', state);
    guarded(server, '/orders/get-all', state);
    const gate = deferred<FakeAnswer>();
    server.on('POST', '/users/refresh-token', () =>
      gate.promise.then((answer) => {
        state.fresh = true;
        return answer;
      }),
    );
    const all = Promise.all([client.get('/cart'), client.get('/wishlist'), client.get('/orders/get-all')]);
    await new Promise((r) => setTimeout(r, 10));
    gate.resolve(ok(null));
    const answers = await all;
    expect(answers.map((a) => (a.data as { path: string }).path)).toEqual(['/cart', '/wishlist', '/orders/get-all']);
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(1);
  });

  it('does not refresh again for a 401 to a request sent before the last refresh finished', async () => {
    const { server, client } = setup();
    const state = { fresh: false };
    guarded(server, '/cart', state);
    const slow = deferred<FakeAnswer>();
    server.on('GET', '/wishlist', () => (state.fresh ? ok({ path: '/wishlist' }) : slow.promise));
    server.on('POST', '/users/refresh-token', () => {
      state.fresh = true;
      return ok(null);
    });
    const wishlist = client.get('/wishlist'); // sent with the old cookie, answered late
    await client.get('/cart'); // 401 → refresh → retry
    slow.resolve(fail(401, 'expired'));
    await expect(wishlist).resolves.toMatchObject({ data: { path: '/wishlist' } });
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(1);
  });

  it('rejects every waiting request with its own 401 when the refresh fails', async () => {
    const { server, client } = setup();
    server.on('GET', '/cart', fail(401, 'Cart needs sign-in'));
    server.on('GET', '/wishlist', fail(401, 'Wishlist needs sign-in'));
    server.on('POST', '/users/refresh-token', fail(401, 'Refresh token expired'));
    const expired: string[] = [];
    client.onSessionExpired(() => expired.push('expired'));
    const results = await Promise.allSettled([client.get('/cart'), client.get('/wishlist')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.serverMessage)).toEqual([
      'Cart needs sign-in',
      'Wishlist needs sign-in',
    ]);
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(1);
    expect(server.callsTo('GET', '/cart')).toHaveLength(1);
    expect(expired).toEqual(['expired']);
  });

  it('never refreshes for the refresh call itself', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/refresh-token', fail(401, 'No refresh token'));
    await expect(client.post('/users/refresh-token')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(1);
  });

  it('never refreshes for a failed login or registration', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/login', fail(401, 'Invalid email or password'));
    server.on('POST', '/users/register', fail(401, 'Nope'));
    server.on('POST', '/users/refresh-token', ok(null));
    await expect(client.post('/users/login', { body: { email: 'a@b.c', password: 'x' } })).rejects.toMatchObject({
      serverMessage: 'Invalid email or password',
    });
    await expect(client.post('/users/register', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(0);
  });

  it('does not refresh when refreshing is turned off (the server-side client)', async () => {
    const server = createFakeServer();
    const client = createApiClient({ baseURL: '/api/v1', fetch: server.fetch, refresh: false });
    server.on('GET', '/cart', fail(401, 'Please sign in'));
    server.on('POST', '/users/refresh-token', ok(null));
    await expect(client.get('/cart')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('POST', '/users/refresh-token')).toHaveLength(0);
  });

  it('does not retry other failures', async () => {
    const { server, client } = setup();
    server.on('GET', '/products', fail(503, 'Down for maintenance'));
    await expect(client.get('/products')).rejects.toMatchObject({ status: 503 });
    expect(server.callsTo('GET', '/products')).toHaveLength(1);
  });

  it('marks an aborted request', async () => {
    const { server, client } = setup();
    const never = deferred<FakeAnswer>();
    server.on('GET', '/products', () => never.promise);
    const controller = new AbortController();
    const pending = client.get('/products', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ aborted: true, status: 0 });
  });
});

describe('fieldErrors', () => {
  it("reads the server's field messages by field, the first for each", () => {
    const data = { errors: [{ path: 'carrier', message: 'Carrier is required.' }, { path: 'carrier', message: 'second' }, { path: 'trackingNumber', message: 'Tracking number is required.' }, 'junk'] };
    expect(fieldErrors(data)).toEqual({ carrier: 'Carrier is required.', trackingNumber: 'Tracking number is required.' });
    expect(fieldErrors(null)).toEqual({});
  });
});
