import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Real pictures for the upload tests, made by sharp here (no fixture files).

/** A solid-colour picture of this size and format. */
export const picture = (width: number, height: number, background: string, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();

/** Noise that does not compress, to pass a size limit with a real picture. */
export const bigPng = (side: number) => sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

export type PictureFile = { bytes: Uint8Array; name: string; type?: string };

/** A multipart form with these files in one field. */
export function pictureForm(field: string, ...files: PictureFile[]) {
  const form = new FormData();
  for (const file of files) form.append(field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/png' }));
  return form;
}
