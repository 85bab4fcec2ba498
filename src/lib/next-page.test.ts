// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepForNextPage, takeFromLastPage } from './next-page';

const isText = (value: unknown): value is string => typeof value === 'string';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a value kept for the next page', () => {
  it('is taken once', () => {
    keepForNextPage('k', 'asha@example.com');
    expect(takeFromLastPage('k', 60_000, isText)).toBe('asha@example.com');
    expect(takeFromLastPage('k', 60_000, isText)).toBeNull();
  });

  it('is taken up to its last millisecond, and dropped after it', () => {
    vi.useFakeTimers({ now: 0 });
    keepForNextPage('k', 'a');
    vi.setSystemTime(60_000);
    expect(takeFromLastPage('k', 60_000, isText)).toBe('a');
    keepForNextPage('k', 'b');
    vi.setSystemTime(120_001);
    expect(takeFromLastPage('k', 60_000, isText)).toBeNull();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('is nothing when what was stored is not ours, and is removed all the same', () => {
    keepForNextPage('k', 42);
    expect(takeFromLastPage('k', 60_000, isText)).toBeNull();
    expect(sessionStorage.getItem('k')).toBeNull();
    sessionStorage.setItem('k', '{broken');
    expect(takeFromLastPage('k', 60_000, isText)).toBeNull();
    expect(sessionStorage.getItem('k')).toBeNull();
    sessionStorage.setItem('k', JSON.stringify({ value: 'no time' }));
    expect(takeFromLastPage('k', 60_000, isText)).toBeNull();
  });

  it('keeps nothing, and throws nothing, when storage refuses', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: refuse, removeItem: refuse });
    expect(() => keepForNextPage('k', 'a')).not.toThrow();
    expect(takeFromLastPage('k', 60_000, isText)).toBeNull();
  });
});
