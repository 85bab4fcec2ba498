import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from 'unstorage';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { HttpError, badRequest, conflict, notFound, unprocessable } from '../errors.ts';
import { IMAGE_WIDTHS, PRODUCT_UPLOAD_LIMITS, uploadedProductImagePath } from '../../shared/images.ts';
import { productForStaff } from './products.ts';

// A product's pictures, uploaded from the back-office (issue 14, docs/decisions/018). Each upload is
// checked by its content (sharp reads it as a JPEG, PNG, WebP or AVIF), re-encoded into the
// storefront's product widths as WebP, and stored through unstorage under a key made from its
// bytes: `products:<key>-<width>.webp`, served at /api/v1/files/products/<key>-<width>.webp. The
// product keeps the 640w path, as it does for a shipped picture, so the storefront's srcset helper
// (src/lib/images.ts) finds the 320w and 960w files beside it. Stored files are never deleted:
// orders keep a copy of the picture's path, and another product may show the same picture.

const {
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  maxFiles: PRODUCT_IMAGE_UPLOAD_MAX_FILES,
  maxPerProduct: PRODUCT_IMAGES_MAX,
  minSide: MIN_SIDE,
} = PRODUCT_UPLOAD_LIMITS;
/** Bump when the encoding below changes, so new files get new (immutable) addresses. */
const ENCODING_VERSION = 'webp-q80-v1';
const READABLE = 'a JPEG, PNG, WebP or AVIF picture';

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
type PreparedImage = { key: string; files: { width: number; bytes: Uint8Array }[] };

const storageKey = (key: string, width: number) => `products:${key}-${width}.webp`;
const shortName = (file: File) => {
  const name = file.name.trim() || 'The file';
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
};

/** The formats we accept, as sharp names them (AVIF is a HEIF container with AV1 inside). */
function acceptedFormat(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  return meta.format === 'heif' && meta.compression === 'av1';
}

/**
 * One upload, checked and re-encoded: 320, 640 and 960 px wide WebP, never wider than the source
 * (a 500 px picture gives three files 320, 500 and 500 px wide, so every width the srcset names
 * exists). EXIF orientation is applied and every metadata (location, camera) dropped.
 */
async function prepare(file: File): Promise<PreparedImage> {
  const name = shortName(file);
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) throw new HttpError(413, `"${name}" is larger than 8 MB. Please choose a smaller picture.`);
  if (file.size === 0) throw unprocessable(`"${name}" is empty. Please choose ${READABLE}.`);
  const input = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).metadata();
  } catch {
    throw unprocessable(`"${name}" is not ${READABLE}.`);
  }
  if (!acceptedFormat(meta) || !meta.width || !meta.height) throw unprocessable(`"${name}" is not ${READABLE}.`);
  if (Math.min(meta.width, meta.height) < MIN_SIDE) {
    throw unprocessable(`"${name}" is ${meta.width} × ${meta.height} pixels: a product picture must be at least ${MIN_SIDE} pixels on each side.`);
  }
  try {
    const source = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const files = await Promise.all(
      IMAGE_WIDTHS.product.map(async (width) => ({
        width,
        bytes: new Uint8Array(await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()),
      })),
    );
    const key = createHash('sha256').update(ENCODING_VERSION).update(input).digest('hex').slice(0, 24);
    return { key, files };
  } catch {
    throw unprocessable(`"${name}" could not be read to the end: it is damaged or not ${READABLE}.`);
  }
}

/** Every file of the upload, checked and re-encoded before anything is stored: one bad file refuses them all. */
async function prepareAll(files: unknown[]): Promise<PreparedImage[]> {
  const real = files.filter((f): f is File => f instanceof File && !(f.size === 0 && f.name === ''));
  if (real.length !== files.length || real.length === 0) {
    throw badRequest('Please choose one or more pictures (JPEG, PNG, WebP or AVIF).', [{ path: 'images', message: 'Choose at least one picture.' }]);
  }
  if (real.length > PRODUCT_IMAGE_UPLOAD_MAX_FILES) throw unprocessable(`Please upload at most ${PRODUCT_IMAGE_UPLOAD_MAX_FILES} pictures at a time.`);
  const prepared: PreparedImage[] = [];
  // One at a time: a sharp pipeline holds the decoded picture, and the machine may be small.
  for (const file of real) prepared.push(await prepare(file));
  return prepared;
}

const tooMany = (count: number) =>
  unprocessable(`A product may have at most ${PRODUCT_IMAGES_MAX} pictures; this one would have ${count}. Remove some first.`);

/** The product's pictures, main one first (404 for an unknown product). */
export async function productImages(db: Db, productId: string): Promise<string[]> {
  return (await productForStaff(db, productId)).images ?? [];
}

/**
 * Adds the uploaded pictures after the product's current ones (a picture it already has is not
 * added twice) and answers the new list. Files are checked first, then stored, then listed.
 */
export async function addProductImages(deps: { db: Db; storage: Storage }, productId: string, files: unknown[]): Promise<string[]> {
  const before = await productImages(deps.db, productId);
  const prepared = await prepareAll(files);
  const added = [...new Set(prepared.map((p) => uploadedProductImagePath(p.key)))].filter((path) => !before.includes(path));
  if (before.length + added.length > PRODUCT_IMAGES_MAX) throw tooMany(before.length + added.length);
  for (const image of prepared) {
    for (const file of image.files) await deps.storage.setItemRaw(storageKey(image.key, file.width), file.bytes);
  }
  return deps.db.transaction(async (tx) => {
    const current = (await productForStaff(tx, productId, true)).images ?? [];
    const next = [...current, ...added.filter((path) => !current.includes(path))];
    if (next.length > PRODUCT_IMAGES_MAX) throw tooMany(next.length);
    await tx.update(products).set({ images: next }).where(eq(products.id, productId));
    return next;
  });
}

/** Puts the product's pictures in the given order (the first is the main one); the list must hold exactly the ones it has. */
export async function orderProductImages(db: Db, productId: string, order: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = (await productForStaff(tx, productId, true)).images ?? [];
    const same = order.length === current.length && new Set(order).size === order.length && order.every((path) => current.includes(path));
    if (!same) throw conflict("The product's pictures have changed since this list was read. Please reload and try again.");
    await tx.update(products).set({ images: order }).where(eq(products.id, productId));
    return order;
  });
}

/** Takes one picture off the product (its files stay: orders may show them). */
export async function removeProductImage(db: Db, productId: string, image: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = (await productForStaff(tx, productId, true)).images ?? [];
    if (!current.includes(image)) throw notFound("That picture is not one of this product's pictures.");
    const next = current.filter((path) => path !== image);
    await tx.update(products).set({ images: next }).where(eq(products.id, productId));
    return next;
  });
}
