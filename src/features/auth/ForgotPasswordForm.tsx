import { useRef, useState, type SubmitEvent } from 'react';
import { forgotPassword } from '@/features/auth/session-actions';
import { messages } from '@/lib/messages';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { FormAlert, TextField } from '@/components/FormField';

/** Asks for the reset mail. The answer never says whether the address has an account. */
export default function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'email') setEmail(value);
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError(messages.emailRequired);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const sent = await forgotPassword(email);
    setBusy(false);
    if (sent) setSentTo(email.trim());
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate aria-label="Reset your password" className="space-y-1">
      <FormAlert
        tone="info"
        message={
          sentTo
            ? `If ${sentTo} belongs to an account, a link to choose a new password is on its way. It works for one hour.`
            : null
        }
      />
      <TextField
        ref={inputRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-required="true"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <div className="pt-2">
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </div>
      <p className="pt-4 text-center text-sm text-earth-700">
        Remembered it?{' '}
        <a href="/login" className="font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800">
          Back to sign in
        </a>
      </p>
    </form>
  );
}
