import { HttpError } from './errors.ts';

/** A rule: at most `limit` hits per `windowSeconds`. */
export type RateRule = { limit: number; windowSeconds: number };

/** The limits of DESIGN.md section 9; they stop abuse, not shoppers. */
export const DEFAULT_RATE_RULES = {
  /** Failed sign-ins for one account from one address. */
  failedLogin: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins for one account's current password from every address together: beyond it,
   * password sign-in for that account pauses and the shopper is sent to the reset mail, never a
   * 429 (routes/users.ts, decision 072). Five addresses at their own limit reach it at the earliest.
   */
  failedLoginAccount: { limit: 50, windowSeconds: 60 * 60 },
  /** Registrations from one address. */
  register: { limit: 200, windowSeconds: 60 * 60 },
  /**
   * Sign-ups from one address refused because the email already has an account (decision 167):
   * the refusal says so, for the shopper who forgot she has one; beyond this many an hour the
   * address is asking about other people's emails, and every sign-up from it waits.
   */
  takenEmail: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Avatar pictures decoded for one account (a change of avatar) and for one address (changes and
   * sign-ups with a picture): each can be a 40-megapixel decode, about a quarter second of CPU.
   */
  avatarAccount: { limit: 10, windowSeconds: 60 * 60 },
  avatarAddress: { limit: 30, windowSeconds: 60 * 60 },
  /** Verification and password-reset mails for one account. */
  mail: { limit: 5, windowSeconds: 60 * 60 },
  /** Reviews written by one user. */
  review: { limit: 20, windowSeconds: 60 * 60 },
  /** Downloads of one account's data (decision 191): each reads every order of the account. */
  personalData: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type RateBucket = keyof typeof DEFAULT_RATE_RULES;

export type RateLimiter = {
  /** Throws a 429 with Retry-After when the key is over its limit; otherwise counts one hit when `count` is true. */
  check(bucket: RateBucket, key: string, options?: { count?: boolean }): Promise<void>;
  /** Counts one hit (for limits that count failures only). */
  hit(bucket: RateBucket, key: string): Promise<void>;
  reset(bucket: RateBucket, key: string): Promise<void>;
};

const RATE_MESSAGES: Record<RateBucket, string> = {
  failedLogin: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  failedLoginAccount:
    'Signing in with a password is paused for this account after many failed attempts from several places. Use “Forgot password?” to get a link by email and choose a new password; then sign in with it.',
  register: 'Too many sign-ups from your network. Please try again later.',
  takenEmail:
    'Too many sign-ups from your network used emails that already have an account. Please try again later, or sign in (“Forgot password?” sends a link if you need one).',
  avatarAccount: 'You have changed your picture many times in a short time. Please try again later.',
  avatarAddress: 'Too many pictures were uploaded from your network. Please try again later.',
  mail: 'We have sent several emails to this address already. Please check your inbox or try again later.',
  review: 'You have written many reviews in a short time. Please try again later.',
  personalData: 'You have downloaded your data several times in a short time. Please try again later.',
};

/** The 429 answer, with the seconds until the window ends. */
export function tooMany(bucket: RateBucket, retryAfterSeconds: number): HttpError {
  return new HttpError(429, RATE_MESSAGES[bucket], [], { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** The answer while password sign-in for an account is paused (`failedLoginAccount`): a 403 that names the way in. */
export const signInPaused = () => new HttpError(403, RATE_MESSAGES.failedLoginAccount);

/** Whether the key is at or over its bucket's limit, without counting a hit (works with every limiter). */
export async function isOverLimit(limiter: RateLimiter, bucket: RateBucket, key: string): Promise<boolean> {
  try {
    await limiter.check(bucket, key);
    return false;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return true;
    throw error;
  }
}

/**
 * A fixed-window counter kept in this process's memory. One process is the default shape;
 * several processes share limits through the PostgreSQL store instead (rate-limit-store.ts).
 */
export function createRateLimiter(options: {
  enabled: boolean;
  rules?: Partial<Record<RateBucket, RateRule>>;
  now?: () => Date;
}): RateLimiter {
  const rules = { ...DEFAULT_RATE_RULES, ...options.rules };
  const now = () => (options.now ? options.now() : new Date()).getTime();
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(bucket: RateBucket, key: string) {
    const id = `${bucket}\u0000${key}`;
    const t = now();
    let w = windows.get(id);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + rules[bucket].windowSeconds * 1000 };
      windows.set(id, w);
      if (windows.size > 50_000) sweep(t);
    }
    return w;
  }

  function sweep(t: number) {
    for (const [id, w] of windows) if (w.resetAt <= t) windows.delete(id);
  }

  return {
    async check(bucket, key, { count = false } = {}) {
      if (!options.enabled) return;
      const w = current(bucket, key);
      if (w.count >= rules[bucket].limit) {
        const retryAfter = Math.max(1, Math.ceil((w.resetAt - now()) / 1000));
        throw tooMany(bucket, retryAfter);
      }
      if (count) w.count++;
    },
    async hit(bucket, key) {
      if (!options.enabled) return;
      current(bucket, key).count++;
    },
    async reset(bucket, key) {
      windows.delete(`${bucket}\u0000${key}`);
    },
  };
}
