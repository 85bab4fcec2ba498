import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { IMAGE_WIDTHS } from '../../shared/images.ts';

const AVATAR_KEY = /^[A-Za-z0-9_-]{1,100}\.webp$/;
/** A product picture's key is made from its bytes (catalogue/product-images.ts), one file per product width. */
const PRODUCT_FILE = new RegExp(`^[0-9a-f]{24}-(?:${IMAGE_WIDTHS.product.join('|')})\\.webp$`);
/** A category picture's likewise (catalogue/category-image.ts), one file per category width. */
const CATEGORY_FILE = new RegExp(`^[0-9a-f]{24}-(?:${IMAGE_WIDTHS.category.join('|')})\\.webp$`);

/** A stored WebP, or the 404 envelope. */
async function webp(c: Context<AppEnv>, storageKey: string) {
  const raw = await c.var.deps.storage.getItemRaw<Uint8Array>(storageKey);
  if (!raw) throw notFound('Image not found');
  const bytes = new Uint8Array(raw instanceof Uint8Array ? raw : (raw as ArrayBuffer));
  return c.body(bytes, 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Length': String(bytes.byteLength),
  });
}

/**
 * Uploaded files. An avatar's key changes with every upload and a product picture's is made from
 * its content (as a category picture's), so all may be cached for good.
 */
export const fileRoutes = new Hono<AppEnv>()
  .get('/avatars/:key', async (c) => {
    const key = c.req.param('key');
    if (!AVATAR_KEY.test(key)) throw notFound('Image not found');
    return webp(c, `avatars:${key}`);
  })
  .get('/products/:file', async (c) => {
    const file = c.req.param('file');
    if (!PRODUCT_FILE.test(file)) throw notFound('Image not found');
    return webp(c, `products:${file}`);
  })
  .get('/categories/:file', async (c) => {
    const file = c.req.param('file');
    if (!CATEGORY_FILE.test(file)) throw notFound('Image not found');
    return webp(c, `categories:${file}`);
  });
