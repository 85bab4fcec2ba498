import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';

const AVATAR_KEY = /^[A-Za-z0-9_-]{1,100}\.webp$/;

/** Uploaded files. An avatar's key changes with every upload, so it may be cached for good. */
export const fileRoutes = new Hono<AppEnv>().get('/avatars/:key', async (c) => {
  const key = c.req.param('key');
  if (!AVATAR_KEY.test(key)) throw notFound('Image not found');
  const raw = await c.var.deps.storage.getItemRaw<Uint8Array>(`avatars:${key}`);
  if (!raw) throw notFound('Image not found');
  const bytes = new Uint8Array(raw instanceof Uint8Array ? raw : (raw as ArrayBuffer));
  return c.body(bytes, 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Length': String(bytes.byteLength),
  });
});
