import { describe, expect, it } from 'vitest';
import { homeAfterLogin, loginUrl, redirectAfterLogin, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('accepts a same-site path with its query', () => {
    expect(safeRedirectPath('/product/p1?tab=reviews')).toBe('/product/p1?tab=reviews');
  });

  it('refuses other hosts', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'cart']) {
      expect(safeRedirectPath(bad)).toBe('/account');
    }
  });

  it('refuses the sign-in pages, which would loop', () => {
    expect(safeRedirectPath('/login?redirect=/cart')).toBe('/account');
    expect(safeRedirectPath('/signup/')).toBe('/account');
  });

  it('defaults to /account', () => {
    expect(safeRedirectPath(null)).toBe('/account');
    expect(safeRedirectPath('')).toBe('/account');
  });
});

describe('loginUrl', () => {
  it('remembers the page in the redirect parameter', () => {
    expect(loginUrl('/category/spices?page=2')).toBe('/login?redirect=%2Fcategory%2Fspices%3Fpage%3D2');
  });

  it('leaves out a page that cannot be remembered', () => {
    expect(loginUrl('https://evil.example')).toBe('/login');
    expect(loginUrl()).toBe('/login');
  });
});

describe('redirectAfterLogin', () => {
  it('reads the remembered page back', () => {
    expect(redirectAfterLogin('?redirect=%2Fcategory%2Fspices%3Fpage%3D2')).toBe('/category/spices?page=2');
  });

  it('goes to /account when nothing safe was remembered', () => {
    expect(redirectAfterLogin('')).toBe('/account');
    expect(redirectAfterLogin(new URLSearchParams({ redirect: '//evil.example' }))).toBe('/account');
  });

  it('sends an admin with no remembered page to the back-office, a shopper to /account', () => {
    expect(redirectAfterLogin('', { role: 'admin' })).toBe('/admin');
    expect(redirectAfterLogin('?redirect=%2F%2Fevil.example', { role: 'admin' })).toBe('/admin');
    expect(redirectAfterLogin('', { role: 'user' })).toBe('/account');
    expect(redirectAfterLogin('', {})).toBe('/account');
    expect(redirectAfterLogin('', null)).toBe('/account');
  });

  it('lets a remembered page win over the admin home', () => {
    expect(redirectAfterLogin('?redirect=%2Fcart', { role: 'admin' })).toBe('/cart');
    expect(redirectAfterLogin('?redirect=%2Faccount', { role: 'admin' })).toBe('/account');
  });
});

describe('homeAfterLogin', () => {
  it('is /admin for an admin only', () => {
    expect(homeAfterLogin({ role: 'admin' })).toBe('/admin');
    expect(homeAfterLogin({ role: 'Admin' })).toBe('/account');
    expect(homeAfterLogin(undefined)).toBe('/account');
  });
});
