import { describe, expect, it, vi } from 'vitest';

vi.mock('@/features/auth/session-actions', () => ({ resetPassword: vi.fn() }));
const { resetTokenFrom } = await import('./ResetPasswordForm');

describe("the reset page's token", () => {
  it('is read from ?token= as the reset mail links it', () => {
    expect(resetTokenFrom('?token=abc_DEF-123')).toBe('abc_DEF-123');
  });

  it('is empty when the link has none', () => {
    expect(resetTokenFrom('')).toBe('');
    expect(resetTokenFrom('?token=%20')).toBe('');
  });
});
