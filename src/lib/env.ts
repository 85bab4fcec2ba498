/**
 * The only settings the browser sees: each must be named PUBLIC_* and be safe to publish.
 * Checked by hand rather than with zod so the validator does not ship to every phone
 * (zod stays on the server side, src/server/env.ts).
 */
export type PublicEnv = {
  /** Base of the shop's API: same-origin `/api/v1` by default, or another host speaking the same contract. */
  PUBLIC_API_URL: string;
};

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const apiUrl = source.PUBLIC_API_URL?.trim() || '/api/v1';
  if (!apiUrl.startsWith('/') && !/^https?:\/\//.test(apiUrl)) {
    throw new Error('Invalid public environment: PUBLIC_API_URL must be a path or an http(s) URL');
  }
  return { PUBLIC_API_URL: apiUrl };
}

export const publicEnv: PublicEnv = parsePublicEnv({ PUBLIC_API_URL: import.meta.env?.PUBLIC_API_URL });
