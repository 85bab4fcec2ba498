import { createMailToken } from '../auth/mail-tokens.ts';
import type { AppDeps, UserRow } from '../context.ts';
import { verificationMail } from './messages.ts';

/** Sends the verification mail; a mail failure is logged, never fails the request that caused it. */
export async function sendVerificationMail(deps: AppDeps, user: Pick<UserRow, 'id' | 'email' | 'fullName'>): Promise<void> {
  try {
    const token = await createMailToken(deps, user.id, 'verify-email');
    const link = new URL(`/api/v1/users/verify-email/${token}`, deps.env.SITE_URL).href;
    await deps.mailer.send(verificationMail(user.email, user.fullName, link));
  } catch (err) {
    console.error('[mail] could not send the verification mail', err);
  }
}
