/**
 * A fake of the shop's API for unit tests: a `fetch` that answers from registered routes,
 * records every call and never touches the network. Test-only; nothing in the shop imports it.
 */

type FakeRequest = {
  method: string;
  /** Path after the API base, e.g. `/cart/update-cart/l1`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body, or the FormData itself, or undefined. */
  body: unknown;
  headers: Headers;
};

export type FakeAnswer = { status: number; body: unknown };
type Handler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export const ok = <T>(data: T, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status: 200,
  body: { statusCode: 200, data, message: 'OK', success: true, ...extra },
});

export const fail = (status: number, message?: string): FakeAnswer => ({
  status,
  body: message === undefined ? { statusCode: status, success: false } : { statusCode: status, message, success: false, errors: [] },
});

/** A promise with its resolve/reject exposed, to hold an answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function createFakeServer(base = '/api/v1') {
  const routes: Array<{ method: string; pattern: RegExp; keys: string[]; handler: Handler }> = [];
  const calls: FakeRequest[] = [];

  function on(method: string, path: string, handler: Handler | FakeAnswer) {
    const keys: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
        keys.push(key);
        return '([^/]+)';
      })}$`,
    );
    // Newest registration wins, so a test can override a default route.
    routes.unshift({ method: method.toUpperCase(), pattern, keys, handler: typeof handler === 'function' ? handler : () => handler });
    return api;
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    const rawBody = init?.body ?? undefined;
    let body: unknown = rawBody;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');

    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(match[i + 1] ?? '')]));
      const req: FakeRequest = { method, path, params, query: url.searchParams, body, headers: new Headers(init?.headers) };
      calls.push(req);
      const answer = await new Promise<FakeAnswer>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        Promise.resolve(route.handler(req)).then(resolve, reject);
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    calls.push({ method, path, params: {}, query: url.searchParams, body, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify({ statusCode: 404, message: `No fake route for ${method} ${path}`, success: false }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };

  const api = {
    on,
    fetch,
    calls,
    /** Calls made to `METHOD path` (path without the base, query ignored). */
    callsTo(method: string, path: string) {
      return calls.filter((c) => c.method === method.toUpperCase() && c.path === path);
    },
    reset() {
      routes.length = 0;
      calls.length = 0;
    },
  };
  return api;
}

export type FakeServer = ReturnType<typeof createFakeServer>;
