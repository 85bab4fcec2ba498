// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillLoginEmailOnNextPage, takeLoginEmail } from './login-email';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the email carried from a password reset to the sign-in form', () => {
  it('is read once', () => {
    fillLoginEmailOnNextPage('asha@example.com');
    expect(takeLoginEmail()).toBe('asha@example.com');
    expect(takeLoginEmail()).toBe('');
  });

  it('is dropped after a minute', () => {
    vi.useFakeTimers({ now: 0 });
    fillLoginEmailOnNextPage('asha@example.com');
    vi.setSystemTime(61_000);
    expect(takeLoginEmail()).toBe('');
  });

  it('is nothing when the server named no email, or the stored value is not ours', () => {
    fillLoginEmailOnNextPage('');
    expect(takeLoginEmail()).toBe('');
    sessionStorage.setItem('login-email', '{broken');
    expect(takeLoginEmail()).toBe('');
  });
});
