import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import { atom, computed, map, onMount } from 'nanostores';
import { api } from '@/lib/api/browser';
import * as usersApi from '@/lib/api/users';
import type { AccountFields, RegisterInput } from '@/lib/api/users';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { normalizeUser, type User } from '@/lib/user';

export type { User };

/**
 * localStorage keys. Only the user lives under `auth-store` (SPEC.md section 3); the remember-me
 * choice is stored on login under its own key so the login form can show it ticked next time.
 * Flags, cart and everything else stay in memory.
 */
export const AUTH_STORAGE_KEY = 'auth-store';
export const REMEMBER_ME_STORAGE_KEY = 'auth-remember-me';

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
export const $isSignedIn = computed($user, (user) => user !== null);
export const $rememberMe = persistentBoolean(REMEMBER_ME_STORAGE_KEY);

export type AuthFlags = { checking: boolean; signingIn: boolean; signingUp: boolean; updating: boolean };
export const $authFlags = map<AuthFlags>({ checking: false, signingIn: false, signingUp: false, updating: false });
/** True once the start-up sign-in check has finished (guards show 'Loading...' until then). */
export const $authChecked = atom(false);

// Bumped by every sign-in and sign-out, so an older current-user answer cannot undo them.
let authEpoch = 0;
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

/** The server's `signedIn` hint cookie (src/server/auth/cookies.ts): set with the session, cleared with it. */
export const SIGNED_IN_HINT = 'signedIn=1';
const mayHaveSession = (): boolean =>
  typeof document === 'undefined' || document.cookie.split(/;\s*/).includes(SIGNED_IN_HINT);

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
    const user = await usersApi.login(api, { email: input.email.trim(), password: input.password });
    if (!user) {
      toastErrorText('loginFailed');
      return false;
    }
    setUser(user);
    $authChecked.set(true);
    $rememberMe.set(input.remember ?? false);
    toastSuccess('signedIn');
    return true;
  } catch (error) {
    toastError(error, 'loginFailed');
    return false;
  } finally {
    $authFlags.setKey('signingIn', false);
  }
}

/** Registers, then re-checks who is signed in; true on success. */
export async function signup(input: RegisterInput): Promise<boolean> {
  $authFlags.setKey('signingUp', true);
  try {
    await usersApi.register(api, input);
    toastSuccess('registered');
  } catch (error) {
    toastError(error, 'signupFailed');
    return false;
  } finally {
    $authFlags.setKey('signingUp', false);
  }
  await checkAuth();
  return true;
}

/**
 * Signs out. The user is cleared (and with it the cart) even when the call fails;
 * the failure is still told, because the server may keep the session.
 */
export async function logout(): Promise<boolean> {
  let failure: unknown = null;
  try {
    await usersApi.logout(api);
  } catch (error) {
    failure = error;
  }
  setUser(null);
  if (failure) {
    toastError(failure, 'logoutFailed');
    return false;
  }
  toastSuccess('loggedOut');
  return true;
}

/** Re-reads the profile for the account page; unlike the start-up check it tells a failure. */
export async function reloadProfile(): Promise<User | null> {
  try {
    const user = await usersApi.getCurrentUser(api);
    if (user) $user.set(user);
    return user;
  } catch (error) {
    toastError(error, 'profileLoadFailed');
    return null;
  }
}

async function updating<T>(run: () => Promise<T>): Promise<T> {
  $authFlags.setKey('updating', true);
  try {
    return await run();
  } finally {
    $authFlags.setKey('updating', false);
  }
}

export function updateAccount(fields: AccountFields): Promise<boolean> {
  return updating(async () => {
    try {
      const user = await usersApi.updateAccount(api, fields);
      const current = $user.get();
      $user.set(user ?? (current ? { ...current, ...fields, address: fields.address ?? current.address } : null));
      toastSuccess('accountUpdated');
      return true;
    } catch (error) {
      toastError(error, 'updateAccountFailed');
      return false;
    }
  });
}

/** Replaces the avatar. The value must be a File ('Avatar must be a File'). */
export function updateAvatar(file: unknown): Promise<boolean> {
  if (!(typeof File !== 'undefined' && file instanceof File)) {
    toastErrorText('avatarMustBeFile');
    return Promise.resolve(false);
  }
  return updating(async () => {
    try {
      const user = await usersApi.updateAvatar(api, file);
      if (user) $user.set(user);
      toastSuccess('avatarUpdated');
      return true;
    } catch (error) {
      toastError(error, 'updateAvatarFailed');
      return false;
    }
  });
}

export function changePassword(input: { oldPassword: string; newPassword: string }): Promise<boolean> {
  return updating(async () => {
    try {
      await usersApi.changePassword(api, input.oldPassword, input.newPassword);
      toastSuccess('passwordChanged');
      return true;
    } catch (error) {
      toastError(error, 'changePasswordFailed');
      return false;
    }
  });
}

export async function forgotPassword(email: string): Promise<boolean> {
  try {
    await usersApi.forgotPassword(api, email.trim());
    toastSuccess('resetMailSent');
    return true;
  } catch (error) {
    toastError(error, 'resetMailFailed');
    return false;
  }
}

export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  try {
    await usersApi.resetPassword(api, token, newPassword);
    toastSuccess('passwordReset');
    return true;
  } catch (error) {
    toastError(error, 'resetPasswordFailed');
    return false;
  }
}

/** The admin user list (page 1, limit 10 by default); null after 'Failed to fetch users'. */
export async function fetchUsers(query: usersApi.UserListQuery = {}): Promise<Awaited<ReturnType<typeof usersApi.listUsers>> | null> {
  try {
    return await usersApi.listUsers(api, query);
  } catch (error) {
    toastError(error, 'fetchUsersFailed');
    return null;
  }
}

export async function resendVerification(): Promise<boolean> {
  try {
    await usersApi.resendEmailVerification(api);
    toastSuccess('verificationSent');
    return true;
  } catch (error) {
    toastError(error, 'emailSendFailed');
    return false;
  }
}
