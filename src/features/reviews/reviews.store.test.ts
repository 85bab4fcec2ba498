import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, type FakeAnswer } from '@tests/support/fake-server';
import { freshStores, settle, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };
const review = (id: string, rating: number, name = 'Meera') => ({
  _id: id,
  productId: 'p1',
  rating,
  comment: `Comment ${id}`,
  userId: { _id: `u-${id}`, fullName: name },
  createdAt: '2025-08-01T00:00:00.000Z',
});

let t: FreshStores;
let serverReviews: ReturnType<typeof review>[];

beforeEach(async () => {
  t = await freshStores();
  serverReviews = [review('r1', 5), review('r2', 3)];
  t.server.on('GET', '/reviews', (req) =>
    ok({
      reviews: serverReviews,
      averageRating: serverReviews.length ? 4 : 0,
      totalReviews: serverReviews.length,
      ratingBreakdown: { 5: serverReviews.filter((r) => r.rating === 5).length, 3: serverReviews.filter((r) => r.rating === 3).length },
      pagination: { page: Number(req.query.get('page')), limit: 10, total: serverReviews.length, totalPages: 1, hasNextPage: false, hasPrevPage: false },
    }),
  );
});

async function loaded() {
  t.storage.set('auth-store', JSON.stringify(asha));
  const store = await import('./reviews.store');
  await store.loadProductReviews('p1');
  return store;
}

const reviewsOf = (store: typeof import('./reviews.store')) => store.$productReviews('p1').get();

describe('loading', () => {
  it('asks for the product, page 1, limit 10, and keeps the summary', async () => {
    const store = await loaded();
    const call = t.server.calls[0];
    expect([call?.query.get('productId'), call?.query.get('page'), call?.query.get('limit')]).toEqual(['p1', '1', '10']);
    expect(reviewsOf(store).reviews.map((r) => r._id)).toEqual(['r1', 'r2']);
    expect(reviewsOf(store).summary).toEqual({
      averageRating: 4,
      totalReviews: 2,
      ratingBreakdown: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
    });
  });

  it('answers from the session cache the second time', async () => {
    const store = await loaded();
    await store.loadProductReviews('p1');
    expect(t.server.callsTo('GET', '/reviews')).toHaveLength(1);
  });

  it('fetches again when forced or paged', async () => {
    const store = await loaded();
    await store.loadProductReviews('p1', { force: true });
    await store.loadProductReviews('p1', { page: 2 });
    expect(t.server.callsTo('GET', '/reviews').map((c) => c.query.get('page'))).toEqual(['1', '1', '2']);
  });

  it('tells a failed load with the reason', async () => {
    t.server.on('GET', '/reviews', fail(500));
    const store = await import('./reviews.store');
    await store.loadProductReviews('p1');
    expect(reviewsOf(store).loading).toBe(false);
    expect(await t.toasts()).toEqual(['error: Failed to load reviews: Request failed with status 500']);
  });
});

