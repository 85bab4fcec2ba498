import { describe, expect, it } from 'vitest';
import { formatAverage, reviewCountText } from './review-summary-text';

describe('the review summary texts', () => {
  it('give the average to one decimal', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(0)).toBe('0.0');
  });

  it('count the reviews as the specification writes it', () => {
    expect(reviewCountText(1)).toBe('1 Review(s)');
    expect(reviewCountText(12)).toBe('12 Review(s)');
  });
});
