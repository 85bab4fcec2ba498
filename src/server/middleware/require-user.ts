import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { readAccessCookie } from '../auth/cookies.ts';
import { readAccessToken } from '../auth/tokens.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';

/**
 * Private routes: a valid access token first, before any validation, so a guest
 * always gets 401 (and the storefront's client knows to refresh or sign in).
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  const userId = await readAccessToken(deps.env.AUTH_SECRET, readAccessCookie(c), deps.now());
  if (!userId) throw unauthorized('Please sign in to continue.');
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized('Please sign in to continue.');
  c.set('user', user);
  await next();
};

/** Admin-only routes (after requireUser). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user.role !== 'admin') throw forbidden('Only shop administrators may do this.');
  await next();
};