describe('writing a review', () => {
  it('refuses a review without productId or rating', async () => {
    const store = await loaded();
    expect(await store.createReview({ productId: '', rating: 4, comment: 'x' })).toBe(false);
    expect(await store.createReview({ productId: 'p1', rating: 0, comment: 'x' })).toBe(false);
    expect(await t.toasts()).toEqual(['error: productId and rating are required', 'error: productId and rating are required']);
    expect(t.server.callsTo('POST', '/reviews')).toHaveLength(0);
  });

  it("shows a temporary entry by 'You' at once, then the server's review", async () => {
    const store = await loaded();
    const gate = deferred<FakeAnswer>();
    t.server.on('POST', '/reviews', () => gate.promise);
    const pending = store.createReview({ productId: 'p1', rating: 4, title: ' Tasty ', comment: '  Fresh and crisp  ' });
    const during = reviewsOf(store);
    expect(during.reviews[0]).toMatchObject({ authorName: 'You', rating: 4, comment: 'Fresh and crisp', title: 'Tasty', pending: true });
    expect(during.summary.totalReviews).toBe(3);
    gate.resolve(ok({ _id: 'r3', productId: 'p1', rating: 4, comment: 'Fresh and crisp', userId: 'u1' }));
    expect(await pending).toBe(true);
    const after = reviewsOf(store);
    expect(after.reviews.map((r) => r._id)).toEqual(['r3', 'r1', 'r2']);
    expect(after.reviews[0]).toMatchObject({ authorName: 'Asha Patil', userId: 'u1' });
    expect(after.reviews[0]?.pending).toBeUndefined();
    expect(t.server.callsTo('POST', '/reviews')[0]?.body).toEqual({ productId: 'p1', rating: 4, title: 'Tasty', comment: 'Fresh and crisp' });
    expect(await t.toasts()).toEqual(['success: Review submitted']);
  });

  it('refetches the list when the answer lacks an id', async () => {
    const store = await loaded();
    t.server.on('POST', '/reviews', () => {
      serverReviews = [review('r9', 2, 'Asha Patil'), ...serverReviews];
      return ok({ acknowledged: true });
    });
    expect(await store.createReview({ productId: 'p1', rating: 2, comment: 'Too salty' })).toBe(true);
    expect(t.server.callsTo('GET', '/reviews')).toHaveLength(2);
    expect(reviewsOf(store).reviews.map((r) => r._id)).toEqual(['r9', 'r1', 'r2']);
  });

  it('restores the previous list when the call fails', async () => {
    const store = await loaded();
    const before = reviewsOf(store);
    t.server.on('POST', '/reviews', fail(429, 'Too many reviews, try again later'));
    expect(await store.createReview({ productId: 'p1', rating: 5, comment: 'Great' })).toBe(false);
    expect(reviewsOf(store)).toEqual(before);
    expect(await t.toasts()).toEqual(['error: Too many reviews, try again later']);
  });

  it('leaves no trace on a product never loaded when the call fails', async () => {
    const store = await import('./reviews.store');
    t.server.on('POST', '/reviews', fail(500));
    await store.createReview({ productId: 'p7', rating: 5, comment: 'Great' });
    expect(store.$reviewsByProduct.get().p7).toBeUndefined();
    expect(await t.toasts()).toEqual(['error: Failed to submit review: Request failed with status 500']);
  });
});

describe('editing and deleting', () => {
  it('requires an id', async () => {
    const store = await loaded();
    expect(await store.updateReview('', { rating: 2 })).toBe(false);
    expect(await store.deleteReview('')).toBe(false);
    expect(await t.toasts()).toEqual(['error: id is required', 'error: id is required']);
  });

  it('replaces the review in the list and moves its rating in the summary', async () => {
    const store = await loaded();
    t.server.on('PATCH', '/reviews/:id', (req) => ok({ ...review('r2', 5), ...(req.body as object) }));
    expect(await store.updateReview('r2', { rating: 5, comment: ' Better now ' })).toBe(true);
    expect(t.server.calls.at(-1)?.body).toEqual({ rating: 5, comment: 'Better now' });
    const after = reviewsOf(store);
    expect(after.reviews[1]).toMatchObject({ _id: 'r2', rating: 5, comment: 'Better now', authorName: 'Meera' });
    expect(after.summary).toMatchObject({ averageRating: 5, ratingBreakdown: { 3: 0, 5: 2 } });
    expect(await t.toasts()).toEqual(['success: Review updated']);
  });

  it('removes a deleted review', async () => {
    const store = await loaded();
    t.server.on('DELETE', '/reviews/:id', ok(null));
    expect(await store.deleteReview('r1')).toBe(true);
    expect(reviewsOf(store).reviews.map((r) => r._id)).toEqual(['r2']);
    expect(reviewsOf(store).summary).toMatchObject({ averageRating: 3, totalReviews: 1 });
    expect(await t.toasts()).toEqual(['success: Review deleted']);
  });

  it("keeps the review when deleting is refused and shows the server's reason", async () => {
    const store = await loaded();
    t.server.on('DELETE', '/reviews/:id', fail(403, 'You can only delete your own review'));
    expect(await store.deleteReview('r1')).toBe(false);
    expect(reviewsOf(store).reviews).toHaveLength(2);
    expect(await t.toasts()).toEqual(['error: You can only delete your own review']);
  });
});

describe("a shopper's own reviews", () => {
  it('loads them from /reviews/user/:id', async () => {
    const store = await loaded();
    t.server.on('GET', '/reviews/user/:id', ok([review('r1', 5)]));
    await store.loadUserReviews('u1');
    await settle();
    expect(store.$userReviews.get()).toMatchObject({ userId: 'u1', loaded: true });
    expect(store.$userReviews.get().reviews.map((r) => r._id)).toEqual(['r1']);
  });

  it("tells a failure with the user's-reviews text", async () => {
    const store = await loaded();
    t.server.on('GET', '/reviews/user/:id', fail(500));
    await store.loadUserReviews('u1');
    expect(await t.toasts()).toEqual(["error: Failed to load user's reviews: Request failed with status 500"]);
  });
});

