// sharp (libvips) loaded at the first picture a shopper or the staff upload, not at start: it holds
// about 19 MB of a process's memory that no page or catalogue answer needs (decision 088).
import type { Sharp } from 'sharp';

/** Reads an image buffer the way every upload is read: pixel bomb limited, broken files refused. */
export type OpenImage = (input: Buffer) => Sharp;

let loaded: Promise<OpenImage> | undefined;

export function loadSharp(): Promise<OpenImage> {
  loaded ??= import('sharp').then(({ default: sharp }) => (input: Buffer) => sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }));
  return loaded;
}
