import { describe, expect, it } from 'vitest';
import { emailVerifiedIn, emailVerifiedInRedirect } from './email-verified';

describe("the verification link's outcome", () => {
  it('is read from the account page’s own query: yes or no, nothing else', () => {
    expect(emailVerifiedIn('?emailVerified=yes')).toBe('yes');
    expect(emailVerifiedIn(new URLSearchParams({ emailVerified: 'no' }))).toBe('no');
    expect(emailVerifiedIn('?emailVerified=<script>')).toBeNull();
    expect(emailVerifiedIn('?emailVerified=YES')).toBeNull();
    expect(emailVerifiedIn('')).toBeNull();
  });

  it("is read on /login from the remembered account page a guest was sent from", () => {
    expect(emailVerifiedInRedirect('?redirect=%2Faccount%3FemailVerified%3Dyes')).toBe('yes');
    expect(emailVerifiedInRedirect(`?redirect=${encodeURIComponent('/account?emailVerified=no')}`)).toBe('no');
    expect(emailVerifiedInRedirect(`?redirect=${encodeURIComponent('/account/?emailVerified=yes')}`)).toBe('yes');
  });

  it('is not read from any other page, another site, or an odd value', () => {
    expect(emailVerifiedInRedirect(`?redirect=${encodeURIComponent('/cart?emailVerified=yes')}`)).toBeNull();
    expect(emailVerifiedInRedirect(`?redirect=${encodeURIComponent('//evil.example/account?emailVerified=yes')}`)).toBeNull();
    expect(emailVerifiedInRedirect(`?redirect=${encodeURIComponent('/account?emailVerified=maybe')}`)).toBeNull();
    expect(emailVerifiedInRedirect('?emailVerified=yes')).toBeNull();
    expect(emailVerifiedInRedirect('')).toBeNull();
  });
});
