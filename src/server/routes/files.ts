import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { IMAGE_WIDTHS, PRODUCT_AVIF_WIDTHS } from '../../shared/images.ts';
import { CATEGORY_PICTURE } from '../catalogue/category-image.ts';
import { PRODUCT_PICTURE } from '../catalogue/product-images.ts';
import { pictureFile, storedBytes, type PictureFormat, type PictureKind } from '../catalogue/uploaded-pictures.ts';

const AVATAR_KEY = /^[A-Za-z0-9_-]{1,100}\.webp$/;
/** A product picture's key is made from its bytes (catalogue/product-images.ts), one file per product width. */
const PRODUCT_FILE = new RegExp(`^([0-9a-f]{24})-(${IMAGE_WIDTHS.product.join('|')})\\.webp$`);
/** And the AVIF files of its main-picture widths (decision 196). */
const PRODUCT_AVIF_FILE = new RegExp(`^([0-9a-f]{24})-(${PRODUCT_AVIF_WIDTHS.join('|')})\\.avif$`);
/** A category picture's likewise (catalogue/category-image.ts), one file per category width. */
const CATEGORY_FILE = new RegExp(`^([0-9a-f]{24})-(${IMAGE_WIDTHS.category.join('|')})\\.webp$`);

/** A WebP (or AVIF) picture, or the 404 envelope. */
function image(c: Context<AppEnv>, bytes: Uint8Array<ArrayBuffer> | null, format: PictureFormat = 'webp') {
  if (!bytes) throw notFound('Image not found');
  return c.body(bytes, 200, {
    'Content-Type': `image/${format}`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Length': String(bytes.byteLength),
  });
}

/** An uploaded picture's file in one width (made from a wider one if it was uploaded before that width existed). */
async function picture(c: Context<AppEnv>, pattern: RegExp, kind: PictureKind, format: PictureFormat = 'webp') {
  const match = pattern.exec(c.req.param('file') ?? '');
  if (!match) throw notFound('Image not found');
  return image(c, await pictureFile(c.var.deps.storage, kind, match[1]!, Number(match[2]), format), format);
}

/**
 * Uploaded files. An avatar's key changes with every upload and a product picture's is made from
 * its content (as a category picture's), so all may be cached for good.
 */
export const fileRoutes = new Hono<AppEnv>()
  .get('/avatars/:key', async (c) => {
    const key = c.req.param('key');
    if (!AVATAR_KEY.test(key)) throw notFound('Image not found');
    const raw = await c.var.deps.storage.getItemRaw<Uint8Array>(`avatars:${key}`);
    return image(c, raw ? storedBytes(raw) : null);
  })
  .get('/products/:file', (c) => (c.req.param('file').endsWith('.avif') ? picture(c, PRODUCT_AVIF_FILE, PRODUCT_PICTURE, 'avif') : picture(c, PRODUCT_FILE, PRODUCT_PICTURE)))
  .get('/categories/:file', (c) => picture(c, CATEGORY_FILE, CATEGORY_PICTURE));
