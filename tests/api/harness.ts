import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createStorage } from 'unstorage';
import { createApp } from '../../src/server/app.ts';
import type { AppDeps, AppEnv } from '../../src/server/context.ts';
import { openDb, type DbHandle } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedIfEmpty, type SeedData } from '../../src/server/db/seed.ts';
import { parseServerEnv } from '../../src/server/env.ts';
import { createMailer, type MailMessage } from '../../src/server/mail/mailer.ts';
import { createRateLimiter, type RateBucket, type RateRule } from '../../src/server/rate-limit.ts';
import { fixtureCatalogue } from './fixtures.ts';

/** Cheap argon2id for tests: same algorithm, tiny cost. */
export const TEST_HASHING_COST = { memoryCost: 1024, timeCost: 1 };
export const SITE_URL = 'http://shop.test';

/**
 * A database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a fresh schema on that PostgreSQL server (dropped at the end).
 */
export async function openTestDb({ migrate: migrated = true, pglite = false }: { migrate?: boolean; pglite?: boolean } = {}): Promise<DbHandle & { schema?: string }> {
  const url = pglite ? undefined : process.env.TEST_DATABASE_URL;
  if (!url) {
    // From the image the API suite's global set-up made (pglite-template.ts): initdb once per run.
    // The other suites' few users of this harness start a database of their own.
    const images = inject('pgliteImages');
    if (images) return openDb({ pgliteImage: new Blob([readFileSync(migrated ? images.migrated : images.fresh)]) });
    const handle = await openDb({ pgliteDir: 'memory://' });
    if (migrated) await migrate(handle.db);
    return handle;
  }
  const { default: pg } = await import('pg');
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The extension lives in public, shared by every test schema (it can exist only once per database).
    await admin.query('create extension if not exists pg_trgm with schema public').catch(async () => {
      await admin.query('create extension if not exists pg_trgm with schema public');
    });
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDb({ databaseUrl: url, searchPath: `${schema},public`, maxConnections: 5 });
  if (migrated) await migrate(handle.db, { schema });
  return {
    ...handle,
    schema,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schema}" cascade`);
      await cleanup.end();
    },
  };
}

/** A test file's database (openTestDb). */
export type TestDb = Awaited<ReturnType<typeof openTestDb>>;

/**
 * A database migrated up to the migration named `tag` and no further (drizzle/meta/_journal.json),
 * as a shop of that time left it: the tests of a later migration fill it and migrate on.
 */
export async function openTestDbUpTo(tag: string): Promise<TestDb> {
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: { when: number; tag: string }[] };
  const entry = journal.entries.find((e) => e.tag === tag);
  if (!entry) throw new Error(`No migration named ${tag} in the journal`);
  const handle = await openTestDb({ migrate: false });
  await migrate(handle.db, { schema: handle.schema, upTo: entry.when });
  return handle;
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>;

/** The API over a fresh database with the fixture catalogue, captured mail and a movable clock. */
export async function createTestShop(
  options: {
    catalogue?: SeedData;
    demoAccounts?: boolean;
    rateLimits?: Partial<Record<RateBucket, RateRule>> | false;
    env?: Record<string, string>;
    /** Send mail with the shop's own mailer (SMTP when env has SMTP_URL) instead of capturing it. */
    realMailer?: boolean;
    /** Embedded PGlite even when TEST_DATABASE_URL names a PostgreSQL server. */
    pglite?: boolean;
  } = {},
) {
  const handle = await openTestDb({ pglite: options.pglite });
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  await seedIfEmpty(handle.db, options.catalogue ?? fixtureCatalogue, {
    demoAccounts: options.demoAccounts ?? false,
    hashingCost: TEST_HASHING_COST,
  });
  const mail: MailMessage[] = [];
  const env = parseServerEnv({ NODE_ENV: 'test', SITE_URL, ...options.env });
  const deps: AppDeps = {
    db: handle.db,
    env,
    mailer: options.realMailer
      ? createMailer(env)
      : {
          async send(message) {
            mail.push(message);
          },
        },
    storage: createStorage(),
    rateLimiter: createRateLimiter({ enabled: options.rateLimits !== false && options.rateLimits !== undefined, rules: options.rateLimits || {}, now }),
    hashingCost: TEST_HASHING_COST,
    now,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db: handle.db,
    /** The test's own PostgreSQL schema (undefined on PGlite). */
    schema: handle.schema,
    kind: handle.kind,
    mail,
    /** Moves the clock forward (tokens expire, rate windows pass). */
    advance(ms: number) {
      clock.offsetMs += ms;
    },
    client: () => createClient(app),
    close: () => handle.close(),
  };
}

