import { describe, expect, it, vi } from 'vitest';

vi.mock('./profile.store', () => ({ updateAvatar: vi.fn() }));
const { isImageFile } = await import('./AvatarForm');

describe('the avatar picker', () => {
  it('accepts image files only', () => {
    expect(isImageFile(new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});
