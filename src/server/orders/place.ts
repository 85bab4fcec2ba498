import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/contract.ts';
import { ownAddress } from '../addresses/addresses.ts';
import { MAX_ORDER_SUBTOTAL_PAISE, ORDER_TOO_LARGE, cartIdFor, stockMessage } from '../cart/cart.ts';
import type { Db } from '../db/client.ts';
import { cartItems, carts, orders, products } from '../db/schema.ts';
import type { ServiceableList } from '../delivery/pincodes.ts';
import { HttpError, badRequest, conflict, unprocessable } from '../errors.ts';
import { addressSnapshot } from '../views/address.ts';
import { recordOrderStock } from '../catalogue/products.ts';
import { linesSubtotalPaise, writeOrder } from './write.ts';

/**
 * How many orders one account may have waiting for the shop to start on them (`pending`), paid or
 * not (decision 168). Placing costs nothing here (cash on delivery; the online payment is
 * simulated), yet every order holds its stock: without a cap one account could hold a product's
 * whole stock in orders it never means to take. The staff starting one (processing) frees a place.
 */
export const MAX_PENDING_ORDERS = 5;
const TOO_MANY_PENDING = `You already have ${MAX_PENDING_ORDERS} orders we have not started on yet. Please wait until we begin one, or cancel one you no longer need in My Orders, then place this one.`;

/**
 * Places an order from the shopper's cart, in one transaction: the delivery PIN code is checked,
 * the products' rows are locked, stock is checked and reduced, prices are copied, the first event
 * is written, the cart is emptied. Any refusal changes nothing (409 for stock, 422 for the PIN).
 */
export async function placeOrder(
  db: Db,
  { userId, addressId, paymentMethod, delivery, now }: { userId: string; addressId: string; paymentMethod: PaymentMethod; delivery: ServiceableList; now: Date },
) {
  return db.transaction(async (tx) => {
    const cartId = await cartIdFor(tx, userId);
    // The cart's row locked first: a second press (a retry, another tab) waits here, then finds the
    // cart empty. Without it, on PostgreSQL each press read the same lines and placed its own order,
    // past the cap of pending orders too.
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    if (!lines.length) throw badRequest('Your cart is empty');
    const [{ waiting }] = await tx
      .select({ waiting: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
    // Named at `orders`: what she changes is her orders, not the cart (the page links My Orders).
    if (waiting >= MAX_PENDING_ORDERS) throw new HttpError(409, TOO_MANY_PENDING, [{ path: 'orders', message: TOO_MANY_PENDING }]);
    const address = await ownAddress(tx, userId, addressId);
    const pin = address.zipCode.replace(/[\s-]/g, '');
    if (!delivery.find(pin)) throw unprocessable(`Sorry, we do not deliver to PIN code ${address.zipCode} yet. Please choose another address.`);

    // A fixed lock order (by id) so two orders for the same products never deadlock.
    // What placing needs of each product (its row locked whole all the same); not the search copies.
    const locked = await tx
      .select({ id: products.id, name: products.name, status: products.status, stock: products.stock, images: products.images, pricePaise: products.pricePaise, mrpPaise: products.mrpPaise })
      .from(products)
      .where(inArray(products.id, lines.map((l) => l.productId)))
      .orderBy(asc(products.id))
      .for('update');
    const byId = new Map(locked.map((p) => [p.id, p]));
    for (const line of lines) {
      const product = byId.get(line.productId);
      // A product withdrawn from the shop since it was put in the cart can no longer be ordered.
      if (product && product.status !== 'active') throw conflict(`Sorry, ${product.name} is no longer available. Please remove it from your cart.`);
      if (!product || product.stock < line.quantity) throw conflict(stockMessage(product ?? { name: 'A product in your cart', stock: 0 }));
    }
    const orderLines = lines.map((l) => ({ product: byId.get(l.productId)!, quantity: l.quantity }));
    // Prices may have risen since the cart was filled: the totals must still fit their columns.
    if (linesSubtotalPaise(orderLines) > MAX_ORDER_SUBTOTAL_PAISE) throw conflict(ORDER_TOO_LARGE);
    const moves: { productId: string; from: number; to: number }[] = [];
    for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
      const [moved] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}`, bestseller: sql`${products.bestseller} + ${line.quantity}` })
        .where(eq(products.id, line.productId))
        .returning({ stock: products.stock });
      moves.push({ productId: line.productId, from: moved!.stock + line.quantity, to: moved!.stock });
    }
    const written = await writeOrder(tx, {
      userId,
      address: addressSnapshot(address),
      lines: orderLines,
      paymentMethod,
      placedAt: now,
    });
    await recordOrderStock(tx, moves, { orderId: written.order.id, actorId: userId, reason: 'order', at: now });
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    return written;
  });
}
