import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import { atom, map, onMount } from 'nanostores';
import { api } from '@/lib/api/browser';
import { getCurrentUser } from '@/lib/api/current-user';
import { normalizeUser, type User } from '@/lib/user';
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
/**
 * Signs a user in or out here (a current-user answer still pending is then ignored). Signing in,
 * up and out are in ./session-actions.ts, for the forms that do them.
 */
export function setUser(user: User | null): void {
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
    const user = await getCurrentUser(api);
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

/**
 * The signed-in user, asking the server first when the page's session check has not answered yet
 * (a tap that came before it did, decision 094): a signed-in shopper is never sent to sign in.
 * Null for a guest.
 */
export const signedInUser = async (): Promise<User | null> => $user.get() ?? (await ensureAuthChecked());

// The first island that reads the user starts the check: in the browser only (never during SSR),
// and not under unit tests, whose component tests set the user themselves.
onMount($user, () => {
  if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') void ensureAuthChecked();
});
