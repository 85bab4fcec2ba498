import { describe, expect, it } from 'vitest';
import { emptyReviewPage, firstReviewPageButtons, readReview, readReviewPage } from './reviews';
import type { ApiEnvelope } from './types';

const envelope = (data: unknown, extra: Record<string, unknown> = {}) =>
  ({ statusCode: 200, data, message: 'OK', success: true, ...extra }) as ApiEnvelope<unknown>;

describe('readReviewPage', () => {
  it('reads data.reviews with the summary and pagination', () => {
    const page = readReviewPage(
      envelope({
        reviews: [{ _id: 'r1', rating: 5, comment: 'Lovely', userId: { _id: 'u1', fullName: 'Meera' } }],
        averageRating: 5,
        totalReviews: 1,
        ratingBreakdown: { '5': 1 },
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false },
      }),
    );
    expect(page.reviews[0]).toMatchObject({ _id: 'r1', authorName: 'Meera', userId: 'u1' });
    expect(page.averageRating).toBe(5);
    expect(page.ratingBreakdown).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 });
    expect(page.pagination.total).toBe(1);
  });

  it('reads a bare list in data', () => {
    expect(readReviewPage(envelope([{ _id: 'r1', rating: 4 }])).reviews).toHaveLength(1);
  });

  it('reads reviews and pagination at the top level', () => {
    const page = readReviewPage(
      envelope(null, { reviews: [{ _id: 'r1' }, { _id: 'r2' }], pagination: { page: 2, limit: 2, total: 4 } }),
    );
    expect(page.reviews.map((r) => r._id)).toEqual(['r1', 'r2']);
    expect(page.pagination).toMatchObject({ page: 2, totalPages: 2, hasPrevPage: true });
    expect(page.averageRating).toBeNull();
  });

  it('shows an author without a name as Anonymous', () => {
    expect(readReviewPage(envelope([{ _id: 'r1', userId: 'u9' }])).reviews[0]).toMatchObject({
      authorName: 'Anonymous',
      userId: 'u9',
    });
  });
});

describe('readReview', () => {
  it('reads the review from data', () => {
    expect(readReview(envelope({ _id: 'r1', rating: 3 }))?._id).toBe('r1');
  });

  it('gives null when the answer lacks an id', () => {
    expect(readReview(envelope({ rating: 3 }))).toBeNull();
    expect(readReview(envelope(null))).toBeNull();
  });
});

describe('firstReviewPageButtons', () => {
  it('counts pages of 10 from the number of reviews, however many the page read; one page at least, as an answer read', () => {
    expect(firstReviewPageButtons(0)).toEqual({ page: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false });
    expect(firstReviewPageButtons(10)).toEqual({ page: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false });
    expect(firstReviewPageButtons(11)).toEqual({ page: 1, totalPages: 2, hasPrevPage: false, hasNextPage: true });
  });
});

describe('emptyReviewPage', () => {
  it("is what the API's answer for a product without reviews reads as", () => {
    const answer = { statusCode: 200, success: true, message: 'Reviews', data: { reviews: [], averageRating: 0, totalReviews: 0, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, pagination: { page: 1, limit: 3, total: 0, totalPages: 0, hasNextPage: false, hasPrevPage: false } } };
    expect(emptyReviewPage(3)).toEqual(readReviewPage(answer as ApiEnvelope<unknown>, { page: 1, limit: 3 }));
  });
});
