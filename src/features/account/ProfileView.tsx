import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $user } from '@/features/auth/session.store';
import { emailVerifiedIn, type EmailVerified } from '@/features/auth/email-verified';
import { messages } from '@/lib/messages';
import { reloadProfile, resendVerification } from './profile.store';
import Loading from '@/components/Loading';
import RequireAuth from '@/components/RequireAuth';
import AccountDetailsForm from './AccountDetailsForm';
import AvatarForm from './AvatarForm';
import ChangePasswordForm from './ChangePasswordForm';
import DeleteAccountForm from './DeleteAccountForm';
import DownloadDataForm from './DownloadDataForm';
import { FormAlert } from '@/components/FormField';
import ProfileAddressForm from './ProfileAddressForm';

/** /account: the guard, then the profile — avatar, details, address, password, a copy of her data, and deleting the account. */
export default function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileView />
    </RequireAuth>
  );
}

// The cards' padding stops growing with the text past 6.25% of the screen (decisions 169, 186): at
// 200% on a 320 px phone it left the fields 206 px and broke "(optio nal)" in their labels.
const card = 'rounded-2xl border border-cream-300 bg-white p-[min(1.25rem,6.25vw)] sm:p-6';

function ProfileView() {
  const user = useStore($user);
  // The forms start from the profile as the server has it now, not as it was stored at sign-in.
  // They appear once it has arrived (or failed to), never before: a form replaced under the
  // shopper's fingers would lose what they typed.
  const [fresh, setFresh] = useState(false);
  const [verified, setVerified] = useState<EmailVerified | null>(null);
  useEffect(() => {
    void reloadProfile().then(() => setFresh(true));
    // The verification mail's link comes back here as /account?emailVerified=yes|no (src/server/routes/user-mail.ts).
    const outcome = emailVerifiedIn(window.location.search);
    if (outcome) {
      setVerified(outcome);
      window.history.replaceState(null, '', window.location.pathname);
    }
  }, []);
  if (!user) return null;
  return (
    <div className="space-y-6">
      <FormAlert
        tone={verified === 'no' ? 'error' : 'info'}
        message={verified === 'yes' ? messages.emailVerified : verified === 'no' ? messages.emailVerifyLinkBad : null}
      />
      {user.isEmailVerified === false && <VerifyEmailBanner />}
      <section className={card} aria-label="Profile photo">
        <AvatarForm user={user} />
      </section>
      {fresh ? (
        <>
          <section className={card}>
            <AccountDetailsForm user={user} />
          </section>
          <section className={card}>
            <ProfileAddressForm user={user} />
          </section>
        </>
      ) : (
        <section className={card}>
          <Loading label="Loading your details..." minHeight="min-h-96" />
        </section>
      )}
      <section className={card}>
        <ChangePasswordForm />
      </section>
      <section className={card}>
        <DownloadDataForm />
      </section>
      {/* Staff accounts are not deleted here: another member of staff ends their rights first. */}
      {user.role !== 'admin' && (
        <section className={card}>
          <DeleteAccountForm />
        </section>
      )}
    </div>
  );
}

/** DESIGN.md section 5: an unverified shopper can shop; the account area offers to resend the mail. */
function VerifyEmailBanner() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setBusy(true);
    setSent(await resendVerification());
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-turmeric-500 bg-turmeric-300/30 p-4 sm:flex-row sm:items-center sm:justify-between" role="region" aria-label="Email verification">
      <p className="text-earth-900" aria-live="polite">
        <strong>Please verify your email.</strong>{' '}
        {sent ? 'We have sent you a new link; it works for 24 hours.' : 'We sent you a link when you signed up.'}
      </p>
      {/* Locked with aria-disabled, not `disabled`, which would drop the focus on the page's body
          just as the sentence beside it changes to say the mail is sent. */}
      <button type="button" className="btn-outline shrink-0" onClick={() => !(busy || sent) && void resend()} aria-disabled={busy || sent} aria-busy={busy}>
        Resend verification
      </button>
    </div>
  );
}
