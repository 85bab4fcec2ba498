import { isObject } from './api/types';
import { readString } from './read';

export type Review = {
  _id: string;
  productId: string;
  /** The author's id, when known (to offer edit and delete on one's own reviews). */
  userId: string | null;
  /** The author's name, or 'Anonymous'. */
  authorName: string;
  rating: number;
  title: string;
  comment: string;
  /** ISO date. */
  createdAt: string;
  /** True while an optimistic review waits for the server. */
  pending?: boolean;
};

export const ANONYMOUS_AUTHOR = 'Anonymous';


function person(value: unknown): { id: string | null; name: string } {
  if (isObject(value)) {
    return {
      id: readString(value._id ?? value.id) || null,
      name: readString(value.fullName) || readString(value.name) || readString(value.userName),
    };
  }
  // A bare value is the author's id (an unpopulated reference).
  return { id: readString(value) || null, name: '' };
}

/** Reads a review: the author from `userId` (an object with a name, or an id) or `user`. */
export function normalizeReview(input: unknown): Review {
  const raw = isObject(input) ? input : {};
  const fromUserId = person(raw.userId);
  const fromUser = person(raw.user);
  const rating = Number(raw.rating);
  const productId = isObject(raw.productId) ? readString(raw.productId._id) : readString(raw.productId ?? raw.product);
  return {
    _id: readString(raw._id ?? raw.id),
    productId,
    userId: fromUserId.id ?? fromUser.id,
    authorName: fromUserId.name || fromUser.name || readString(raw.authorName) || ANONYMOUS_AUTHOR,
    rating: Number.isFinite(rating) ? rating : 0,
    title: readString(raw.title),
    comment: readString(raw.comment),
    createdAt: readString(raw.createdAt),
  };
}

/** The author's initial for the avatar circle. */
export function authorInitial(review: Pick<Review, 'authorName'>): string {
  return (review.authorName.trim().charAt(0) || ANONYMOUS_AUTHOR.charAt(0)).toUpperCase();
}

export type Star = 1 | 2 | 3 | 4 | 5;
/** How many reviews gave each number of stars. */
export type RatingBreakdown = Record<Star, number>;
export const STARS: readonly Star[] = [1, 2, 3, 4, 5];

export const emptyBreakdown = (): RatingBreakdown => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/**
 * Reads a breakdown sent as `{ 1: n, …, 5: n }` (keys may be strings) or as
 * `[{ rating, count }]`; null when the value is neither.
 */
export function readRatingBreakdown(value: unknown): RatingBreakdown | null {
  const breakdown = emptyBreakdown();
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (!isObject(entry)) continue;
      const star = Number(entry.rating ?? entry._id ?? entry.stars);
      const count = Number(entry.count);
      if (STARS.includes(star as Star) && Number.isFinite(count) && count >= 0) breakdown[star as Star] = count;
    }
    return breakdown;
  }
  if (!isObject(value)) return null;
  for (const star of STARS) {
    const count = Number(value[star] ?? 0);
    breakdown[star] = Number.isFinite(count) && count >= 0 ? count : 0;
  }
  return breakdown;
}
