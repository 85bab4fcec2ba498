import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@tests/support/memory-storage';
import { clearAllReviewDrafts, clearReviewDraft, readReviewDraft, saveReviewDraft } from './review-draft';

const draft = { rating: 4, title: 'Soft and sweet', comment: 'Melts in the mouth.', userId: 'u1', reviewId: null };

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('review drafts', () => {
  it('gives a draft back to its author only', () => {
    saveReviewDraft('p1', draft);
    expect(readReviewDraft('p1', 'u1')).toEqual(draft);
    expect(readReviewDraft('p1', 'u2')).toBeNull();
    expect(readReviewDraft('p2', 'u1')).toBeNull();
  });

  it('keeps nothing for an empty form, and forgets a draft once cleared', () => {
    saveReviewDraft('p1', { ...draft, rating: 0, title: ' ', comment: '' });
    expect(sessionStorage.length).toBe(0);
    saveReviewDraft('p1', draft);
    clearReviewDraft('p1');
    expect(readReviewDraft('p1', 'u1')).toBeNull();
  });

  it('forgets every product\'s draft at once, and nothing else the tab keeps', () => {
    saveReviewDraft('p1', draft);
    saveReviewDraft('p2', { ...draft, reviewId: 'r9' });
    sessionStorage.setItem('flash', '{"text":"Logged out"}');
    clearAllReviewDrafts();
    expect(readReviewDraft('p1', 'u1')).toBeNull();
    expect(readReviewDraft('p2', 'u1')).toBeNull();
    expect(sessionStorage.getItem('flash')).toBe('{"text":"Logged out"}');
  });

  it('does nothing where the browser refuses storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => clearAllReviewDrafts()).not.toThrow();
    expect(readReviewDraft('p1', 'u1')).toBeNull();
  });
});
