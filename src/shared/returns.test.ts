import { describe, expect, it } from 'vitest';
import { returnDeadline } from './returns';

describe('returnDeadline', () => {
  it("is the end of the seventh day after delivery, in India's time", () => {
    // Delivered 3 November 2026, 4:00 pm in India (10:30 UTC): returns until 10 November, 11:59:59.999 pm there.
    expect(returnDeadline(new Date('2026-11-03T10:30:00Z')).toISOString()).toBe('2026-11-10T18:29:59.999Z');
  });

  it("counts India's day, not UTC's, for a delivery late in the evening", () => {
    // 3 November, 8:00 pm UTC is already 4 November, 1:30 am in India.
    expect(returnDeadline(new Date('2026-11-03T20:00:00Z')).toISOString()).toBe('2026-11-11T18:29:59.999Z');
    // Just before India's midnight it is still the 3rd.
    expect(returnDeadline(new Date('2026-11-03T18:29:59Z')).toISOString()).toBe('2026-11-10T18:29:59.999Z');
  });
});