export type Answer = { status: number; body: any; headers: Headers; text: string };
type RequestOptions = { json?: unknown; body?: BodyInit; headers?: Record<string, string>; query?: Record<string, string> };

/** How requests reach the app: the endpoint's bindings, and headers every request carries (a proxy's). */
type ClientOptions = { bindings?: AppEnv['Bindings']; headers?: Record<string, string> };

/**
 * A browser-like client: keeps cookies between calls, like the storefront's `credentials: include`.
 * By default it is a shopper at 203.0.113.7 talking to the shop directly.
 */
export function createClient(app: { request: Hono<AppEnv>['request'] }, options: ClientOptions = {}) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const bindings = options.bindings ?? { clientAddress: '203.0.113.7' };

  async function send(method: string, path: string, o: RequestOptions = {}): Promise<Answer> {
    const headers = new Headers({ ...options.headers, ...o.headers });
    if (jar.size && !headers.has('cookie')) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = o.body;
    if (o.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(o.json);
    }
    const qs = o.query ? `?${new URLSearchParams(o.query)}` : '';
    const res = await app.request(`/api/v1${path}${qs}`, { method, headers, body }, bindings);
    for (const cookie of res.headers.getSetCookie()) {
      setCookies.push(cookie);
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  return {
    jar,
    setCookies,
    get: (path: string, o?: RequestOptions) => send('GET', path, o),
    post: (path: string, o?: RequestOptions) => send('POST', path, o),
    patch: (path: string, o?: RequestOptions) => send('PATCH', path, o),
    put: (path: string, o?: RequestOptions) => send('PUT', path, o),
    delete: (path: string, o?: RequestOptions) => send('DELETE', path, o),
    send,
  };
}

export type Client = ReturnType<typeof createClient>;

let counter = 0;
/** Registers a new shopper and signs them in; answers the signed-in client and the user. */
export async function signUp(shop: TestShop, overrides: Record<string, string> = {}) {
  counter++;
  const fields = {
    fullName: `Test Shopper ${counter}`,
    userName: `shopper${counter}_${Math.random().toString(36).slice(2, 6)}`,
    email: `shopper${counter}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'secret123',
    ...overrides,
  };
  const client = shop.client();
  const reg = await client.post('/users/register', { json: fields });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await client.post('/users/login', { json: { email: fields.email, password: fields.password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { client, user: login.body.data.user as { _id: string; email: string; role: string }, fields };
}

/** A new user made an admin: their signed-in client. */
export async function signUpAdmin(shop: TestShop, fullName = 'Meena Staff'): Promise<Client> {
  return (await signUpStaff(shop, fullName)).client;
}

/** A new member of staff: their signed-in client and their user id (which the events they make name). */
export async function signUpStaff(shop: TestShop, fullName: string): Promise<{ client: Client; id: string }> {
  const staff = await signUp(shop, { fullName });
  await makeAdmin(shop, staff.user._id);
  return { client: staff.client, id: staff.user._id };
}

/** Makes a user an admin directly in the database. */
export async function makeAdmin(shop: TestShop, userId: string) {
  const { users } = await import('../../src/server/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  await shop.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** A delivery address in Pune, a pincode every test shop delivers to. */
export const TEST_ADDRESS = { name: 'Lata Shinde', phoneNumber: '+91 98220 11122', address: '4 Peth Road', zipCode: '411002', state: 'Maharashtra', country: 'India' };

/** A signed-in shopper's order of these lines (product, quantity), to a new TEST_ADDRESS, cash on delivery. */
export async function placeTestOrder(client: Client, lines: [string, number][]): Promise<{ _id: string; orderNumber: string; total: number }> {
  for (const [productId, quantity] of lines) {
    const added = await client.post('/cart/add-cart', { json: { productId, quantity } });
    if (added.status !== 200) throw new Error(`add-cart failed: ${added.status} ${added.text}`);
  }
  const addressId = (await client.post('/address/create-address', { json: TEST_ADDRESS })).body.data._id as string;
  const placed = await client.post('/orders', { json: { addressId, paymentMethod: 'cod' } });
  if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${placed.text}`);
  return placed.body.data;
}

/** Expects the error envelope with a readable message; answers the message. */
export function errorMessage(answer: Answer): string {
  const b = answer.body;
  if (!b || b.success !== false || typeof b.message !== 'string' || b.statusCode !== answer.status || !Array.isArray(b.errors)) {
    throw new Error(`not an error envelope: ${answer.status} ${answer.text}`);
  }
  if (/\bat\s+\S+\s+\(|node_modules|stack|SELECT |syntax error/i.test(b.message)) throw new Error(`message leaks internals: ${b.message}`);
  return b.message;
}
