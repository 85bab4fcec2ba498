import { z } from 'zod';

/** The development secret: fine on a laptop, refused in production. */
export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

const port = z.coerce.number().int().min(1).max(65535);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(4321),
    HOST: z.string().min(1).default('localhost'),
    /** Port of the stand-alone API (`npm run api`). */
    API_PORT: port.default(3001),
    /** Public address of the shop, used in mails, canonical URLs and the Origin check. */
    SITE_URL: z.url().default('http://localhost:4321'),
    /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Signs access tokens; at least 32 characters. */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').default(DEV_AUTH_SECRET),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().min(3).default('Handcrafted Food Shop <no-reply@localhost>'),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Seed the demo catalogue into an empty database (never demo accounts in production). */
    SEED_DEMO: z.enum(['on', 'off']).default('on'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET === DEV_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET must be set to a secret of your own in production',
      });
    }
  });

export type ServerEnv = z.infer<typeof schema>;

/** Validates an environment; throws one readable error listing every bad value. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid server environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** The server's environment, validated once on first use. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * For the production server's boot (src/server/http/serve.mjs): throws a readable error when
 * NODE_ENV=production runs with a development or missing secret, so the process exits at
 * once instead of serving sign-ins under a secret that is not secret. A no-op otherwise.
 */
export function assertProductionSecrets(source: Record<string, string | undefined> = process.env): void {
  if (source.NODE_ENV !== 'production') return;
  const secret = source.AUTH_SECRET ?? '';
  const problems: string[] = [];
  if (!secret) problems.push('AUTH_SECRET is not set');
  else if (secret === DEV_AUTH_SECRET || /dev-only|change-me/i.test(secret)) problems.push('AUTH_SECRET is the development secret');
  else if (secret.length < 32) problems.push('AUTH_SECRET is shorter than 32 characters');
  if (problems.length) {
    throw new Error(
      `Refusing to start in production: ${problems.join('; ')}. Set AUTH_SECRET to a random secret of your own, for instance: openssl rand -base64 48`,
    );
  }
  parseServerEnv(source); // every other value must be valid too
}
