import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { DEFAULT_HASHING_COST } from './auth/password.ts';
import { randomToken } from './auth/tokens.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { startBackupService } from './backup/service.ts';
import { bridgeCatalogueChanges } from './catalogue-notify.ts';
import { dbOptionsFromEnv, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { errorBody, HttpError, json, logDatabaseOpenFailure, onError, onNotFound, ok } from './errors.ts';
import { parseServerEnv, productionSecretProblem, type ServerEnv } from './env.ts';
import { onShutdown } from './http/shutdown.ts';
import { compileTrustProxy } from './http/trusted-proxy.ts';
import { createMailer } from './mail/mailer.ts';
import { catalogueChanges } from './middleware/catalogue-changes.ts';
import { clientConnection } from './middleware/client-address.ts';
import { originCheck } from './middleware/origin-check.ts';
import { signInUnavailable } from './middleware/sign-in-guard.ts';
import { rateLimiterFromEnv } from './rate-limit-store.ts';
import { serviceablePincodes } from './delivery/pincodes.ts';
import { addressRoutes } from './routes/addresses.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { isMultipart } from './routes/body.ts';
import { cartRoutes } from './routes/cart.ts';
import { categoryRoutes } from './routes/categories.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { fileRoutes } from './routes/files.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/products.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { userMailRoutes } from './routes/user-mail.ts';
import { userRoutes } from './routes/users.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { AVATAR_MAX_BYTES } from './storage/avatar-image.ts';
import { CSV_MAX_BYTES } from './catalogue/products-csv.ts';
import { CATEGORY_UPLOAD_LIMITS, PRODUCT_UPLOAD_LIMITS } from '../shared/images.ts';
import { createUploadStorage } from './storage/uploads.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** An avatar of 2 MB plus the form around it. */
const UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

const tooLarge = (message: string) => () => {
  throw new HttpError(413, message);
};
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge('The request is too large. The limit is 1 MB.') });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge('The upload is too large. Images must be 2 MB or smaller.') });
const csvLimit = bodyLimit({ maxSize: CSV_MAX_BYTES + 64 * 1024, onError: tooLarge('The file is too large. A products file must be 5 MB or smaller.') });
const productImagesLimit = bodyLimit({
  maxSize: PRODUCT_UPLOAD_LIMITS.maxRequestBytes + 64 * 1024,
  onError: tooLarge('The upload is too large. Each picture must be 8 MB or smaller, and one upload at most 24 MB.'),
});
const categoryImageLimit = bodyLimit({
  maxSize: CATEGORY_UPLOAD_LIMITS.maxBytes + 64 * 1024,
  onError: tooLarge('The upload is too large. A category picture must be 8 MB or smaller.'),
});
const PRODUCT_IMAGES_PATH = /\/admin\/products\/[^/]+\/images\/?$/;
const CATEGORY_IMAGE_PATH = /\/admin\/categories\/[^/]+\/image\/?$/;
const bodyLimits: MiddlewareHandler = (c, next) => {
  if (c.req.path === '/api/v1/admin/products/import') return csvLimit(c, next);
  if (!isMultipart(c)) return jsonLimit(c, next);
  if (PRODUCT_IMAGES_PATH.test(c.req.path)) return productImagesLimit(c, next);
  return CATEGORY_IMAGE_PATH.test(c.req.path) ? categoryImageLimit(c, next) : uploadLimit(c, next);
};

/** The shop's API at /api/v1 (SPEC.md section 7, DESIGN.md section 5), over the given deps. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  // Read now, so a bad list stops the API at start instead of failing every order.
  serviceablePincodes(deps.env.SERVICEABLE_PINCODES_FILE);
  const app = new Hono<AppEnv>({ strict: false }).basePath('/api/v1');
  app.onError(onError);
  app.notFound(onNotFound);

  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      // Avatars may be shown by a storefront on another origin of the same site (port 4321 vs 3001).
      crossOriginResourcePolicy: 'same-site',
    }),
  );
  // Only the shop's own site may call with cookies from a browser on another origin.
  app.use(cors({ origin: new URL(deps.env.SITE_URL).origin, credentials: true, maxAge: 600 }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(clientConnection(compileTrustProxy(deps.env.TRUST_PROXY)));
  app.use(originCheck(deps.env.SITE_URL));
  app.use(bodyLimits);
  // Announces every successful catalogue write, so cached pages showing it are dropped (decision 063).
  app.use(catalogueChanges);
  if (deps.signInDisabled) app.use(signInUnavailable);

  // Healthy means able to serve a shopper: the database answers. Out of reach, 503 with Retry-After
  // like every other route (errors.ts), so a monitor or a load balancer is not told all is well.
  app.get('/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return ok(c, { ok: true }, 'OK');
  });
  app.route('/products', productRoutes);
  app.route('/categories', categoryRoutes);
  app.route('/users', userRoutes);
  app.route('/users', userMailRoutes);
  app.route('/cart', cartRoutes);
  app.route('/wishlist', wishlistRoutes);
  app.route('/address', addressRoutes);
  app.route('/orders', orderRoutes);
  app.route('/reviews', reviewRoutes);
  app.route('/files', fileRoutes);
  app.route('/delivery', deliveryRoutes);
  app.route('/admin', adminRoutes);
  return app;
}

/**
 * The API's environment. A server process has refused to start already if production lacks a
 * secret of its own (`assertProductionSecrets`); what still gets here without one is `astro build`
 * (NODE_ENV=production) prerendering the catalogue: it gets an API that serves the catalogue and
 * signs nobody in, under a random secret. Any other bad value throws.
 */
