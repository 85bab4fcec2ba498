import { useRef, useState, type SubmitEvent } from 'react';
import { deleteAccount } from '@/features/auth/session-actions';
import { PasswordField } from '@/components/FormField';
import { flashOnNextPage } from '@/lib/flash';
import { useFocusAfterRender } from '@/lib/focus-after';
import { messages } from '@/lib/messages';
import { navigate } from '@/lib/navigate';

/**
 * Delete account (decision 189): for good, with the password and a ticked box, since nothing brings
 * it back. The shop keeps the past orders (the law asks it to); the form says so before she presses.
 */
export default function DeleteAccountForm() {
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; sure?: string }>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();
  const firstInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      password: password === '' ? messages.passwordRequired : undefined,
      sure: sure ? undefined : 'Tick the box to say you want your account deleted.',
    };
    setErrors(found);
    if (found.password || found.sure) {
      focusAfter(firstInvalid);
      return;
    }
    setBusy(true);
    const deleted = await deleteAccount(password);
    if (deleted.ok) {
      // Told where a signed-out shopper lands, as after Logout.
      flashOnNextPage([messages.accountDeleted], '/login');
      navigate('/login');
      return;
    }
    setBusy(false);
    setErrors({ password: deleted.fieldErrors.password });
    focusAfter(() => firstInvalid() ?? formRef.current?.querySelector<HTMLElement>('button[type="submit"]'));
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="text-xl font-semibold">
        Delete account
      </h2>
      <p className="mt-2 text-earth-800">
        Your name, email, phone, addresses, cart, wishlist and reviews are deleted for good, and you are signed out everywhere. The shop keeps your past orders, with the address each was delivered to, as
        the law asks of a shop for its accounts. An order on its way, or a refund still due, must be finished first. To keep a copy of your data, download it above before you delete.
      </p>
      <div className="mt-4 max-w-sm">
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          required
          aria-required="true"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
      </div>
      <div className="pb-4">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-earth-800">
          <input
            type="checkbox"
            name="confirm"
            className="size-5 accent-chilli-700"
            checked={sure}
            onChange={(e) => setSure(e.target.checked)}
            aria-invalid={errors.sure ? 'true' : undefined}
            aria-describedby={errors.sure ? 'delete-account-sure-error' : undefined}
          />
          Yes, delete my account for good
        </label>
        {errors.sure && (
          <p id="delete-account-sure-error" className="text-sm font-medium text-chilli-700">
            {errors.sure}
          </p>
        )}
      </div>
      <button type="submit" className="btn-outline w-full border-chilli-700 text-chilli-800 sm:w-auto" disabled={busy} aria-busy={busy}>
        {busy ? 'Deleting…' : 'Delete my account'}
      </button>
    </form>
  );
}
