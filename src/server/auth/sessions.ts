import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { REFRESH_TOKEN_SECONDS, randomToken, readAccessToken, signAccessToken, tokenHash } from './tokens.ts';

export type SessionTokens = { accessToken: string; refreshToken: string };

async function issue(deps: AppDeps, userId: string, familyId: string, db: DbOrTx = deps.db): Promise<SessionTokens> {
  const refreshToken = randomToken();
  const now = deps.now();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: tokenHash(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    createdAt: now,
  });
  const accessToken = await signAccessToken(deps.env.AUTH_SECRET, userId, { now, sessionId: familyId });
  return { accessToken, refreshToken };
}

/**
 * A new sign-in (a new refresh-token family) with the password hash just checked, written only
 * while that is still the account's password (its row share-locked meanwhile): a change or reset
 * that lands during the check ends every sign-in, and one started from the old password must not
 * outlive it. Null when the password changed.
 */
export function startSession(deps: AppDeps, userId: string, passwordHash: string): Promise<SessionTokens | null> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('share');
    if (user?.passwordHash !== passwordHash) return null;
    return issue(deps, userId, crypto.randomUUID(), tx);
  });
}

/**
 * The condition that a sign-in (a refresh-token family) still stands. Ending one revokes every token
 * it has, so one revoked token ends it for good: a refresh under way at that moment (its old token
 * claimed, its new one not yet written) adds a token the revocation never saw, and that token, with
 * the access token issued beside it, must not carry the sign-in on.
 */
export function signInStands(db: DbOrTx, familyId: string) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt))),
  );
}

/** How long after the winning rotation a losing parallel refresh may still count as a race. */
const ROTATION_GRACE_MS = 30_000;

/** Wall-clock milliseconds with sub-millisecond precision, to order a request's arrival against a rotation. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting one that
 * was already exchanged means it was copied, so its whole family (that sign-in) is revoked.
 * Returns null when the token is unknown, expired, revoked or reused; `{ raced: true }` when this
 * request lost a race with a parallel refresh of the same token (docs/decisions/071).
 * `arrivedAt` is when the request arrived (preciseNow(), taken before any database work).
 */
export async function rotateSession(
  deps: AppDeps,
  refreshToken: string | undefined,
  arrivedAt: number = preciseNow(),
): Promise<(SessionTokens & { userId: string; raced?: undefined }) | { raced: true; userId: string } | null> {
  if (!refreshToken || refreshToken.length > 200) return null;
  const now = deps.now();
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  // Claim the token atomically: of two requests presenting it, only one wins. The rotation time
  // is kept to the microsecond, so a parallel loser can tell it arrived before the rotation.
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`to_timestamp(${preciseNow() / 1000})` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), signInStands(deps.db, row.familyId)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    // The token was rotated after this request arrived: a parallel refresh of the same session
    // (two tabs, or several requests that met an expired access token together) won the claim.
    // Not theft: nothing is revoked, and the winner's new cookies stand. A token that was already
    // rotated when the request arrived is reuse, and ends the family.
    const [after] = await deps.db
      .select({ rotatedMs: sql<string | number | null>`extract(epoch from ${refreshTokens.rotatedAt}) * 1000`, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id));
    const rotatedMs = after?.rotatedMs == null ? NaN : Number(after.rotatedMs);
    if (after && !after.revokedAt && rotatedMs >= arrivedAt && rotatedMs - arrivedAt < ROTATION_GRACE_MS) {
      return { raced: true as const, userId: row.userId };
    }
    await revokeFamily(deps, row.familyId);
    return null;
  }
  return { ...(await issue(deps, row.userId, row.familyId)), userId: row.userId };
}

/** Ends one sign-in (a refresh-token family); `userId`, when given, must be its user's. */
async function revokeFamily(deps: AppDeps, familyId: string, userId?: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.familyId, familyId), userId ? eq(refreshTokens.userId, userId) : undefined, isNull(refreshTokens.revokedAt)));
}

/**
 * Sign-out: revokes the family of the presented refresh token, if any, and the sign-in a valid
 * access token names: an API client signed in with `Authorization: Bearer` holds only that, and
 * its copies must stop working too.
 */
export async function endSession(deps: AppDeps, refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
  const access = await readAccessToken(deps.env.AUTH_SECRET, accessToken, deps.now());
  if (access?.sessionId) await revokeFamily(deps, access.sessionId, access.userId);
  if (!refreshToken || refreshToken.length > 200) return;
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
  if (row) await revokeFamily(deps, row.familyId);
}

/**
 * After a password change or reset, or the staff's "sign out everywhere": every session of the
 * user ends. Answers how many sign-ins were still open.
 */
export async function revokeAllSessions(deps: Pick<AppDeps, 'now'> & { db: DbOrTx }, userId: string): Promise<number> {
  const ended = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}
