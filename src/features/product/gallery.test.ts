import { describe, expect, it } from 'vitest';
import { wrapIndex, zoomOriginAt } from './gallery';

describe('the gallery', () => {
  it('wraps from the last image to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  it('stays on the only image of a one-image gallery, and on 0 when there is none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

describe('the zoom lens', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('follows the pointer as a percentage of the image', () => {
    expect(zoomOriginAt({ clientX: 200, clientY: 100 }, box)).toEqual({ x: 25, y: 25 });
    expect(zoomOriginAt({ clientX: 300, clientY: 150 }, box)).toEqual({ x: 50, y: 50 });
  });

  it('clamps a pointer outside the image to 0-100%', () => {
    expect(zoomOriginAt({ clientX: 0, clientY: 400 }, box)).toEqual({ x: 0, y: 100 });
    expect(zoomOriginAt({ clientX: 900, clientY: -10 }, box)).toEqual({ x: 100, y: 0 });
  });

  it('stays centred over an image with no size yet', () => {
    expect(zoomOriginAt({ clientX: 10, clientY: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});
