import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import { atom, map, onMount } from 'nanostores';
import { api } from '@/lib/api/browser';
import * as usersApi from '@/lib/api/users';
import type { RegisterInput } from '@/lib/api/users';
import { refusedFields, runAction } from '@/lib/actions';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { normalizeUser, type User } from '@/lib/user';
import { clearAllReviewDrafts } from '@/features/reviews/review-draft';
import { mayHaveSession } from './signed-in-hint';

export type { User };

/**
 * localStorage keys. Only the user lives under `auth-store` (SPEC.md section 3); the remember-me
 * choice is stored on login under its own key so the login form can show it ticked next time.
 * Flags, cart and everything else stay in memory.
 */
const AUTH_STORAGE_KEY = 'auth-store';
const REMEMBER_ME_STORAGE_KEY = 'auth-remember-me';

function decodeUser(encoded: string): User | null {
  try {
    return normalizeUser(JSON.parse(encoded));
  } catch {
    return null;
  }
}

/** The signed-in user, or null. Persisted as JSON; a malformed stored value reads as signed out. */
export const $user = persistentAtom<User | null>(AUTH_STORAGE_KEY, null, {
  encode: JSON.stringify,
  decode: decodeUser,
});
export const $rememberMe = persistentBoolean(REMEMBER_ME_STORAGE_KEY);

export type AuthFlags = { checking: boolean; signingIn: boolean; signingUp: boolean };
export const $authFlags = map<AuthFlags>({ checking: false, signingIn: false, signingUp: false });
/** True once the start-up sign-in check has finished (guards show 'Loading...' until then). */
export const $authChecked = atom(false);

// Bumped by every sign-in and sign-out, so an older current-user answer cannot undo them.
let authEpoch = 0;
/** Signs a user in or out here (a current-user answer still pending is then ignored). */
function setUser(user: User | null): void {
  authEpoch += 1;
  $user.set(user);
}

// A refresh that fails means the session is over: show the shopper as signed out.
api.onSessionExpired(() => {
  if ($user.get() !== null) setUser(null);
});

/** Fetches the current user. Failure means signed out, without a toast (SPEC.md section 8). */
export async function checkAuth(): Promise<User | null> {
  const epoch = authEpoch;
  $authFlags.setKey('checking', true);
  try {
    const user = await usersApi.getCurrentUser(api);
    if (epoch === authEpoch) $user.set(user);
    return $user.get();
  } catch {
    if (epoch === authEpoch) $user.set(null);
    return $user.get();
  } finally {
    $authFlags.setKey('checking', false);
    $authChecked.set(true);
  }
}

let startupCheck: Promise<User | null> | null = null;
/**
 * The start-up check, run once per page load however many islands ask for it. A guest (no saved
 * user and no session hint) is known to be signed out without asking the server, which would
 * only answer 401 twice (current-user, then the refresh).
 */
export function ensureAuthChecked(): Promise<User | null> {
  if (!startupCheck && $user.get() === null && !mayHaveSession()) {
    $authChecked.set(true);
    startupCheck = Promise.resolve(null);
  }
  startupCheck ??= checkAuth();
  return startupCheck;
}

// The first island that reads the user starts the check: in the browser only (never during SSR),
// and not under unit tests, whose component tests set the user themselves.
onMount($user, () => {
  if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') void ensureAuthChecked();
});

/** Signs in; true on success. The answer must carry a user (SPEC.md section 5). */
export async function login(input: { email: string; password: string; remember?: boolean }): Promise<boolean> {
  if (input.email.trim() === '' || input.password === '') return false;
  $authFlags.setKey('signingIn', true);
  try {
    const answer = await runAction({
      run: () => usersApi.login(api, { email: input.email.trim(), password: input.password }),
      failure: 'loginFailed',
    });
    if (!answer.ok) return false;
    if (!answer.value) {
      toastErrorText('loginFailed');
      return false;
    }
    setUser(answer.value);
    $authChecked.set(true);
    $rememberMe.set(input.remember ?? false);
    toastSuccess('signedIn');
    return true;
  } finally {
    $authFlags.setKey('signingIn', false);
  }
}

/**
 * What signing up came to: registered, or refused with the server's message for each field it
 * named (`fullName`, `email`…; empty when it named none, as for a taken email), for the form to show.
 */
export type SignedUp = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Registers, then re-checks who is signed in. */
export async function signup(input: RegisterInput): Promise<SignedUp> {
  $authFlags.setKey('signingUp', true);
  const registered = await runAction({ run: () => usersApi.register(api, input), success: 'registered', failure: 'signupFailed' });
  $authFlags.setKey('signingUp', false);
  if (!registered.ok) return { ok: false, fieldErrors: refusedFields(registered.error) };
  await checkAuth();
  return { ok: true };
}

/**
 * Signs out. The user is cleared (and with it the cart) even when the call fails;
 * the failure is still told, because the server may keep the session. Review drafts kept in the
 * tab go too: they outlive a session that ended by itself, not one the shopper ended.
 */
export async function logout(): Promise<boolean> {
  const loggedOut = await runAction({ run: () => usersApi.logout(api), success: 'loggedOut', failure: 'logoutFailed' });
  setUser(null);
  clearAllReviewDrafts();
  return loggedOut.ok;
}

/** Asks for the reset mail of /forgot. */
export async function forgotPassword(email: string): Promise<boolean> {
  const sent = await runAction({ run: () => usersApi.forgotPassword(api, email.trim()), success: 'resetMailSent', failure: 'resetMailFailed' });
  return sent.ok;
}

/**
 * Sets a new password with the mailed token (/reset-password). On success, the account's email as
 * the server names it ('' when it does not), for the sign-in form; null on failure.
 */
export async function resetPassword(token: string, newPassword: string): Promise<{ email: string } | null> {
  const reset = await runAction({ run: () => usersApi.resetPassword(api, token, newPassword), success: 'passwordReset', failure: 'resetPasswordFailed' });
  return reset.ok ? { email: reset.value } : null;
}
