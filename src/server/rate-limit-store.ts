import { lt, eq, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { rateLimits } from './db/schema.ts';
import { createRateLimiter, DEFAULT_RATE_RULES, tooMany, type RateBucket, type RateLimiter, type RateRule } from './rate-limit.ts';

/**
 * Fixed-window rate limits kept in PostgreSQL (table `rate_limits`), so every server process on
 * one database shares them: ten failed sign-ins count as ten whichever process answered them.
 * Each check is one atomic upsert: a window that has ended starts again at zero.
 */
export function createDbRateLimiter(options: {
  db: Db;
  enabled: boolean;
  rules?: Partial<Record<RateBucket, RateRule>>;
  now?: () => Date;
}): RateLimiter {
  const rules = { ...DEFAULT_RATE_RULES, ...options.rules };
  const now = () => (options.now ? options.now() : new Date());
  const { db } = options;
  let calls = 0;

  /** Adds `add` (0 or 1) to the current window and answers the window after the change. */
  async function bump(bucket: RateBucket, key: string, add: 0 | 1) {
    const t = now();
    const resetAt = new Date(t.getTime() + rules[bucket].windowSeconds * 1000);
    const expired = sql`${rateLimits.resetAt} <= ${t.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ id: `${bucket}:${key}`.slice(0, 500), count: add, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.id,
        set: {
          // Capped a little over the limit, so a flood cannot overflow the counter.
          count: sql`case when ${expired} then ${add} else least(${rateLimits.count} + ${add}, ${rules[bucket].limit + 1}) end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (++calls % 500 === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, t)).catch(() => {});
    return { count: row!.count, retryAfter: (row!.resetAt.getTime() - t.getTime()) / 1000 };
  }

  return {
    async check(bucket, key, { count = false } = {}) {
      if (!options.enabled) return;
      const w = await bump(bucket, key, count ? 1 : 0);
      // With `count`, this request is already in the window: refuse beyond the limit.
      if (w.count > rules[bucket].limit || (!count && w.count >= rules[bucket].limit)) throw tooMany(bucket, w.retryAfter);
    },
    async hit(bucket, key) {
      if (!options.enabled) return;
      await bump(bucket, key, 1);
    },
    async reset(bucket, key) {
      if (!options.enabled) return;
      await db.delete(rateLimits).where(eq(rateLimits.id, `${bucket}:${key}`.slice(0, 500)));
    },
  };
}

/**
 * The limiter the environment asks for: none with RATE_LIMITS=off, the shared PostgreSQL store
 * when DATABASE_URL is set, otherwise this process's memory (one PGlite process owns its data).
 */
export function rateLimiterFromEnv(env: { RATE_LIMITS: 'on' | 'off'; DATABASE_URL?: string }, db: Db): RateLimiter {
  const enabled = env.RATE_LIMITS === 'on';
  return env.DATABASE_URL ? createDbRateLimiter({ db, enabled }) : createRateLimiter({ enabled });
}
