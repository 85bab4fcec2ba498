import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $user } from '@/features/auth/auth.store';

type Props = {
  /** The specification links Sign Up to /signup in one place and /register in another. */
  signUpHref?: '/signup' | '/register';
  layout?: 'row' | 'column';
};

/** Sign In and Sign Up when signed out; My Account when signed in. */
export default function AccountButtons({ signUpHref = '/signup', layout = 'row' }: Props) {
  const user = useStore($user);
  // The server renders the signed-out state; read the saved user only after hydration
  // so the first client render matches the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wrap = layout === 'row' ? 'flex items-center gap-2' : 'flex flex-col gap-2';

  if (hydrated && user) {
    return (
      <div className={wrap}>
        <a href="/account" className="btn-primary">
          My Account
        </a>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <a href="/login" className="btn-outline">
        Sign In
      </a>
      <a href={signUpHref} className="btn-primary">
        Sign Up
      </a>
    </div>
  );
}
