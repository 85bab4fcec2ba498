import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import { addProductImages, orderProductImages, productImages, removeProductImage } from '../../catalogue/product-images.ts';
import { PRODUCT_UPLOAD_LIMITS } from '../../../shared/images.ts';
import { validate } from '../../validation.ts';
import { multipartField } from '../body.ts';
import { singleParam } from '../list-params.ts';

// A product's pictures (docs/api.md, "Back-office"; docs/decisions/018): upload, order, remove.
// Every write answers the product's new list, main picture first.

const imagePath = z.string({ error: 'Each picture must be given by its path.' }).min(1, 'A picture path must not be empty.').max(300, 'A picture path is at most 300 characters.');
const orderBody = z.object({ images: z.array(imagePath, { error: 'images must be the list of picture paths.' }).max(PRODUCT_UPLOAD_LIMITS.maxPerProduct, `A product has at most ${PRODUCT_UPLOAD_LIMITS.maxPerProduct} pictures.`) }).strict();
const removeQuery = z.object({ image: singleParam.pipe(imagePath) });

export const adminProductImageRoutes = new Hono<AppEnv>()
  .get('/:id/images', async (c) => ok(c, { images: await productImages(c.var.deps.db, c.req.param('id')) }, 'Product pictures'))

  .post('/:id/images', async (c) => {
    const files = await multipartField(c, 'images', 'Please upload the pictures as files in the multipart form field "images".');
    const images = await addProductImages(c.var.deps, c.req.param('id'), files);
    return ok(c, { images }, files.length === 1 ? 'Picture added' : 'Pictures added', 201);
  })

  .put('/:id/images', validate('json', orderBody), async (c) =>
    ok(c, { images: await orderProductImages(c.var.deps.db, c.req.param('id'), c.req.valid('json').images) }, 'Pictures reordered'),
  )

  .delete('/:id/images', validate('query', removeQuery), async (c) =>
    ok(c, { images: await removeProductImage(c.var.deps.db, c.req.param('id'), c.req.valid('query').image) }, 'Picture removed'),
  );
