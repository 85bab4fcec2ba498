/**
 * The API client for Astro frontmatter (SSR and build). SERVER ONLY: islands must never import
 * this module — it pulls in the whole API app. Islands use `api` from '@/lib/api/browser'.
 *
 * With the default same-origin PUBLIC_API_URL it calls the Hono app in-process (the server's
 * `renderFetch`: the one import of src/server from src/lib); when PUBLIC_API_URL points at another
 * host that speaks the same contract, it calls that host.
 */
import { renderFetch } from '../../server/in-process';
import { publicEnv } from '../env';
import { createApiClient, type ApiClient } from '../api/client';

/** Any absolute origin works: the request never leaves the process. */
const INTERNAL_BASE = 'http://internal/api/v1';

const isAbsolute = (url: string): boolean => /^https?:\/\//.test(url);

/**
 * A server-side client. Pass the shopper's `cookie` header to act as them (the session is never
 * refreshed here: new cookies could not reach the browser).
 */
function createServerApiClient(options: { cookie?: string | null } = {}): ApiClient {
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  if (isAbsolute(publicEnv.PUBLIC_API_URL)) {
    return createApiClient({ baseURL: publicEnv.PUBLIC_API_URL, headers, refresh: false });
  }
  return createApiClient({
    baseURL: INTERNAL_BASE,
    fetch: renderFetch,
    headers,
    refresh: false,
  });
}

/** The anonymous server client, for public data (catalogue, reviews). */
export const serverApi: ApiClient = createServerApiClient();
