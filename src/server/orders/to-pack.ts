import { asc, count, eq, inArray } from 'drizzle-orm';
import { TO_PACK_SHOWN } from '../../shared/contract.ts';
import { toRupees } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, products } from '../db/schema.ts';
import { orderNumber } from '../views/order.ts';

/**
 * What the staff have to pack (decision 194): the orders placed and not packed yet, oldest first
 * (the first placed is the first owed), each as its packing slip; and what to gather for all of
 * them, product by product, grouped by the self-help group that packs it, so a coordinator can ask
 * each group for its part at once.
 */
export async function ordersToPack(db: Db) {
  const waiting = eq(orders.status, 'pending');
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(waiting),
    db.select().from(orders).where(waiting).orderBy(asc(orders.createdAt), asc(orders.number)).limit(TO_PACK_SHOWN),
  ]);
  const items = rows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          netQuantity: products.netQuantity,
          netQuantityUnit: products.netQuantityUnit,
          packer: products.packerName,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, rows.map((o) => o.id)))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : [];
  const itemsOf = Map.groupBy(items, (item) => item.orderId);

  const gather = new Map<string, Omit<(typeof items)[number], 'orderId'> & { orders: number }>();
  for (const item of items) {
    const line = gather.get(item.productId);
    if (line) {
      line.quantity += item.quantity;
      line.orders += 1;
    } else {
      const { orderId: _orderId, ...product } = item;
      gather.set(item.productId, { ...product, orders: 1 });
    }
  }
  // By group (those without one last), then by name: the order a coordinator walks her list in.
  const byGroup = (a: { packer: string | null; name: string }, b: { packer: string | null; name: string }) =>
    (a.packer === null ? 1 : 0) - (b.packer === null ? 1 : 0) || (a.packer ?? '').localeCompare(b.packer ?? '') || a.name.localeCompare(b.name);

  return {
    total,
    gather: [...gather.values()].sort(byGroup),
    orders: rows.map((o) => ({
      _id: o.id,
      orderNumber: orderNumber(o.number),
      createdAt: o.createdAt.toISOString(),
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paymentStatus,
      total: toRupees(o.totalPaise),
      address: o.address,
      items: (itemsOf.get(o.id) ?? []).map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity })),
    })),
  };
}
