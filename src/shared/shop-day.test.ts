import { describe, expect, it } from 'vitest';
import { endOfShopDay, shopDayStart, startOfShopDay } from './shop-day.ts';

describe("the shop's days are days in India", () => {
  it('starts a date at midnight IST', () => {
    expect(startOfShopDay('2025-03-10').toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(endOfShopDay('2025-03-10').toISOString()).toBe('2025-03-10T18:30:00.000Z');
  });

  it('puts 20:00 UTC in the next Indian day, and 18:00 UTC in the same one', () => {
    expect(shopDayStart(new Date('2025-03-10T20:00:00Z')).toISOString()).toBe('2025-03-10T18:30:00.000Z');
    expect(shopDayStart(new Date('2025-03-10T18:00:00Z')).toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(shopDayStart(new Date('2025-03-10T18:00:00Z'), -6).toISOString()).toBe('2025-03-03T18:30:00.000Z');
  });
});
