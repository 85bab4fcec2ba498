import { publicEnv } from '../env';
import { createApiClient } from './client';

/**
 * The browser's client, shared by every store: base `PUBLIC_API_URL` (default `/api/v1`),
 * cookies sent, refresh on 401. It looks the global fetch up at call time, so tests stub `fetch`.
 */
export const api = createApiClient({ baseURL: publicEnv.PUBLIC_API_URL });
