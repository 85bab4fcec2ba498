import { normalizeProduct, type Product } from '../product';
import type { ApiClient } from './client';
import { listFrom } from './types';

/** Wishlist products default to rating 4 (SPEC.md section 9). */
const WISHLIST_DEFAULT_RATING = 4;

export async function getWishlist(client: ApiClient): Promise<Product[]> {
  const answer = await client.get<unknown>('/wishlist');
  return listFrom(answer.data, 'products').map((p) => normalizeProduct(p, { defaultRating: WISHLIST_DEFAULT_RATING }));
}

export async function addToWishlist(client: ApiClient, productId: string): Promise<void> {
  await client.post('/wishlist/add', { body: { productId } });
}

export async function removeFromWishlist(client: ApiClient, productId: string): Promise<void> {
  await client.delete('/wishlist/delete', { body: { productId } });
}

export async function clearWishlist(client: ApiClient): Promise<void> {
  await client.delete('/wishlist/clear');
}
