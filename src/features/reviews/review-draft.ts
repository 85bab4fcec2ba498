/**
 * What a shopper typed into a review form, kept per product in sessionStorage (this tab, until it
 * closes) so a session that ends meanwhile (signed out elsewhere, a failed submit) loses nothing:
 * after signing in again the form starts from it. Cleared once the review is saved, and every
 * draft when the shopper signs out on purpose (the tab may be a shared device's).
 */
export type ReviewDraft = { rating: number; title: string; comment: string };

/** A kept draft: whose it is (only they get it back) and, while editing, which review. */
export type SavedReviewDraft = ReviewDraft & { userId: string; reviewId: string | null };

// ReviewsSection reads whether one is kept under this key without loading this module.
const PREFIX = 'review-draft:';
const key = (productId: string): string => `${PREFIX}${productId}`;

const isEmpty = (draft: ReviewDraft): boolean => draft.rating === 0 && draft.title.trim() === '' && draft.comment.trim() === '';

export function saveReviewDraft(productId: string, draft: SavedReviewDraft): void {
  try {
    if (isEmpty(draft)) sessionStorage.removeItem(key(productId));
    else sessionStorage.setItem(key(productId), JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the form still holds the text while it is open.
  }
}

function read(productId: string): SavedReviewDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(key(productId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { userId, reviewId, rating, title, comment } = raw as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof title !== 'string' || typeof comment !== 'string') return null;
  return {
    userId,
    reviewId: typeof reviewId === 'string' ? reviewId : null,
    rating: typeof rating === 'number' && Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
    title,
    comment,
  };
}

/** The draft this shopper left for the product; another shopper's (a shared device) is not theirs to see. */
export function readReviewDraft(productId: string, userId: string): SavedReviewDraft | null {
  const draft = read(productId);
  return draft && draft.userId === userId ? draft : null;
}

export function clearReviewDraft(productId: string): void {
  try {
    sessionStorage.removeItem(key(productId));
  } catch {
    // Nothing was kept.
  }
}

/** Every kept draft, of any product: a deliberate sign-out leaves none of what was typed in the tab. */
export function clearAllReviewDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const name = sessionStorage.key(i);
      if (name?.startsWith(PREFIX)) sessionStorage.removeItem(name);
    }
  } catch {
    // Nothing was kept.
  }
}
