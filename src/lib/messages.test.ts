import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from './messages';

describe('the message catalogue', () => {
  it('fills {reason} and {msg}', () => {
    expect(fillMessage('cartRemoveFailed', { reason: 'timeout' })).toBe('Failed to remove item: timeout');
    expect(fillMessage('wishlistClearFailed', { msg: 'offline' })).toBe('Clear wishlist failed: offline');
  });

  it('drops the placeholder and its colon when there is nothing to fill', () => {
    expect(fillMessage('cartLoadFailed')).toBe('Failed to load cart');
    expect(fillMessage('logoutFailed', { msg: '  ' })).toBe('Logout failed');
  });

  it('holds the texts of the specification verbatim', () => {
    expect(messages.registered).toBe('Registered! Please verify your email.');
    expect(messages.userReviewsLoadFailed).toBe("Failed to load user's reviews: {reason}");
    expect(messages.alertClearWishlist).toBe('Failed to clear wishlist.');
  });

  it('uses only the {reason} and {msg} placeholders', () => {
    for (const text of Object.values(messages)) {
      expect(text.replace(/\{(reason|msg)\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});
