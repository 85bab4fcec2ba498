import { useRef, useState, type SubmitEvent } from 'react';
import { changePassword } from './profile.store';
import { useFocusAfterRender } from '@/lib/focus-after';
import { PASSWORD_MIN_LENGTH } from '@/features/auth/auth';
import { messages } from '@/lib/messages';
import { PasswordField } from '@/components/FormField';
import SaveButton from './SaveButton';

/** Change password: the current one and a new one of at least 6 characters. */
export default function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ oldPassword?: string; newPassword?: string }>({});
  const [busy, setBusy] = useState(false);
  // Said beside the button after a change, until the form is changed again.
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const found = {
      oldPassword: oldPassword === '' ? messages.passwordRequired : undefined,
      newPassword:
        newPassword === '' ? messages.passwordRequired : newPassword.length < PASSWORD_MIN_LENGTH ? messages.passwordTooShort : undefined,
    };
    setErrors(found);
    if (found.oldPassword || found.newPassword) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const changed = await changePassword({ oldPassword, newPassword });
    setBusy(false);
    // The button was disabled while saving, which left focus on the page's body: it goes back to the
    // button, or, when the server refused a field (a wrong current password), to that field, with the
    // reason under it rather than only in a toast at the top of the page.
    const submitButton = () => formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
    if (changed.ok) {
      setOldPassword('');
      setNewPassword('');
      setSaved(true);
      focusAfter(submitButton);
      return;
    }
    const { oldPassword: oldRefused, newPassword: newRefused } = changed.fieldErrors;
    setErrors({ oldPassword: oldRefused, newPassword: newRefused });
    focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? submitButton());
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} onChange={() => setSaved(false)} noValidate aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="text-xl font-semibold">
        Change password
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <PasswordField label="Current password" name="oldPassword" autoComplete="current-password" required aria-required="true" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} error={errors.oldPassword} />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          aria-required="true"
          minLength={PASSWORD_MIN_LENGTH}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={errors.newPassword}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
      </div>
      <SaveButton label="Change password" busy={busy} saved={saved} />
    </form>
  );
}
