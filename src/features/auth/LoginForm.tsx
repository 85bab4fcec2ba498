import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { $authChecked, $authFlags, $rememberMe, $user, ensureAuthChecked } from '@/features/auth/session.store';
import { login } from '@/features/auth/session-actions';
import { hasErrors, loginErrors, PASSWORD_MIN_LENGTH, type FieldErrors } from '@/features/auth/auth';
import { FormAlert, PasswordField, TextField } from '@/components/FormField';
import { messages } from '@/lib/messages';
import { navigate } from '@/lib/navigate';
import { redirectAfterLogin } from '@/lib/redirect';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { emailVerifiedInRedirect, type EmailVerified } from './email-verified';
import { flashOnNextPage, showFlash } from '@/lib/flash';
import { takeLoginEmail } from './login-email';

type Errors = FieldErrors<'email' | 'password'>;

/** Focuses the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Sign in (SPEC.md section 2, Login; section 5): email and password required, password at least 6,
 * nothing is sent while either is empty. Success goes back to the remembered page (default /account,
 * /admin for an admin); a visitor who is already signed in is sent there at once.
 */
export default function LoginForm() {
  const flags = useStore($authFlags);
  const user = useStore($user);
  const checked = useStore($authChecked);
  const remembered = useStore($rememberMe);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  // A guest who opened the verification link was sent here from the account page: say how it went.
  const [verified, setVerified] = useState<EmailVerified | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'email') setEmail(value);
    else if (name === 'password') setPassword(value);
    else if (name === 'remember') setRemember(true);
  });

  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void ensureAuthChecked();
    showFlash();
    setVerified(emailVerifiedInRedirect(window.location.search));
    // Sent here by a password reset: the email is filled (unless one was typed already) and the
    // new password is what is left to type.
    const email = takeLoginEmail();
    if (email) {
      setEmail((typed) => typed || email);
      passwordRef.current?.focus();
    }
  }, []);
  // The stored choice, read after hydration so the first render matches the server's HTML (a box
  // ticked before hydration stays ticked).
  useEffect(() => {
    if (remembered) setRemember(true);
  }, [remembered]);

  const signedIn = checked && user !== null;
  useEffect(() => {
    // An admin with no remembered page goes to the back-office (the user knows its role).
    if (signedIn) navigate(redirectAfterLogin(window.location.search, $user.get()));
  }, [signedIn]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors({ email, password });
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    if (await login({ email, password, remember })) {
      setDone(true);
      flashOnNextPage([messages.signedIn], redirectAfterLogin(window.location.search, $user.get()));
    }
  };

  const busy = flags.signingIn || done;
  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate aria-label="Sign in" className="space-y-1">
      <FormAlert
        tone={verified === 'no' ? 'error' : 'info'}
        message={
          verified === 'yes' ? messages.emailVerified : verified === 'no' ? `${messages.emailVerifyLinkBad} ${messages.emailVerifyHowToResend}` : null
        }
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-required="true"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        aria-required="true"
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-earth-800">
          <input
            type="checkbox"
            name="remember"
            className="size-5 accent-chilli-700"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember me
        </label>
        <a href="/forgot" className="inline-flex min-h-11 items-center text-sm font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800">
          Forgot password?
        </a>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={flags.signingIn}>
        {flags.signingIn ? 'Signing in…' : 'Sign In'}
      </button>
      <p className="pt-4 text-center text-sm text-earth-700">
        New here?{' '}
        <a href="/signup" className="font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800">
          Create an account
        </a>
      </p>
    </form>
  );
}