describe('one store per product', () => {
  it('is the same store all session in a browser, and kept by no server render', async () => {
    const store = await loaded();
    // The server (no window): a store for each render, reading the same reviews, none kept
    const first = store.$productReviews('p1');
    expect(store.$productReviews('p1')).not.toBe(first);
    expect(store.$productReviews('p1').get()).toBe(first.get());
    vi.stubGlobal('window', {});
    try {
      const kept = store.$productReviews('p1');
      expect(store.$productReviews('p1')).toBe(kept);
      expect(kept.get().reviews.map((r) => r._id)).toEqual(['r1', 'r2']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the shopper's own review of a product", () => {
  const mine = (id: string, extra: Record<string, unknown> = {}) => ({ ...review(id, 4, 'Asha Patil'), userId: { _id: 'u1', fullName: 'Asha Patil' }, ...extra });
  const myReviewOf = (store: typeof import('./reviews.store'), productId: string) => store.$myReviews.get()[productId];

  it('is read from /reviews/mine for the product, once, and tells shown from hidden', async () => {
    const store = await loaded();
    t.server.on('GET', '/reviews/mine', (req) => ok(req.query.get('productId') === 'p1' ? mine('r7', { hidden: false }) : mine('r8', { hidden: true })));
    expect(myReviewOf(store, 'p1')).toBeUndefined();
    await Promise.all([store.loadMyReview('p1'), store.loadMyReview('p1')]);
    await store.loadMyReview('p1');
    await store.loadMyReview('p2');
    expect(t.server.callsTo('GET', '/reviews/mine').map((c) => c.query.get('productId'))).toEqual(['p1', 'p2']);
    expect(myReviewOf(store, 'p1')).toMatchObject({ state: 'shown', review: { _id: 'r7', authorName: 'Asha Patil' } });
    expect(myReviewOf(store, 'p2')).toMatchObject({ state: 'hidden', review: { _id: 'r8' } });
    // Forced, it is read again (after a 409, or once a review is written).
    t.server.on('GET', '/reviews/mine', ok(null));
    await store.loadMyReview('p1', { force: true });
    expect(myReviewOf(store, 'p1')).toEqual({ state: 'none' });
  });

  it('is none when the server answers null, and never asked for by a guest', async () => {
    const store = await loaded();
    t.server.on('GET', '/reviews/mine', ok(null));
    await store.loadMyReview('p1');
    expect(myReviewOf(store, 'p1')).toEqual({ state: 'none' });

    const { $user } = await import('@/features/auth/session.store');
    $user.set(null);
    expect(myReviewOf(store, 'p1')).toBeUndefined();
    expect(await store.loadMyReview('p2')).toEqual({ state: 'none' });
    expect(t.server.callsTo('GET', '/reviews/mine')).toHaveLength(1);
  });

  it('is unknown after a failure, said with the review text; a 401 says nothing', async () => {
    const store = await loaded();
    t.server.on('GET', '/reviews/mine', fail(500));
    await store.loadMyReview('p1');
    expect(myReviewOf(store, 'p1')).toEqual({ state: 'unknown' });
    t.server.on('GET', '/reviews/mine', fail(401, 'Please sign in to continue.'));
    t.server.on('POST', '/users/refresh-token', fail(401, 'Please sign in to continue.'));
    await store.loadMyReview('p2');
    expect(await t.toasts()).toEqual(['error: Failed to load review: Request failed with status 500']);
  });

  it('is forgotten when another shopper signs in here, and a read for the one before is dropped', async () => {
    const store = await loaded();
    const gate = deferred<FakeAnswer>();
    t.server.on('GET', '/reviews/mine', () => gate.promise);
    const reading = store.loadMyReview('p1');
    const { $user } = await import('@/features/auth/session.store');
    $user.set({ ...asha, _id: 'u2', fullName: 'Ravi' } as never);
    gate.resolve(ok(mine('r7')));
    await reading;
    expect(myReviewOf(store, 'p1')).toBeUndefined();
  });
});
