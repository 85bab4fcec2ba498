import { normalizePrice } from '../price';
import { normalizeProduct, type Product } from '../product';
import type { ApiClient } from './client';
import { isObject } from './types';
import { readString } from '../read';

/** One cart line. `_id` is the line's own id, used by update and delete (DESIGN.md section 5). */
export type CartItem = {
  _id: string;
  productId: string;
  product: Product | null;
  quantity: number;
  /** Unit price in rupees. */
  price: number;
};

export type Cart = { _id: string | null; items: CartItem[] };

// Fields are kept as sent, untrimmed.
const AS_SENT = { trim: false } as const;

function normalizeCartItem(input: unknown): CartItem {
  const raw = isObject(input) ? input : {};
  const productObject = isObject(raw.product) ? raw.product : isObject(raw.productId) ? raw.productId : null;
  const product = productObject ? normalizeProduct(productObject) : null;
  const productId = readString(typeof raw.productId === 'string' ? raw.productId : (product?._id ?? raw.product), AS_SENT);
  const quantity = Number(raw.quantity);
  // The line's own price is what the shopper pays; a line without one uses the product's sale price.
  const price = raw.price !== undefined && raw.price !== null ? normalizePrice(raw.price) : (product?.price ?? 0);
  return {
    _id: readString(raw._id ?? raw.id, AS_SENT) || productId,
    productId,
    product,
    quantity: Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 1,
    price,
  };
}

/** Reads the cart from `data` (`{ _id, items }`, `{ cart: { items } }` or a bare list of lines). */
export function normalizeCart(data: unknown): Cart {
  const source = isObject(data) && isObject(data.cart) ? data.cart : data;
  const items = Array.isArray(source) ? source : isObject(source) && Array.isArray(source.items) ? source.items : [];
  return {
    _id: isObject(source) ? readString(source._id, AS_SENT) || null : null,
    items: items.map(normalizeCartItem),
  };
}

export async function getCart(client: ApiClient): Promise<Cart> {
  return normalizeCart((await client.get<unknown>('/cart')).data);
}

export async function addCartItem(client: ApiClient, productId: string, quantity: number): Promise<void> {
  await client.post('/cart/add-cart', { body: { productId, quantity } });
}

export async function updateCartItem(client: ApiClient, lineId: string, productId: string, quantity: number): Promise<void> {
  await client.patch(`/cart/update-cart/${encodeURIComponent(lineId)}`, { body: { productId, quantity } });
}

export async function deleteCartItem(client: ApiClient, lineId: string): Promise<void> {
  await client.delete(`/cart/delete-cart/${encodeURIComponent(lineId)}`);
}

export async function clearCart(client: ApiClient): Promise<void> {
  await client.delete('/cart/clear-cart');
}
