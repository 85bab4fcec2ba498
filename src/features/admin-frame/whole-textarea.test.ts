import { describe, expect, it } from 'vitest';
import { scrollToShow } from './whole-textarea';

describe('scrollToShow', () => {
  it('leaves a box already wholly on screen where it is', () => {
    expect(scrollToShow(100, 200, 360)).toBe(0);
  });

  it('scrolls up to a box cut at the top (reached from below), keeping room for the focus ring', () => {
    expect(scrollToShow(-15, 110, 360)).toBe(-23);
  });

  it('scrolls down to a box cut at the bottom (reached from above)', () => {
    expect(scrollToShow(306, 420, 360)).toBe(68);
  });

  it('leaves a box taller than the screen to the browser, which keeps its caret in view', () => {
    expect(scrollToShow(-100, 400, 360)).toBe(0);
  });
});
