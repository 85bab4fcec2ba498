import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { resetPassword } from '@/features/auth/session-actions';
import { PASSWORD_MIN_LENGTH } from '@/features/auth/auth';
import { messages } from '@/lib/messages';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { navigate } from '@/lib/navigate';
import { FormAlert, PasswordField } from '@/components/FormField';
import { flashOnNextPage } from '@/lib/flash';
import { fillLoginEmailOnNextPage } from './login-email';

/** The token of the mailed link, `/reset-password?token=…` (src/server/routes/user-mail.ts). */
export function resetTokenFrom(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/** The mailed link's page: a new password (at least 6), then the shopper signs in with it. */
export default function ResetPasswordForm() {
  // null until hydrated: the server renders the form without knowing the token.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(resetTokenFrom(window.location.search)), []);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'newPassword') setPassword(value);
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      password === '' ? messages.passwordRequired : password.length < PASSWORD_MIN_LENGTH ? messages.passwordTooShort : undefined;
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    if (!token) return;
    setBusy(true);
    const reset = await resetPassword(token, password);
    if (reset) {
      flashOnNextPage([messages.passwordReset], '/login');
      fillLoginEmailOnNextPage(reset.email);
      navigate('/login');
      return;
    }
    setBusy(false);
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate aria-label="Choose a new password" className="space-y-1">
      <FormAlert message={token === '' ? 'This link has no reset code. Please use the link from the mail, or ask for a new one.' : null} />
      <PasswordField
        ref={inputRef}
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        aria-required="true"
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <div className="pt-2">
        <button type="submit" className="btn-primary w-full" disabled={busy || token === ''} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </div>
      <p className="pt-4 text-center text-sm text-earth-700">
        Link expired?{' '}
        <a href="/forgot" className="font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800">
          Ask for a new one
        </a>
      </p>
    </form>
  );
}
