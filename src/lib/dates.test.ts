import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, isoDay } from './dates';

describe('long dates', () => {
  it("write an order's time as the day it was in India", () => {
    // 20:00 UTC on 22 November is already 23 November in India.
    expect(formatLongDate('2026-11-22T20:00:00.000Z')).toBe('23 November 2026');
  });

  it("read an editor's calendar day in UTC when asked", () => {
    const day = new Date('2025-08-20');
    expect(formatLongDate(day, { timeZone: 'UTC' })).toBe('20 August 2025');
    expect(isoDay(day)).toBe('2025-08-20');
  });

  it('writes a frontmatter date as the calendar day it names, whatever the time zone', () => {
    const date = new Date('2025-08-20');
    expect(formatLongDate(date)).toBe('20 August 2025');
    expect(isoDay(date)).toBe('2025-08-20');
  });

  it('are empty for what is not a date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});

describe('date and time', () => {
  it('reads a moment in India, whatever the server’s time zone', () => {
    expect(formatDateTime('2026-11-24T20:05:00Z')).toMatch(/^25 Nov 2026, 1:35\s?am$/);
  });

  it('is empty for an unreadable value', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
