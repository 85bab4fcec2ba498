import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { consumeMailToken, createMailToken, voidMailTokens } from '../auth/mail-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { AppEnv } from '../context.ts';
import { recordAccountEvent } from '../customers/account-events.ts';
import { users } from '../db/schema.ts';
import { badRequest, ok } from '../errors.ts';
import { logMailFailure } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/messages.ts';
import { requireUser } from '../middleware/require-user.ts';
import { validate } from '../validation.ts';
import { emailField, passwordField } from './user-fields.ts';
import { sendVerificationMail } from '../mail/verification.ts';

const forgotBody = z.object({ email: emailField });
const resetBody = z.object({ newPassword: passwordField('New password') });

/** Where the reset mail's link opens: the shop's page that asks for the new password. */
const resetPasswordLink = (siteUrl: string, token: string) => {
  const url = new URL('/reset-password', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
};

/** Email verification and password reset: the flows that go through a mailed link. */
export const userMailRoutes = new Hono<AppEnv>()
  .post('/resend-email-verification', requireUser, async (c) => {
    const { deps, user } = c.var;
    if (user.emailVerifiedAt) return ok(c, null, 'Your email is already verified.');
    await deps.rateLimiter.check('mail', user.email, { count: true });
    await voidMailTokens(deps, user.id, 'verify-email');
    await sendVerificationMail(deps, user);
    return ok(c, null, 'Verification email sent');
  })

  // The link in the verification mail. A browser is sent on to the account page; API clients get JSON.
  .get('/verify-email/:token', async (c) => {
    const { deps } = c.var;
    const userId = await consumeMailToken(deps, c.req.param('token'), 'verify-email');
    if (userId) {
      await deps.db
        .update(users)
        .set({ emailVerifiedAt: deps.now() })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    }
    if ((c.req.header('accept') ?? '').includes('text/html')) {
      return c.redirect(new URL(`/account?emailVerified=${userId ? 'yes' : 'no'}`, deps.env.SITE_URL).href, 303);
    }
    if (!userId) throw badRequest('This verification link is invalid or has expired. Please ask for a new one.');
    return ok(c, null, 'Your email is verified. Thank you!');
  })

  // Always the same answer, and as soon, so nobody can learn which emails have accounts.
  .post('/forgot-password', validate('json', forgotBody), async (c) => {
    const { deps } = c.var;
    const { email } = c.req.valid('json');
    await deps.rateLimiter.check('mail', email, { count: true });
    const [user] = await deps.db.select().from(users).where(eq(users.email, email));
    if (user) {
      await voidMailTokens(deps, user.id, 'reset-password');
      const token = await createMailToken(deps, user.id, 'reset-password');
      // Not awaited (decision 161): a mail server takes hundreds of milliseconds, and an answer that
      // waited for it would tell, by its time alone, that the email has an account.
      deps.mailer.send(passwordResetMail(user.email, user.fullName, resetPasswordLink(deps.env.SITE_URL, token))).catch((err: unknown) => {
        logMailFailure('the password reset mail', err);
      });
    }
    return ok(c, null, 'If an account exists for this email, we have sent it a link to reset the password.');
  })

  .post('/reset-password/:resetToken', validate('json', resetBody), async (c) => {
    const { deps } = c.var;
    const { newPassword } = c.req.valid('json');
    const userId = await consumeMailToken(deps, c.req.param('resetToken'), 'reset-password');
    if (!userId) throw badRequest('This password reset link is invalid or has expired. Please ask for a new one.');
    const passwordHash = await hashPassword(newPassword, deps.hashingCost);
    const user = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      if (!row) return undefined;
      await tx
        .update(users)
        .set({
          passwordHash,
          updatedAt: now,
          // Following the mailed link proves the mailbox is theirs.
          ...(!row.emailVerifiedAt && { emailVerifiedAt: now }),
        })
        .where(eq(users.id, userId));
      // By the owner: the link's holder proved the mailbox is hers.
      await recordAccountEvent(tx, now, { userId, type: 'password-reset', by: 'owner', actorId: userId });
      return row;
    });
    await revokeAllSessions(deps, userId);
    // The account's email, so the sign-in page the shopper is sent to can be filled (decision 143).
    // Only the mailed token's holder gets it: the mailbox is theirs.
    return ok(c, { email: user?.email ?? null }, 'Password reset successfully');
  });
