import { z } from 'zod';

/** The only settings the browser sees: each must be named PUBLIC_* and be safe to publish. */
const schema = z.object({
  /** Base of the shop's API: same-origin `/api/v1` by default, or another host speaking the same contract. */
  PUBLIC_API_URL: z
    .string()
    .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'PUBLIC_API_URL must be a path or an http(s) URL')
    .default('/api/v1'),
});

export type PublicEnv = z.infer<typeof schema>;

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid public environment: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  return result.data;
}

export const publicEnv: PublicEnv = parsePublicEnv({ PUBLIC_API_URL: import.meta.env?.PUBLIC_API_URL });
