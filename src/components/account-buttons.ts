// Sign In and Sign Up, or My Account (AccountButtons.astro), swapped on the auth store. Loaded on
// every storefront page by the layout's one script (decision 085).

import { $user } from '@/features/auth/session.store';
import { showAccountButtons } from './account-boxes';

// Watching the user also starts the start-up sign-in check.
$user.subscribe((user) => {
  for (const box of showAccountButtons(user !== null)) box.dataset.live = '';
});
