import { useState } from 'react';
import { logout } from '@/features/auth/session-actions';
import { navigate } from '@/lib/navigate';
import { flashOnNextPage } from '@/lib/flash';
import { messages } from '@/lib/messages';

/** The account sidebar's Logout: clears the user and the cart badge (even if the call fails), then goes to /login. */
export default function LogoutButton() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    if (await logout()) flashOnNextPage([messages.loggedOut], '/login');
    navigate('/login');
  };
  return (
    <button
      type="button"
      onClick={run}
      disabled={busy}
      className="flex min-h-11 w-full items-center rounded-full border border-cream-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-chilli-700 hover:bg-chilli-50 disabled:opacity-60 lg:rounded-lg lg:border-transparent"
    >
      Logout
    </button>
  );
}
