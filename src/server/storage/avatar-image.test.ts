import { describe, expect, it, vi } from 'vitest';

// sharp replaced by a stand-in whose encode takes a while and counts how many run at once.
const running = { now: 0, most: 0 };
vi.mock('./sharp.ts', () => ({
  loadSharp: async () => () => {
    const image = {
      metadata: async () => ({ width: 7000, height: 5700 }),
      rotate: () => image,
      resize: () => image,
      webp: () => image,
      toBuffer: async () => {
        running.most = Math.max(running.most, ++running.now);
        await new Promise((r) => setTimeout(r, 30));
        running.now--;
        return Buffer.from('webp');
      },
    };
    return image;
  },
}));

const { avatarWebp } = await import('./avatar-image.ts');

describe('avatarWebp', () => {
  it('decodes at most two pictures at once: a burst of large uploads waits its turn instead of taking every core', async () => {
    const files = Array.from({ length: 5 }, (_, i) => new File([new Uint8Array([1, 2, 3, i])], `big-${i}.jpg`, { type: 'image/jpeg' }));
    const pictures = await Promise.all(files.map((f) => avatarWebp(f)));
    expect(pictures).toHaveLength(5);
    expect(running.most).toBe(2);
  });
});
