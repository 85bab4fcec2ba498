import type { Storage } from 'unstorage';
import type { HashingCost } from './auth/password.ts';
import type { CatalogueChange } from './catalogue-changes.ts';
import type { Db } from './db/client.ts';
import type * as schema from './db/schema.ts';
import type { ServerEnv } from './env.ts';
import type { ClientConnection } from './http/trusted-proxy.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Everything the API needs from outside; tests pass their own (in-memory database, captured mail). */
export type AppDeps = {
  db: Db;
  env: ServerEnv;
  mailer: Mailer;
  /** Uploaded files (avatars). */
  storage: Storage;
  rateLimiter: RateLimiter;
  hashingCost: HashingCost;
  /** The clock; tests move it to expire tokens. */
  now: () => Date;
  /** Production without an AUTH_SECRET of its own: serve the catalogue only (see middleware/sign-in-guard.ts). */
  signInDisabled?: boolean;
};

export type UserRow = typeof schema.users.$inferSelect;

/** Hono's environment for every route: deps, and the signed-in user where a route requires one. */
export type AppEnv = {
  Bindings: {
    /** Set by the Astro adapter: the socket's peer. */
    clientAddress?: string;
    /** Set by the shop's Node server, through Astro's locals: the request's resolved connection (decision 072). */
    connection?: ClientConnection;
    /** Set by @hono/node-server. */
    incoming?: { socket?: { remoteAddress?: string } };
  };
  Variables: {
    deps: AppDeps;
    /** Who is on the other end: the one answer the origin check, cookies, rate limits and logs read. */
    connection: ClientConnection;
    user: UserRow;
    /** What a catalogue write changed, when the route can say it more precisely than its path (decision 063). */
    catalogueChange?: CatalogueChange;
  };
};
