// Sign In and Sign Up, or My Account (AccountButtons.astro), swapped on the auth store. Loaded on
// every storefront page by the layout's one script (decision 085).

import { $user } from '@/features/auth/session.store';

// Watching the user also starts the start-up sign-in check.
$user.subscribe((user) => {
  for (const box of document.querySelectorAll<HTMLElement>('[data-account-buttons]')) {
    box.querySelector<HTMLElement>('[data-signed-out]')!.hidden = user !== null;
    box.querySelector<HTMLElement>('[data-signed-in]')!.hidden = user === null;
    box.dataset.live = '';
  }
});
