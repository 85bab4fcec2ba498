import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReviewPage } from '@/lib/api/reviews';
import ReviewList from './ReviewList';
import ReviewsSection from './ReviewsSection';
import ReviewSummary from './ReviewSummary';

const page = (reviews: ReviewPage['reviews'], average: number): ReviewPage => ({
  reviews,
  pagination: { page: 1, limit: 10, total: reviews.length, totalPages: 1, hasNextPage: false, hasPrevPage: false },
  averageRating: average,
  totalReviews: reviews.length,
  ratingBreakdown: null,
});

// As the product page renders it: the first page as static slots of the island (not as its props).
const render = (initial: ReviewPage | null) =>
  renderToString(
    <ReviewsSection
      productId="p-test"
      pages={initial?.pagination ?? null}
      path="/product/p-test?tab=reviews"
      summary={initial && <ReviewSummary average={initial.averageRating ?? 0} total={initial.totalReviews ?? initial.pagination.total} />}
      list={initial && <ReviewList reviews={initial.reviews} />}
    />,
  );

describe('the reviews section as the server renders it', () => {
  it("says 'Loading reviews…' when the server could not fetch them", () => {
    const html = render(null);
    expect(html).toContain('What our customers say');
    expect(html).toContain('Loading reviews…');
  });

  it("says 'No reviews yet.' with 0.0 and '0 Review(s)' for a product nobody reviewed", () => {
    const html = render(page([], 0));
    expect(html).toContain('No reviews yet.');
    expect(html).toContain('0.0');
    expect(html).toContain('0 Review(s)');
  });

  it('shows each review with its initial, name or Anonymous, rating, title, comment and date', () => {
    const html = render(
      page(
        [
          { _id: 'r1', productId: 'p-test', userId: 'u1', authorName: 'Priya', rating: 5, title: 'Lovely', comment: 'Fresh.', createdAt: '2026-03-01T10:00:00Z' },
          { _id: 'r2', productId: 'p-test', userId: null, authorName: 'Anonymous', rating: 3, title: '', comment: 'Fine.', createdAt: '2026-02-01T10:00:00Z' },
        ],
        4,
      ),
    );
    expect(html).toContain('4.0');
    expect(html).toContain('2 Review(s)');
    expect(html).toMatch(/>P<\/span>/);
    expect(html).toContain('Priya');
    expect(html).toContain('Anonymous');
    expect(html).toContain('Rated 5 out of 5');
    expect(html).toContain('Lovely');
    expect(html).toContain('Fresh.');
    expect(html).toContain('1 March 2026');
  });
});
