import pLimit from 'p-limit';
import { HttpError, badRequest } from '../errors.ts';
import { loadSharp, type OpenImage } from './sharp.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_SIZE = 256;

/**
 * How many avatars are decoded at once. A 2 MB file may hold 40 megapixels: four at once took about
 * 130 MB and a second of CPU, a small machine's every core. More wait their turn (each is a
 * fraction of a second), so a burst slows the uploads, not the pages and orders beside them.
 */
const AVATAR_DECODES_AT_ONCE = 2;
const decoding = pLimit(AVATAR_DECODES_AT_ONCE);

/**
 * Checks that an upload really is an image (by its content, not its name or type),
 * and re-encodes it as a square WebP, which also drops its metadata (location, camera).
 */
export async function avatarWebp(file: unknown): Promise<Uint8Array> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('Please choose an image file for your avatar.');
  if (file.size > AVATAR_MAX_BYTES) throw new HttpError(413, 'Your avatar image must be 2 MB or smaller.');
  const input = Buffer.from(await file.arrayBuffer());
  const openImage = await loadSharp();
  return decoding(() => squareWebp(openImage, input));
}

/** The decode and re-encode itself, one of the few at once (`decoding`). */
async function squareWebp(openImage: OpenImage, input: Buffer): Promise<Uint8Array> {
  try {
    const image = openImage(input);
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    const output = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw badRequest('That file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.');
  }
}
