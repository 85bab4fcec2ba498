import { HttpError, badRequest } from '../errors.ts';
import { loadSharp } from './sharp.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_SIZE = 256;

/**
 * Checks that an upload really is an image (by its content, not its name or type),
 * and re-encodes it as a square WebP, which also drops its metadata (location, camera).
 */
export async function avatarWebp(file: unknown): Promise<Uint8Array> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('Please choose an image file for your avatar.');
  if (file.size > AVATAR_MAX_BYTES) throw new HttpError(413, 'Your avatar image must be 2 MB or smaller.');
  const input = Buffer.from(await file.arrayBuffer());
  const openImage = await loadSharp();
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
