// Signing in, up and out, and the password reset: for the forms that do them (src/features/auth/*Form.tsx,
// LogoutButton). Apart from ./session.store.ts, which every storefront page loads with its header (the
// signed-in user, the start-up check), so that their code and what it brings (the review drafts
// cleared at sign-out, the sign-up form's field errors) download with those forms only (issue 15:
// a static page's JavaScript).
import { api } from '@/lib/api/browser';
import * as usersApi from '@/lib/api/users';
import type { RegisterInput } from '@/lib/api/users';
import { refusedFields, runAction, type FormOutcome } from '@/lib/actions';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { clearAddressDraft } from '@/features/checkout/address-draft';
import { clearAllReviewDrafts } from '@/features/reviews/review-draft';
import { $authChecked, $authFlags, $rememberMe, checkAuth, setUser } from './session.store';
import { messages } from '@/lib/messages';

/** Signs in; true on success. The answer must carry a user (SPEC.md section 5). */
export async function login(input: { email: string; password: string; remember?: boolean }): Promise<boolean> {
  if (input.email.trim() === '' || input.password === '') return false;
  $authFlags.setKey('signingIn', true);
  try {
    const answer = await runAction({
      run: () => usersApi.login(api, { email: input.email.trim(), password: input.password }),
      failure: messages.loginFailed,
    });
    if (!answer.ok) return false;
    if (!answer.value) {
      toastErrorText(messages.loginFailed);
      return false;
    }
    setUser(answer.value);
    $authChecked.set(true);
    $rememberMe.set(input.remember ?? false);
    toastSuccess(messages.signedIn);
    return true;
  } finally {
    $authFlags.setKey('signingIn', false);
  }
}

/** Registers, then re-checks who is signed in. */
export async function signup(input: RegisterInput): Promise<FormOutcome> {
  $authFlags.setKey('signingUp', true);
  const registered = await runAction({ run: () => usersApi.register(api, input), success: messages.registered, failure: messages.signupFailed });
  $authFlags.setKey('signingUp', false);
  if (!registered.ok) return { ok: false, fieldErrors: refusedFields(registered.error) };
  await checkAuth();
  return { ok: true };
}

/**
 * Signs out. The user is cleared (and with it the cart) even when the call fails;
 * the failure is still told, because the server may keep the session. The review and address
 * drafts kept in the tab go too: they outlive a session that ended by itself, not one the shopper ended.
 */
export async function logout(): Promise<boolean> {
  const loggedOut = await runAction({ run: () => usersApi.logout(api), success: messages.loggedOut, failure: messages.logoutFailed });
  setUser(null);
  clearAllReviewDrafts();
  clearAddressDraft();
  return loggedOut.ok;
}

/**
 * Deletes the account for good (decision 189), with its password; then, as after signing out, no
 * user, no cart and no drafts are left in this browser. Refused, with the server's message for each
 * field it named (`password`), or none (an order still on its way: the toast says which).
 */
export async function deleteAccount(password: string): Promise<FormOutcome> {
  // Its success is told on the page the shopper is sent to (DeleteAccountForm).
  const deleted = await runAction({ run: () => usersApi.deleteAccount(api, password), failure: messages.deleteAccountFailed });
  if (!deleted.ok) return { ok: false, fieldErrors: refusedFields(deleted.error) };
  setUser(null);
  clearAllReviewDrafts();
  clearAddressDraft();
  return { ok: true };
}

/** Asks for the reset mail of /forgot. */
export async function forgotPassword(email: string): Promise<boolean> {
  const sent = await runAction({ run: () => usersApi.forgotPassword(api, email.trim()), success: messages.resetMailSent, failure: messages.resetMailFailed });
  return sent.ok;
}

/**
 * Sets a new password with the mailed token (/reset-password). On success, the account's email as
 * the server names it ('' when it does not), for the sign-in form; null on failure.
 */
export async function resetPassword(token: string, newPassword: string): Promise<{ email: string } | null> {
  const reset = await runAction({ run: () => usersApi.resetPassword(api, token, newPassword), success: messages.passwordReset, failure: messages.resetPasswordFailed });
  return reset.ok ? { email: reset.value } : null;
}
