import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { Storage } from 'unstorage';
import { HttpError, unprocessable } from '../errors.ts';
import { loadSharp } from '../storage/sharp.ts';

// One pipeline for every picture the staff upload (docs/decisions/018, 066): checked by its content
// (sharp reads it as a JPEG, PNG, WebP or AVIF; its name and declared type are ignored), refused over
// a size or under a side, re-encoded as WebP in each width the storefront's srcset names (never
// wider than the source, EXIF orientation applied, metadata dropped), and as AVIF too in the widths
// its kind offers as AVIF (a product page's main picture, decision 196), and stored through
// unstorage under a key made from its bytes: `<namespace>:<key>-<width>.webp` (and `.avif`). Used
// for product pictures (product-images.ts) and category pictures (category-image.ts).

/** What one kind of uploaded picture is made into. */
export type PictureKind = {
  /** The unstorage namespace, also the folder of its address under /api/v1/files/. */
  namespace: string;
  /** Widths made, as the storefront's srcset names them (src/shared/images.ts). */
  widths: readonly number[];
  /** Widths made as AVIF as well (decision 196); none when absent. */
  avifWidths?: readonly number[];
  /** Cut to a centred square first (category circles); otherwise the picture keeps its shape. */
  square: boolean;
  maxBytes: number;
  minSide: number;
  /** How a message names the picture: 'a product picture'. */
  noun: string;
};

export type PictureFormat = 'webp' | 'avif';
export type PreparedPicture = { key: string; files: { width: number; format: PictureFormat; bytes: Uint8Array }[] };

/** Bump when the encoding below changes, so new files get new (immutable) addresses. */
const ENCODING_VERSION = 'webp-q80-v1';
const READABLE = 'a JPEG, PNG, WebP or AVIF picture';
/** How every stored file is encoded. */
const WEBP = { quality: 80 } as const;
/**
 * AVIF at quality 52 for the WebP's 80, as the shipped pictures' AVIF 44 matches their WebP 72
 * (decision 102). Effort 2, not sharp's default 4: the three widths of an 1,000 px picture in
 * 0.7 s on this project's 2-core host (4: 4.5 s), for 11 % more bytes.
 */
const AVIF = { quality: 52, effort: 2 } as const;

const shortName = (file: File) => {
  const name = file.name.trim() || 'The file';
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
};

/** The formats we accept, as sharp names them (AVIF is a HEIF container with AV1 inside). */
function acceptedFormat(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  return meta.format === 'heif' && meta.compression === 'av1';
}

/** A form's file entries, without the empty entry a form sends when no file was chosen. */
export const chosenFiles = (files: unknown[]) => files.filter((f): f is File => f instanceof File && !(f.size === 0 && f.name === ''));

/**
 * One upload, checked and re-encoded in every width of its kind, never wider than the source (a
 * 500 px picture gives product files 320, 500 and 500 px wide, so every width the srcset names exists).
 */
export async function preparePicture(kind: PictureKind, file: File): Promise<PreparedPicture> {
  const name = shortName(file);
  const megabytes = kind.maxBytes / 1024 / 1024;
  if (file.size > kind.maxBytes) throw new HttpError(413, `"${name}" is larger than ${megabytes} MB. Please choose a smaller picture.`);
  if (file.size === 0) throw unprocessable(`"${name}" is empty. Please choose ${READABLE}.`);
  const input = Buffer.from(await file.arrayBuffer());
  const openImage = await loadSharp();
  let meta: Metadata;
  try {
    meta = await openImage(input).metadata();
  } catch {
    throw unprocessable(`"${name}" is not ${READABLE}.`);
  }
  if (!acceptedFormat(meta) || !meta.width || !meta.height) throw unprocessable(`"${name}" is not ${READABLE}.`);
  const side = Math.min(meta.width, meta.height);
  if (side < kind.minSide) {
    throw unprocessable(`"${name}" is ${meta.width} × ${meta.height} pixels: ${kind.noun} must be at least ${kind.minSide} pixels on each side.`);
  }
  try {
    const source = openImage(input).rotate();
    const resize = (width: number) =>
      kind.square
        ? { width: Math.min(width, side), height: Math.min(width, side), fit: 'cover' as const, position: 'attention' as const }
        : { width, withoutEnlargement: true };
    const files = await Promise.all([
      ...kind.widths.map(async (width) => ({
        width,
        format: 'webp' as const,
        bytes: new Uint8Array(await source.clone().resize(resize(width)).webp(WEBP).toBuffer()),
      })),
      ...(kind.avifWidths ?? []).map(async (width) => ({
        width,
        format: 'avif' as const,
        bytes: new Uint8Array(await source.clone().resize(resize(width)).avif(AVIF).toBuffer()),
      })),
    ]);
    const version = kind.square ? `${ENCODING_VERSION}-square` : ENCODING_VERSION;
    const key = createHash('sha256').update(version).update(input).digest('hex').slice(0, 24);
    return { key, files };
  } catch {
    throw unprocessable(`"${name}" could not be read to the end: it is damaged or not ${READABLE}.`);
  }
}

/** Stored bytes as unstorage hands them back (a Uint8Array, or an ArrayBuffer from some drivers). */
export const storedBytes = (raw: unknown): Uint8Array<ArrayBuffer> => new Uint8Array(raw instanceof Uint8Array ? raw : (raw as ArrayBuffer));

/**
 * A stored picture's file in one width of its kind, or null when the picture is not stored.
 * A picture uploaded before that width joined its kind (decision 093) has no file in it: the file
 * is made from the next wider one stored (the widest, if none is wider), never wider than that
 * one, encoded as an upload's files are, and stored, so it is made once. Likewise an AVIF file
 * (decision 196) of a picture uploaded before AVIF was made: from its WebP file of that width.
 */
export async function pictureFile(storage: Storage, kind: PictureKind, key: string, width: number, format: PictureFormat = 'webp'): Promise<Uint8Array<ArrayBuffer> | null> {
  const storageKey = (w: number, f: PictureFormat = 'webp') => `${kind.namespace}:${key}-${w}.${f}`;
  if (format === 'avif') {
    if (!kind.avifWidths?.includes(width)) return null;
    const stored = await storage.getItemRaw(storageKey(width, 'avif'));
    if (stored) return storedBytes(stored);
    const webp = await pictureFile(storage, kind, key, width);
    if (!webp) return null;
    const openImage = await loadSharp();
    const bytes = new Uint8Array(await openImage(Buffer.from(webp)).avif(AVIF).toBuffer());
    await storage.setItemRaw(storageKey(width, 'avif'), bytes);
    return bytes;
  }
  const stored = await storage.getItemRaw(storageKey(width));
  if (stored) return storedBytes(stored);
  const wider = kind.widths.filter((w) => w > width).sort((a, b) => a - b);
  const narrower = kind.widths.filter((w) => w < width).sort((a, b) => b - a);
  for (const from of [...wider, ...narrower]) {
    const source = await storage.getItemRaw(storageKey(from));
    if (!source) continue;
    const openImage = await loadSharp();
    const bytes = new Uint8Array(await openImage(Buffer.from(storedBytes(source))).resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer());
    await storage.setItemRaw(storageKey(width), bytes);
    return bytes;
  }
  return null;
}

/** Stores every file of a prepared picture (the same bytes give the same key: storing twice is harmless). */
export async function storePicture(storage: Storage, kind: PictureKind, picture: PreparedPicture): Promise<void> {
  for (const file of picture.files) await storage.setItemRaw(`${kind.namespace}:${picture.key}-${file.width}.${file.format}`, file.bytes);
}
