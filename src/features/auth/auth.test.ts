import { describe, expect, it } from 'vitest';
import { hasErrors, loginErrors, signupErrors } from './auth';

describe('loginErrors', () => {
  it('requires email and password', () => {
    expect(loginErrors({ email: ' ', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('requires a password of at least 6 characters', () => {
    expect(loginErrors({ email: 'a@b.in', password: '12345' })).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('lets a complete form through', () => {
    expect(hasErrors(loginErrors({ email: 'a@b.in', password: '123456' }))).toBe(false);
  });
});

describe('signupErrors', () => {
  it('requires full name, username, email and password but not the phone', () => {
    expect(Object.keys(signupErrors({ fullName: '', userName: '', email: '', password: '' })).sort()).toEqual([
      'email',
      'fullName',
      'password',
      'userName',
    ]);
    expect(hasErrors(signupErrors({ fullName: 'Asha', userName: 'asha', email: 'a@b.in', password: 'secret' }))).toBe(false);
  });
});
