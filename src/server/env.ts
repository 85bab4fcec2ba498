import { z } from 'zod';
import { compileTrustProxy } from './http/trusted-proxy.ts';
import { DEFAULT_RENDERS_AT_ONCE } from './http/render-gate.ts';
import { site } from '../shared/site.ts';

/** The development secret: fine on a laptop, refused in production. */
export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

/** The shop's address when SITE_URL is not set: `npm start` on this machine. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

const port = z.coerce.number().int().min(1).max(65535);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(4321),
    HOST: z.string().min(1).default('localhost'),
    /** Port of the stand-alone API (`npm run api`). */
    API_PORT: port.default(3001),
    /** Public address of the shop, used in mails, canonical URLs and the Origin check. */
    SITE_URL: z.url("SITE_URL must be the shop's whole public address, such as https://your.shop").default(DEFAULT_SITE_URL),
    /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Signs access tokens; at least 32 characters. */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').default(DEV_AUTH_SECRET),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().min(3).default(`${site.name} <no-reply@localhost>`),
    /**
     * Who is mailed when a shopper places, cancels or asks to return an order (decision 108):
     * `admins` (every admin account), `off`, or a comma-separated list of addresses.
     */
    STAFF_MAIL_TO: z
      .string()
      .trim()
      .default('admins')
      .refine(
        (value) => value === 'admins' || value === 'off' || value.split(',').every((address) => z.email().safeParse(address.trim()).success),
        'STAFF_MAIL_TO must be admins, off, or a comma-separated list of email addresses',
      ),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Where `npm run backup` and the scheduled backups write their archives (docs/decisions/090-backups.md). */
    BACKUP_DIR: z.string().min(1).default('./backups'),
    /** How often the running server takes a backup: `off`, or a number and s, m, h or d (`24h`, `30m`). */
    BACKUP_EVERY: z
      .string()
      .trim()
      .regex(/^(off|[1-9]\d*[smhd])$/, 'BACKUP_EVERY must be off or a duration such as 24h, 30m or 7d')
      .default('off'),
    /** How many scheduled backups to keep in BACKUP_DIR; older ones are deleted. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    /** Seed the demo catalogue into an empty database (never demo accounts in production). */
    SEED_DEMO: z.enum(['on', 'off']).default('on'),
    /** The build the Node server serves (its server/entry.mjs and client/ folder); also where `astro build` writes. */
    ASTRO_OUT_DIR: z.string().min(1).default('dist'),
    /** How long a SIGTERM waits for requests in flight before closing their connections. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * How many server processes `npm start` runs (decision 064): `auto` is one per core with
     * DATABASE_URL and one with the embedded database, which only one process may open.
     */
    WORKERS: z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d?)$/, 'WORKERS must be auto or a number from 1 to 99')
      .default('auto')
      .transform((v) => (v === 'auto' ? ('auto' as const) : Number(v))),
    /** Memory for the page cache of catalogue answers, in MB (decision 063); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * How long a cached catalogue answer is served before one request renders it again (the others
     * get the old one meanwhile). Writes through the API drop what they change at once; this only
     * bounds how long a change made outside the API (SQL by hand) can stay unseen.
     */
    PAGE_CACHE_MAX_AGE_MS: z.coerce.number().int().min(1000).default(300_000),
    /**
     * Disk for the page cache's second tier, in MB, in DATA_DIR/page-cache (decision 099): every
     * kept page is written there too, so pages the memory bound pushes out are read back rather
     * than rendered again. 0 keeps pages in memory only.
     */
    PAGE_CACHE_DISK_MB: z.coerce.number().int().min(0).max(1_048_576).default(1024),
    /**
     * `on`: while no shopper's request is in flight, the server renders each page of its sitemap
     * that is not kept (after it starts, after each change, and before a kept page expires), so
     * shoppers and crawlers find every catalogue page rendered (decision 099).
     */
    PAGE_WARM: z.enum(['on', 'off']).default('on'),
    /**
     * How many answers one server process renders at once (decision 087); more requests wait
     * their turn. Fewer half-built pages in memory under load, the same pages a second.
     */
    RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(256).default(DEFAULT_RENDERS_AT_ONCE),
    /** The back-office's dashboard lists products with this stock or less. */
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
    /** The seller on invoices: placeholders until the operator sets the shop's own. */
    SHOP_LEGAL_NAME: z.string().trim().min(1).max(200).default('Gramin Rasoi (demo seller, set SHOP_LEGAL_NAME)'),
    SHOP_ADDRESS: z.string().trim().min(1).max(500).default('Demo address, set SHOP_ADDRESS, Pune 411004, Maharashtra, India'),
    SHOP_GSTIN: z.string().trim().min(1).max(40).default('27AAAAA0000A1Z5 (demo, set SHOP_GSTIN)'),
    /** A JSON file of serviceable PIN code prefixes; by default src/server/delivery/serviceable-pincodes.json. */
    SERVICEABLE_PINCODES_FILE: z.string().min(1).optional(),
    /**
     * Which hops may speak for the client in X-Forwarded-For/-Proto/-Host (decision 072): `off`,
     * `loopback`, a comma-separated list of addresses or CIDR ranges, or a hop count.
     */
    TRUST_PROXY: z
      .string()
      .default('off')
      .superRefine((value, ctx) => {
        try {
          compileTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        }
      }),
    /**
     * HTTPS with HTTP/2 from the Node process itself (decision 100): the certificate with its chain
     * (`fullchain.pem`) and its private key, PEM files. Both or neither; without them plain HTTP.
     */
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    /**
     * Beside the shop's own HTTPS, plain HTTP on this port (80) answering every request with a
     * redirect to the same page at SITE_URL (decision 106); not set: nothing listens there.
     */
    HTTP_REDIRECT_PORT: port.optional(),
    /** certbot's webroot, whose `.well-known/acme-challenge/` files HTTP_REDIRECT_PORT answers. */
    ACME_WEBROOT: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      const missing = env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} must be set as well: HTTPS needs both the certificate and its key` });
    }
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.HTTP_REDIRECT_PORT !== undefined) {
      if (!env.TLS_CERT_FILE) issue('HTTP_REDIRECT_PORT', 'needs TLS_CERT_FILE and TLS_KEY_FILE: without HTTPS the shop answers plain HTTP on PORT itself');
      else if (env.HTTP_REDIRECT_PORT === env.PORT) issue('HTTP_REDIRECT_PORT', `must differ from PORT (${env.PORT}), where the shop speaks HTTPS`);
      if (!env.SITE_URL.startsWith('https://')) issue('SITE_URL', 'must be the https address when HTTP_REDIRECT_PORT sends shoppers to it');
    }
    if (env.ACME_WEBROOT && env.HTTP_REDIRECT_PORT === undefined) issue('ACME_WEBROOT', 'is answered on HTTP_REDIRECT_PORT: set that too (usually 80)');
  });

export type ServerEnv = z.infer<typeof schema>;

/**
 * A setting the operator must change: its message names the setting and what to do, and a server
 * prints it as it is (no stack trace: the trace points into this file, not at the mistake).
 */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Validates an environment; throws one readable error listing every bad value. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new SettingsError(`Invalid server environment:\n${lines.join('\n')}`);
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
 * The one rule for AUTH_SECRET in production (DESIGN.md section 9): why the secret is refused, or
 * null. Its length is the schema's rule, in every mode. Applied twice with one meaning: a server
 * refuses to start (`assertProductionSecrets`), and `astro build`, which prerenders the catalogue
 * through the API without a secret, gets an API that signs nobody in (src/server/app.ts).
 */
export function productionSecretProblem(source: Record<string, string | undefined>): string | null {
  if (source.NODE_ENV !== 'production') return null;
  const secret = source.AUTH_SECRET ?? '';
  if (!secret) return 'AUTH_SECRET is not set';
  if (secret === DEV_AUTH_SECRET || /dev-only|change-me/i.test(secret)) return 'AUTH_SECRET is the development secret';
  return null;
}

/**
 * The start-up check of every server process (src/server/http/serve, `npm run api`): throws a
 * readable error for any bad setting, and in production for a missing or development secret, so
 * the process exits at once instead of serving sign-ins under a secret that is not secret.
 */
export function assertProductionSecrets(source: Record<string, string | undefined> = process.env): ServerEnv {
  const env = parseServerEnv(source);
  const problem = productionSecretProblem(source);
  if (problem) {
    throw new SettingsError(
      `Refusing to start in production: ${problem}. Set AUTH_SECRET to a random secret of your own (32+ characters), for instance: openssl rand -base64 48`,
    );
  }
  return env;
}
