import { createFetch, FetchError } from 'ofetch';
import { isObject, type ApiEnvelope, type Query } from './types';

/** The one error type every API call throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or aborted). */
  readonly status: number;
  /** The server's own `message`, meant for the shopper; null when the answer had none. */
  readonly serverMessage: string | null;
  /** The parsed error body, if any. */
  readonly data: unknown;
  /** True when the caller aborted the request (for example a newer search replaced it). */
  readonly aborted: boolean;

  constructor(init: { status: number; serverMessage: string | null; data?: unknown; aborted?: boolean; cause?: unknown }) {
    super(
      init.serverMessage ??
        (init.aborted ? 'Request aborted' : init.status === 0 ? 'Network error' : `Request failed with status ${init.status}`),
      { cause: init.cause },
    );
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.aborted = init.aborted ?? false;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The server's message for each field a 400 names (the error envelope's `errors: [{ path, message }]`), the first per field. */
export function fieldErrors(data: unknown): Record<string, string> {
  const errors = isObject(data) ? data.errors : undefined;
  const byField: Record<string, string> = {};
  if (!Array.isArray(errors)) return byField;
  for (const error of errors) {
    if (typeof error?.path === 'string' && typeof error?.message === 'string' && !(error.path in byField)) byField[error.path] = error.message;
  }
  return byField;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  method?: HttpMethod;
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | unknown[] | FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type Shortcut = <T>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<ApiEnvelope<T>>;

export type ApiClient = {
  request<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  get: Shortcut;
  post: Shortcut;
  put: Shortcut;
  patch: Shortcut;
  delete: Shortcut;
  /** Listen for a failed token refresh (the session is over). Returns the unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
};

export type ApiClientOptions = {
  /** `/api/v1`, or an absolute URL of a host that speaks the same contract. */
  baseURL: string;
  /** Defaults to the global fetch, looked up at call time (so tests can stub it). */
  fetch?: typeof globalThis.fetch;
  /** Extra headers on every request (the server client forwards the shopper's cookie this way). */
  headers?: Record<string, string>;
  /** Refresh the session on a 401. Off on the server, where new cookies could not reach the browser. */
  refresh?: boolean;
};

const REFRESH_PATH = '/users/refresh-token';
/** Calls whose 401 means "wrong credentials", never "expired session": they must not trigger a refresh. */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/users/login', '/users/register']);

const barePath = (path: string): string => {
  const withoutQuery = path.split('?')[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
};

function readServerMessage(data: unknown): string | null {
  if (isObject(data) && typeof data.message === 'string' && data.message.trim() !== '') return data.message;
  return null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const cause = error.cause as { name?: string } | undefined;
    return new ApiError({
      status: error.response?.status ?? 0,
      serverMessage: readServerMessage(error.data),
      data: error.data,
      aborted: cause?.name === 'AbortError',
      cause: error,
    });
  }
  const aborted = (error as { name?: string } | null)?.name === 'AbortError';
  return new ApiError({ status: 0, serverMessage: null, aborted, cause: error });
}

/**
 * The shop's HTTP client (DESIGN.md section 7): cookies sent, JSON, no timeout, one ApiError.
 * On a 401 it renews the session once (POST /users/refresh-token) and retries the request once;
 * 401s arriving together share that one refresh; if the refresh fails, every waiting request
 * rejects with its own 401.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const $fetch = createFetch({
    fetch: fetchImpl,
    defaults: {
      baseURL: options.baseURL,
      credentials: 'include',
      // Our own retry rule is the refresh below; ofetch's blind retries would double writes' side effects.
      retry: false,
      headers: { accept: 'application/json', ...options.headers },
    },
  });
  const refreshEnabled = options.refresh ?? true;
  const expiredListeners = new Set<() => void>();

  let refreshing: Promise<void> | null = null;
  /** Counts successful refreshes, so a 401 to a request sent before the latest refresh just retries. */
  let generation = 0;

  function refreshSession(): Promise<void> {
    refreshing ??= (async () => {
      try {
        await $fetch.raw(REFRESH_PATH, { method: 'POST' });
        generation += 1;
      } catch (error) {
        for (const listener of expiredListeners) listener();
        throw toApiError(error);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function send<T>(path: string, init: RequestOptions): Promise<ApiEnvelope<T>> {
    const response = await $fetch.raw(path, {
      method: init.method ?? 'GET',
      query: init.query ?? undefined,
      body: init.body as RequestInit['body'] | Record<string, unknown>,
      signal: init.signal,
      headers: init.headers,
    });
    const body: unknown = response._data;
    if (isObject(body) && body.success === false) {
      // A backend that answers 2xx with success: false still failed.
      throw new ApiError({ status: response.status, serverMessage: readServerMessage(body), data: body });
    }
    if (isObject(body) && 'data' in body) return body as ApiEnvelope<T>;
    return { statusCode: response.status, data: body as T, message: '', success: true };
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const sentAtGeneration = generation;
    try {
      return await send<T>(path, init);
    } catch (thrown) {
      const error = toApiError(thrown);
      if (error.status !== 401 || !refreshEnabled || NO_REFRESH_PATHS.has(barePath(path))) throw error;
      try {
        if (refreshing) await refreshing;
        else if (generation === sentAtGeneration) await refreshSession();
        // else: a refresh finished while this request was on its way; its new cookie is already set.
      } catch {
        throw error;
      }
      try {
        return await send<T>(path, init);
      } catch (retryError) {
        throw toApiError(retryError);
      }
    }
  }

  const shortcut =
    (method: HttpMethod): Shortcut =>
    (path, opts) =>
      request(path, { ...opts, method });

  return {
    request,
    get: shortcut('GET'),
    post: shortcut('POST'),
    put: shortcut('PUT'),
    patch: shortcut('PATCH'),
    delete: shortcut('DELETE'),
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
}