export function apiEnvironment(source: Record<string, string | undefined> = process.env): { env: ServerEnv; signInDisabled: boolean } {
  const env = parseServerEnv(source);
  if (productionSecretProblem(source) === null) return { env, signInDisabled: false };
  console.warn('[api] NODE_ENV=production without AUTH_SECRET: serving the catalogue only; sign-in answers 503 until AUTH_SECRET is set.');
  return { env: { ...env, AUTH_SECRET: randomToken() }, signInDisabled: true };
}

/**
 * Opens the database the environment names, applies migrations, seeds the demo catalogue into
 * an empty database and starts the backup service. Used by the default app and `npm run api`.
 */
export async function createDefaultDeps(
  { env, signInDisabled }: { env: ServerEnv; signInDisabled: boolean } = apiEnvironment(),
): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  const handle = await openDb(dbOptionsFromEnv(env));
  await migrate(handle.db);
  if (env.SEED_DEMO === 'on') {
    const [{ seedIfEmpty }, data] = await Promise.all([import('./db/seed.ts'), import('./db/seed-data.ts')]);
    const seeded = await seedIfEmpty(handle.db, data, { demoAccounts: env.NODE_ENV !== 'production' });
    if (seeded) console.info('[api] seeded the demo catalogue into the empty database');
  }
  const deps: AppDeps = {
    db: handle.db,
    env,
    mailer: createMailer(env),
    storage: createUploadStorage(env.DATA_DIR),
    rateLimiter: rateLimiterFromEnv(env, handle.db),
    hashingCost: DEFAULT_HASHING_COST,
    now: () => new Date(),
    signInDisabled,
  };
  // Scheduled backups, and on PGlite the socket `npm run backup` asks (docs/decisions/090-backups.md).
  const backups = startBackupService({ db: handle.db, storage: deps.storage, kind: handle.kind }, env);
  // On PostgreSQL, other shop processes may share the database: each hears of the others' catalogue
  // writes (LISTEN/NOTIFY) and drops its cached pages (docs/decisions/063-content-keyed-page-cache.md).
  const stopBridge =
    handle.kind === 'postgres' && env.DATABASE_URL
      ? await bridgeCatalogueChanges(env.DATABASE_URL).catch((error: Error) => {
          console.warn('[api] cannot LISTEN for other processes\' catalogue changes:', error.message);
          return async () => {};
        })
      : async () => {};
  return {
    deps,
    async close() {
      await stopBridge();
      await backups.stop();
      await handle.close();
    },
  };
}

let initialising: Promise<Hono<AppEnv>> | undefined;

/** The app over the environment's database, built once; concurrent first requests share the promise. */
export function defaultApp(): Promise<Hono<AppEnv>> {
  initialising ??= createDefaultDeps()
    .then(({ deps, close }) => {
      // The Node server (src/server/http/serve.ts) runs these after draining requests.
      onShutdown(close);
      return createApp(deps);
    })
    .catch((err) => {
      initialising = undefined; // let a later request try again
      throw err;
    });
  return initialising;
}

/**
 * The default app, initialised lazily on its first request (migrations, seeding), so importing
 * this module costs nothing. Mounted by src/pages/api/v1/[...path].ts and used in-process by SSR.
 */
export const app = new Hono<AppEnv>();
app.all('*', async (c) => {
  let api: Hono<AppEnv>;
  try {
    api = await defaultApp();
  } catch (err) {
    logDatabaseOpenFailure(err);
    return json(c, errorBody(503, 'The shop is not available right now. Please try again in a moment.'), 503);
  }
  return api.fetch(c.req.raw, c.env);
});

