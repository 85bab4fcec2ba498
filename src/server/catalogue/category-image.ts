import { eq } from 'drizzle-orm';
import type { Storage } from 'unstorage';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { CATEGORY_UPLOAD_LIMITS, IMAGE_WIDTHS, uploadedCategoryImagePath } from '../../shared/images.ts';
import { categoryForStaff } from './categories.ts';
import { chosenFiles, preparePicture, storePicture, type PictureKind } from './uploaded-pictures.ts';

// A category's picture, uploaded from the back-office (issue 14, docs/decisions/066): the product
// pictures' pipeline (uploaded-pictures.ts), cut to a centred square and made in the category
// circles' widths (160 and 320 px WebP), stored as `categories:<key>-<width>.webp` and served at
// /api/v1/files/categories/<key>-<width>.webp. The category keeps the 320w path, as for a shipped
// picture (`/images/categories/<name>-320.webp`), so the storefront's srcset helper finds the 160w
// file beside it. Stored files are never deleted (a category may go back to an earlier picture).

export const CATEGORY_PICTURE: PictureKind = {
  namespace: 'categories',
  widths: IMAGE_WIDTHS.category,
  square: true,
  maxBytes: CATEGORY_UPLOAD_LIMITS.maxBytes,
  minSide: CATEGORY_UPLOAD_LIMITS.minSide,
  noun: 'a category picture',
};

/**
 * Makes the uploaded picture the category's image and answers the category. The category is looked
 * up first (404 before reading the file) and the file checked and stored before the row changes, so
 * a bad file changes nothing.
 */
export async function setCategoryImage(deps: { db: Db; storage: Storage }, categoryId: string, files: unknown[]) {
  await categoryForStaff(deps.db, categoryId);
  const real = chosenFiles(files);
  if (real.length !== 1 || files.length !== 1) {
    throw badRequest('Please choose one picture (JPEG, PNG, WebP or AVIF).', [{ path: 'image', message: 'Choose one picture.' }]);
  }
  const picture = await preparePicture(CATEGORY_PICTURE, real[0]!);
  await storePicture(deps.storage, CATEGORY_PICTURE, picture);
  await deps.db.update(categories).set({ image: uploadedCategoryImagePath(picture.key) }).where(eq(categories.id, categoryId));
  return categoryForStaff(deps.db, categoryId);
}
