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

describe('dates with times', () => {
  it("write a moment as the day and time it was in India", () => {
    // 20:00 UTC on 22 November is 1:30 in the night of 23 November in India.
    expect(formatDateTime('2026-11-22T20:00:00.000Z')).toBe('23 November 2026, 1:30 am');
    expect(formatDateTime(new Date('2026-11-23T09:05:00.000Z'))).toBe('23 November 2026, 2:35 pm');
  });

  it('write noon and midnight on the twelve-hour clock', () => {
    expect(formatDateTime('2026-01-05T06:30:00.000Z')).toBe('5 January 2026, 12:00 pm');
    expect(formatDateTime('2026-01-04T18:30:00.000Z')).toBe('5 January 2026, 12:00 am');
  });

  it('are empty for what is not a date', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});
