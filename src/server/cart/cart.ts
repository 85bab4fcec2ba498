import { and, asc, eq, sql } from 'drizzle-orm';
import { toRupees } from '../../shared/money.ts';
import type { DbOrTx } from '../db/client.ts';
import { cartItems, carts, categories, products } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';
import { cartProductJson, productColumns } from '../views/product.ts';

// A shopper's cart: found or made, read as the storefront shows it, and the stock refusal's words.
// Used by the cart's routes and by placing an order.

/** The user's cart id, creating the cart on first use. */
export async function cartIdFor(db: DbOrTx, userId: string): Promise<string> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart!.id;
}

/** The cart as the storefront reads it: lines with their product, totals in rupees. */
export async function cartJson(db: DbOrTx, cartId: string) {
  const lines = await db
    .select({ ...productColumns, line: cartItems })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items = lines.map(({ line, ...product }) => ({
    _id: line.id,
    productId: line.productId,
    product: cartProductJson(product),
    quantity: line.quantity,
    price: toRupees(product.pricePaise),
  }));
  const subtotalPaise = lines.reduce((sum, { line, pricePaise }) => sum + pricePaise * line.quantity, 0);
  return {
    _id: cartId,
    items,
    totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: toRupees(subtotalPaise),
  };
}

/** The shopper-readable refusal when a quantity is more than the stock. */
export function stockMessage(product: { name: string; stock: number }, alreadyInCart = 0): string {
  if (product.stock <= 0) return `Sorry, ${product.name} is out of stock.`;
  const base = `Only ${product.stock} left in stock for ${product.name}`;
  return alreadyInCart > 0 ? `${base}, and you already have ${alreadyInCart} in your cart.` : `${base}.`;
}

/** A line of this cart (404 for any other's). */
export async function ownLine(db: DbOrTx, cartId: string, lineId: string) {
  if (!ID_PATTERN.test(lineId)) throw notFound('Cart item not found');
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  if (!line) throw notFound('Cart item not found');
  return line;
}

/**
 * The most one order's items may cost: ₹1 crore, the highest price a product may have (so one of
 * anything can be bought). An order's totals are stored as whole paise in 32-bit columns, which
 * end at about ₹2.1 crore: past them the database refused the order with a general 400. The cart
 * and placing both refuse earlier, saying how much and where to change it.
 */
export const MAX_ORDER_SUBTOTAL_PAISE = 1_000_000_000;
export const ORDER_TOO_LARGE = 'One order can hold items worth at most ₹1,00,00,000. Please lower the quantity, or place it as more than one order.';

/** The cart's items' worth in paise, summed by the database in 64 bits so no sum can wrap. */
async function cartSubtotalPaise(db: DbOrTx, cartId: string): Promise<number> {
  const [row] = await db
    .select({ subtotal: sql<string>`coalesce(sum(${products.pricePaise}::bigint * ${cartItems.quantity}), 0)` })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .where(eq(cartItems.cartId, cartId));
  return Number(row!.subtotal);
}

/** Refuses, at the quantity field, a cart worth more than one order may be (`MAX_ORDER_SUBTOTAL_PAISE`). */
export async function assertCartWithinOrderLimit(db: DbOrTx, cartId: string): Promise<void> {
  if ((await cartSubtotalPaise(db, cartId)) > MAX_ORDER_SUBTOTAL_PAISE) throw badRequest(ORDER_TOO_LARGE, [{ path: 'quantity', message: ORDER_TOO_LARGE }]);
}
