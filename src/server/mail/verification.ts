import { createMailToken } from '../auth/mail-tokens.ts';
import type { AppDeps, UserRow } from '../context.ts';
import { logMailFailure } from './mailer.ts';
import { emailChangedMail, passwordChangedMail, verificationMail } from './messages.ts';

/** Sends the verification mail; a mail failure is logged, never fails the request that caused it. */
export async function sendVerificationMail(deps: AppDeps, user: Pick<UserRow, 'id' | 'email' | 'fullName'>): Promise<void> {
  try {
    const token = await createMailToken(deps, user.id, 'verify-email');
    const link = new URL(`/api/v1/users/verify-email/${token}`, deps.env.SITE_URL).href;
    await deps.mailer.send(verificationMail(user.email, user.fullName, link));
  } catch (err) {
    logMailFailure('the verification mail', err);
  }
}

/** Tells the address an account left where its mail goes now; a failure is logged, as above. */
export async function sendEmailChangedNotice(deps: AppDeps, oldEmail: string, user: Pick<UserRow, 'email' | 'fullName'>): Promise<void> {
  try {
    await deps.mailer.send(emailChangedMail(oldEmail, user.fullName, user.email, new URL('/contact', deps.env.SITE_URL).href));
  } catch (err) {
    logMailFailure('the email-changed notice', err);
  }
}

/** After a password change on the account page: the owner hears of it (decision 185). */
export async function sendPasswordChangedNotice(deps: AppDeps, user: Pick<UserRow, 'email' | 'fullName'>): Promise<void> {
  try {
    await deps.mailer.send(passwordChangedMail(user.email, user.fullName, new URL('/forgot', deps.env.SITE_URL).href));
  } catch (err) {
    logMailFailure('the password-changed notice', err);
  }
}
