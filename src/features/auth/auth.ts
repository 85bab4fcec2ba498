import { messages } from '@/lib/messages';

/** SPEC.md section 5. */
export const PASSWORD_MIN_LENGTH = 6;

export type LoginInput = { email: string; password: string };
export type SignupInput = { fullName: string; userName: string; email: string; password: string; phoneNumber?: string };
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function passwordProblem(password: string): string | undefined {
  if (password === '') return messages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  return undefined;
}

/** Login: email and password required, password at least 6. Empty means the form may be sent. */
export function loginErrors(input: LoginInput): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (input.email.trim() === '') errors.email = messages.emailRequired;
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  return errors;
}

/** Signup: fullName, userName, email and password required, password at least 6, phone optional. */
export function signupErrors(input: SignupInput): FieldErrors<'fullName' | 'userName' | 'email' | 'password'> {
  const errors: FieldErrors<'fullName' | 'userName' | 'email' | 'password'> = {};
  if (input.fullName.trim() === '') errors.fullName = messages.fullNameRequired;
  if (input.userName.trim() === '') errors.userName = messages.userNameRequired;
  if (input.email.trim() === '') errors.email = messages.emailRequired;
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);
