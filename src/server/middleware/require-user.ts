import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { readAccessCookie } from '../auth/cookies.ts';
import { signInStands } from '../auth/sessions.ts';
import { readAccessToken } from '../auth/tokens.ts';
import type { AppEnv } from '../context.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';

/**
 * Private routes: a valid access token first, before any validation, so a guest
 * always gets 401 (and the storefront's client knows to refresh or sign in). The token's
 * sign-in must still be open: one ended by signing out or by a password changed or reset
 * elsewhere (its refresh tokens revoked) is refused at once, in the same query as the user.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  const token = await readAccessToken(deps.env.AUTH_SECRET, readAccessCookie(c), deps.now());
  // A token without its sign-in (none is signed so since the claim came in) is refused too: the
  // client renews it with its refresh token, as for an expired one.
  if (!token?.sessionId) throw unauthorized('Please sign in to continue.');
  const open = and(
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, token.sessionId), eq(refreshTokens.userId, token.userId), isNull(refreshTokens.revokedAt))),
    ),
    signInStands(deps.db, token.sessionId),
  );
  const [user] = await deps.db.select().from(users).where(and(eq(users.id, token.userId), open));
  if (!user) throw unauthorized('Please sign in to continue.');
  c.set('user', user);
  await next();
};

/** Admin-only routes (after requireUser). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user.role !== 'admin') throw forbidden('Only shop administrators may do this.');
  await next();
};
