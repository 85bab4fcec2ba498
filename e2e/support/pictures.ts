import { expect, type Locator } from '@playwright/test';

/**
 * The file a browser chose from an image's srcset (the width in its name, `…-320.webp` or `…-320.avif` → 320),
 * with the image's laid-out width and the screen's device pixels: scrolled into view first, so a
 * lazy image loads.
 */
export async function pictureChoice(image: Locator): Promise<{ file: number; width: number; dpr: number }> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    file: Number(/-(\d+)\.(?:webp|avif)$/.exec(img.currentSrc)?.[1]),
    width: img.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
  }));
}
