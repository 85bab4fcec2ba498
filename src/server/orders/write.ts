import type { DeliveryAddress } from '../../shared/contract.ts';
import { orderSummaryPaise } from '../../shared/order-summary.ts';
import type { Tx } from '../db/client.ts';
import { orderItems, orders, type StatusChange } from '../db/schema.ts';

/** One line of a new order: the product as it is now (its name and price are copied) and how many. */
export type NewOrderLine = {
  product: { id: string; name: string; images: string[]; pricePaise: number };
  quantity: number;
};

/**
 * Writes an order and its items inside the caller's transaction: prices and names copied from the
 * products, totals by the one order summary rule. Stock and cart are the caller's (placeOrder);
 * the demo seed writes its past orders through here too.
 */
export async function writeOrder(
  tx: Tx,
  order: { userId: string; address: DeliveryAddress; lines: NewOrderLine[]; history: StatusChange[]; placedAt: Date; updatedAt?: Date },
) {
  const subtotal = order.lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  const summary = orderSummaryPaise(subtotal);
  const status = order.history.at(-1)?.status ?? 'pending';
  const [created] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      status,
      address: order.address,
      subtotalPaise: summary.subtotal,
      shippingPaise: summary.shipping,
      taxesPaise: summary.taxes,
      discountPaise: summary.discount,
      totalPaise: summary.total,
      statusHistory: order.history,
      createdAt: order.placedAt,
      updatedAt: order.updatedAt ?? order.placedAt,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      order.lines.map(({ product, quantity }, position) => ({
        orderId: created!.id,
        productId: product.id,
        name: product.name,
        image: product.images[0] ?? null,
        pricePaise: product.pricePaise,
        quantity,
        position,
      })),
    )
    .returning();
  return { order: created!, items };
}
