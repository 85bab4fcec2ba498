import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $authChecked, $user, ensureAuthChecked } from '@/features/auth/session.store';
import { currentPath, navigate } from '@/lib/navigate';
import { loginUrl } from '@/lib/redirect';
import { showFlash } from '@/lib/flash';
import Loading from './Loading';

/**
 * The guard of the cart, checkout and account pages (SPEC.md section 2, Protected pages):
 * 'Loading...' while the sign-in check runs, then the page for a signed-in shopper, or /login
 * remembering this page for anybody else. The check always asks the server, so a user left in
 * localStorage from an expired session never sees a half-loaded private page.
 */
export default function RequireAuth({ children }: { children: ReactNode }) {
  const user = useStore($user);
  const checked = useStore($authChecked);
  // The server renders the spinner; the stored user is read only after hydration.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    void ensureAuthChecked();
  }, []);

  const signedOut = hydrated && checked && !user;
  useEffect(() => {
    if (signedOut) navigate(loginUrl(currentPath()));
  }, [signedOut]);

  const ready = hydrated && checked && user !== null;
  useEffect(() => {
    if (ready) showFlash();
  }, [ready]);

  if (!ready) return <Loading />;
  return <>{children}</>;
}
