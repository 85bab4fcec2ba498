import { useRef, useState, type SubmitEvent } from 'react';
import { updateAccount } from './profile.store';
import { useFocusAfterRender } from '@/lib/focus-after';
import { messages } from '@/lib/messages';
import type { User } from '@/lib/user';
import { PasswordField, TextField } from '@/components/FormField';
import SaveButton from './SaveButton';

/**
 * The profile's details: full name and email (required), phone (optional). A new email also asks
 * for the account's password: it is where a reset mail goes, so a session left open (or stolen)
 * must not move it (the server checks it too).
 */
export default function AccountDetailsForm({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [email, setEmail] = useState(user.email);
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<{ fullName?: string; email?: string; phoneNumber?: string; currentPassword?: string }>({});
  const emailChanging = email.trim().toLowerCase() !== user.email.toLowerCase();
  const [busy, setBusy] = useState(false);
  // Said beside the button after a save, until the form is changed again.
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const found = {
      fullName: fullName.trim() ? undefined : messages.fullNameRequired,
      email: email.trim() ? undefined : messages.emailRequired,
      currentPassword: emailChanging && !currentPassword ? messages.currentPasswordForEmail : undefined,
    };
    setErrors(found);
    if (found.fullName || found.email || found.currentPassword) {
      // Once React has marked the fields (the password's may only now be drawn).
      focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      return;
    }
    setBusy(true);
    const result = await updateAccount({
      fullName: fullName.trim(),
      email: email.trim(),
      phoneNumber: phoneNumber.trim(),
      ...(emailChanging && { currentPassword }),
    });
    setBusy(false);
    if (result.ok) {
      setCurrentPassword('');
      // Said beside the button; focus goes back to it (disabled while saving, it had left focus on the page's body).
      setSaved(true);
      focusAfter(() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]'));
      return;
    }
    // The server's reasons (a phone number it cannot read, HTML in the name) go under their fields too.
    const { fullName: nameRefused, email: emailRefused, phoneNumber: phoneRefused, currentPassword: passwordRefused } = result.fieldErrors;
    setErrors({ fullName: nameRefused, email: emailRefused, phoneNumber: phoneRefused, currentPassword: passwordRefused });
    focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} onChange={() => setSaved(false)} noValidate aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" className="text-xl font-semibold">
        Account details
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <TextField label="Full name" name="fullName" autoComplete="name" required aria-required="true" value={fullName} onChange={(e) => setFullName(e.target.value)} error={errors.fullName} />
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required aria-required="true" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        {emailChanging && (
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
            aria-required="true"
            hint="Needed to change your email."
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={errors.currentPassword}
          />
        )}
        <TextField label="Phone number" name="phoneNumber" type="tel" autoComplete="tel" inputMode="tel" optional value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} error={errors.phoneNumber} />
        <TextField label="Username" name="userName" autoComplete="username" value={user.userName} readOnly hint="Your username cannot be changed." />
      </div>
      <SaveButton label="Save details" busy={busy} saved={saved} />
    </form>
  );
}
