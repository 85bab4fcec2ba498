import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { $authChecked, $authFlags, $user, ensureAuthChecked } from '@/features/auth/session.store';
import { login, signup } from '@/features/auth/session-actions';
import { hasErrors, PASSWORD_MIN_LENGTH, signupErrors, type FieldErrors } from '@/features/auth/auth';
import { PasswordField, TextField } from '@/components/FormField';
import { useFocusAfterRender } from '@/lib/focus-after';
import { navigate } from '@/lib/navigate';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { DEFAULT_AFTER_LOGIN, homeAfterLogin, loginUrl } from '@/lib/redirect';
import { flashOnNextPage } from '@/lib/flash';
import { focusFirstError } from './LoginForm';
import { messages } from '@/lib/messages';

type Errors = FieldErrors<'fullName' | 'userName' | 'email' | 'phoneNumber' | 'password'>;

/**
 * Sign up (SPEC.md section 2, Signup; section 5): fullName, userName, email and password (at least 6)
 * required, phone optional. Registering does not sign in on this API, so the form signs the new
 * shopper in with what they just typed, re-checks who is signed in, and goes to /account.
 */
export default function SignupForm() {
  const flags = useStore($authFlags);
  const user = useStore($user);
  const checked = useStore($authChecked);
  const submitted = useRef(false);
  const [fields, setFields] = useState({ fullName: '', userName: '', email: '', phoneNumber: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name in fields) setFields((current) => ({ ...current, [name]: value }));
  });

  const set = (name: keyof typeof fields) => (e: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: e.target.value }));

  // A shopper already signed in is sent on to their account (an admin to /admin), as from /login:
  // an account made here would not be the one they are signed in as, and the page would show the old one.
  useEffect(() => {
    void ensureAuthChecked();
  }, []);
  useEffect(() => {
    if (checked && user && !submitted.current) navigate(homeAfterLogin(user));
  }, [checked, user]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signupErrors(fields);
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    submitted.current = true;
    const input = {
      fullName: fields.fullName.trim(),
      userName: fields.userName.trim(),
      email: fields.email.trim(),
      password: fields.password,
      ...(fields.phoneNumber.trim() ? { phoneNumber: fields.phoneNumber.trim() } : {}),
    };
    const signedUp = await signup(input);
    if (!signedUp.ok) {
      submitted.current = false;
      setBusy(false);
      // The server's reasons (HTML in the name, a username it will not take, a taken email) go under
      // their fields, as the checks above do; each is told in the toast as well.
      const { fullName, userName, email, phoneNumber, password } = signedUp.fieldErrors;
      setErrors({ fullName, userName, email, phoneNumber, password });
      focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      return;
    }
    if (!$user.get()) await login({ email: input.email, password: input.password });
    const signedIn = $user.get() !== null;
    flashOnNextPage(signedIn ? [messages.registered, messages.signedIn] : [messages.registered], signedIn ? DEFAULT_AFTER_LOGIN : '/login');
    navigate(signedIn ? DEFAULT_AFTER_LOGIN : loginUrl(DEFAULT_AFTER_LOGIN));
  };

  const sending = busy || flags.signingUp;
  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate aria-label="Sign up" className="space-y-1">
      <TextField label="Full name" name="fullName" autoComplete="name" required aria-required="true" value={fields.fullName} onChange={set('fullName')} error={errors.fullName} />
      <TextField
        label="Username"
        name="userName"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-required="true"
        value={fields.userName}
        onChange={set('userName')}
        error={errors.userName}
      />
      <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required aria-required="true" value={fields.email} onChange={set('email')} error={errors.email} />
      <TextField label="Phone number" name="phoneNumber" type="tel" autoComplete="tel" inputMode="tel" optional value={fields.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        aria-required="true"
        minLength={PASSWORD_MIN_LENGTH}
        value={fields.password}
        onChange={set('password')}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <div className="pt-3">
        <button type="submit" className="btn-primary w-full" disabled={sending} aria-busy={sending}>
          {sending ? 'Creating your account…' : 'Sign Up'}
        </button>
      </div>
      <p className="pt-4 text-center text-sm text-earth-700">
        Already have an account?{' '}
        <a href="/login" className="font-semibold text-chilli-700 underline underline-offset-2 hover:text-chilli-800">
          Sign in
        </a>
      </p>
    </form>
  );
}
