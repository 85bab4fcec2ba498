import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { cartItems, products } from '../db/schema.ts';
import { assertCartWithinOrderLimit, cartIdFor, cartJson, ownLine, stockMessage } from '../cart/cart.ts';
import { conflict, notFound, ok } from '../errors.ts';
import { requireUser } from '../middleware/require-user.ts';
import { idString, validate } from '../validation.ts';
import { selectProducts } from '../views/product.ts';

const quantityField = z
  .number({ error: (i) => (i.input === undefined ? 'Quantity is required.' : 'Quantity must be a number.') })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(10_000, 'Quantity is too large.');

const addBody = z.object({ productId: idString('productId'), quantity: quantityField.default(1) });
const updateBody = z.object({ productId: idString('productId').optional(), quantity: quantityField });

export const cartRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get('/', async (c) => {
    const { db } = c.var.deps;
    return ok(c, await cartJson(db, await cartIdFor(db, c.var.user.id)), 'Cart');
  })

  .post('/add-cart', validate('json', addBody), async (c) => {
    const { db } = c.var.deps;
    const { productId, quantity } = c.req.valid('json');
    const cart = await db.transaction(async (tx) => {
      const cartId = await cartIdFor(tx, c.var.user.id);
      const [product] = await selectProducts(tx).where(eq(products.id, productId));
      if (!product || product.status !== 'active') throw notFound('Product not found');
      if (product.stock <= 0) throw conflict(stockMessage(product));
      // One line per product: adding again adds to its quantity.
      const [line] = await tx
        .insert(cartItems)
        .values({ cartId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        })
        .returning({ quantity: cartItems.quantity });
      if (line!.quantity > product.stock) throw conflict(stockMessage(product, line!.quantity - quantity));
      await assertCartWithinOrderLimit(tx, cartId);
      return cartJson(tx, cartId);
    });
    return ok(c, cart, 'Added to cart');
  })

  .patch('/update-cart/:cartLineId', validate('json', updateBody), async (c) => {
    const { db } = c.var.deps;
    const { productId, quantity } = c.req.valid('json');
    const cartId = await cartIdFor(db, c.var.user.id);
    const line = await ownLine(db, cartId, c.req.param('cartLineId'));
    if (productId && productId !== line.productId) throw notFound('Cart item not found');
    const [product] = await db.select({ name: products.name, stock: products.stock }).from(products).where(eq(products.id, line.productId));
    if (!product || quantity > product.stock) throw conflict(stockMessage(product ?? { name: 'this product', stock: 0 }));
    // Checked with the new quantity in place; a cart worth more than one order may be keeps the old one.
    await db.transaction(async (tx) => {
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
      await assertCartWithinOrderLimit(tx, cartId);
    });
    return ok(c, await cartJson(db, cartId), 'Cart updated');
  })

  .delete('/delete-cart/:cartLineId', async (c) => {
    const { db } = c.var.deps;
    const cartId = await cartIdFor(db, c.var.user.id);
    const line = await ownLine(db, cartId, c.req.param('cartLineId'));
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return ok(c, await cartJson(db, cartId), 'Item removed from cart');
  })

  .delete('/clear-cart', async (c) => {
    const { db } = c.var.deps;
    const cartId = await cartIdFor(db, c.var.user.id);
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    return ok(c, await cartJson(db, cartId), 'Cart cleared');
  });
