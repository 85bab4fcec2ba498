import { eq } from 'drizzle-orm';
import type { Storage } from 'unstorage';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { badRequest, conflict, notFound, unprocessable } from '../errors.ts';
import { IMAGE_WIDTHS, PRODUCT_AVIF_WIDTHS, PRODUCT_UPLOAD_LIMITS, uploadedProductImagePath } from '../../shared/images.ts';
import { productForStaff } from './products.ts';
import { chosenFiles, preparePicture, storePicture, type PictureKind, type PreparedPicture } from './uploaded-pictures.ts';

// A product's pictures, uploaded from the back-office (issue 14, docs/decisions/018). Each upload goes
// through the shared pipeline (uploaded-pictures.ts: checked by its content, re-encoded into the
// storefront's product widths as WebP, stored through unstorage under a key made from its bytes) as
// `products:<key>-<width>.webp`, served at /api/v1/files/products/<key>-<width>.webp. The product keeps the 640w path, as it does for a shipped picture, so the storefront's srcset helper
// (src/lib/images.ts) finds the files in the other widths beside it. Stored files are never deleted:
// orders keep a copy of the picture's path, and another product may show the same picture.

const { maxFiles: PRODUCT_IMAGE_UPLOAD_MAX_FILES, maxPerProduct: PRODUCT_IMAGES_MAX } = PRODUCT_UPLOAD_LIMITS;
export const PRODUCT_PICTURE: PictureKind = {
  namespace: 'products',
  widths: IMAGE_WIDTHS.product,
  avifWidths: PRODUCT_AVIF_WIDTHS,
  square: false,
  maxBytes: PRODUCT_UPLOAD_LIMITS.maxBytes,
  minSide: PRODUCT_UPLOAD_LIMITS.minSide,
  noun: 'a product picture',
};

/** Every file of the upload, checked and re-encoded before anything is stored: one bad file refuses them all. */
async function prepareAll(files: unknown[]): Promise<PreparedPicture[]> {
  const real = chosenFiles(files);
  if (real.length !== files.length || real.length === 0) {
    throw badRequest('Please choose one or more pictures (JPEG, PNG, WebP or AVIF).', [{ path: 'images', message: 'Choose at least one picture.' }]);
  }
  if (real.length > PRODUCT_IMAGE_UPLOAD_MAX_FILES) throw unprocessable(`Please upload at most ${PRODUCT_IMAGE_UPLOAD_MAX_FILES} pictures at a time.`);
  const prepared: PreparedPicture[] = [];
  // One at a time: a sharp pipeline holds the decoded picture, and the machine may be small.
  for (const file of real) prepared.push(await preparePicture(PRODUCT_PICTURE, file));
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
  // Only pictures it has: said, rather than answered 'Picture added' over an unchanged list.
  if (!added.length) throw conflict(`The product already has ${prepared.length === 1 ? 'this picture' : 'these pictures'}: nothing was added.`);
  if (before.length + added.length > PRODUCT_IMAGES_MAX) throw tooMany(before.length + added.length);
  for (const image of prepared) await storePicture(deps.storage, PRODUCT_PICTURE, image);
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
