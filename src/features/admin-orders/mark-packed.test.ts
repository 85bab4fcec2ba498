import { describe, expect, it } from 'vitest';
import { packedNotice, tickedOrders } from './mark-packed';

describe("To pack's ticked orders", () => {
  const form = (...ids: string[]) => {
    const data = new FormData();
    for (const id of ids) data.append('order', id);
    return data;
  };

  it('takes each ticked order once, drops empty values, and stops at the page’s maximum', () => {
    expect(tickedOrders(form('a', 'b', 'a', ''), 100)).toEqual(['a', 'b']);
    expect(tickedOrders(form('a', 'b', 'c'), 2)).toEqual(['a', 'b']);
    expect(tickedOrders(form(), 100)).toEqual([]);
  });

  it('says how many were marked, and nothing when none was', () => {
    expect(packedNotice(0)).toBeNull();
    expect(packedNotice(1)).toBe('Order marked processing.');
    expect(packedNotice(3)).toBe('3 orders marked processing.');
  });
});
