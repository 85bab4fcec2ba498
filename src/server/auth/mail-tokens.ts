import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { mailTokens } from '../db/schema.ts';
import { randomToken, tokenHash } from './tokens.ts';

export type MailTokenPurpose = 'verify-email' | 'reset-password';

const LIFETIME_SECONDS: Record<MailTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 60 * 60,
};

/** A one-time token for a mailed link; only its hash is kept. */
export async function createMailToken(deps: AppDeps, userId: string, purpose: MailTokenPurpose): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  await deps.db.insert(mailTokens).values({
    userId,
    purpose,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + LIFETIME_SECONDS[purpose] * 1000),
    createdAt: now,
  });
  return token;
}

/** Uses a mailed token once; answers its user's id, or null when it is unknown, used or expired. */
export async function consumeMailToken(deps: AppDeps, token: string, purpose: MailTokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const now = deps.now();
  const [row] = await deps.db
    .update(mailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(mailTokens.tokenHash, tokenHash(token)),
        eq(mailTokens.purpose, purpose),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: mailTokens.userId });
  return row?.userId ?? null;
}

/** Voids the outstanding tokens of one purpose (e.g. verification links after the email changes). */
export async function voidMailTokens(deps: AppDeps, userId: string, purpose: MailTokenPurpose): Promise<void> {
  await deps.db
    .update(mailTokens)
    .set({ usedAt: deps.now() })
    .where(and(eq(mailTokens.userId, userId), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt)));
}
