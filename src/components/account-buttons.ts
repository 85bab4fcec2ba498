// Sign In and Sign Up, or My Account (AccountButtons.astro), swapped on the auth store. Loaded on
// every storefront page by the layout's one script (decision 085).

import { $authChecked, $user } from '@/features/auth/session.store';
import { mayHaveSession } from '@/features/auth/signed-in-hint';
import { showAccountButtons } from './account-boxes';

/**
 * Signed in when a user is known, and, until the start-up check has answered, when the session
 * hint says so (the loader already shows My Account then): a session this tab has not read back yet
 * (the browser's storage cleared, the cookies kept) must not flash Sign In and Sign Up between the
 * two, nudging the header's row three times.
 */
const show = () => {
  const signedIn = $user.get() !== null || (!$authChecked.get() && mayHaveSession());
  for (const box of showAccountButtons(signedIn)) box.dataset.live = '';
};

// Watching the user also starts the start-up sign-in check.
$user.subscribe(show);
$authChecked.subscribe(show);
