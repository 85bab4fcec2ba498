import type { DeliveryAddress, PaymentMethod } from '../../shared/contract.ts';
import { orderSummaryPaise } from '../../shared/order-summary.ts';
import type { Tx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { recordEvent } from './events.ts';
import { paymentAtPlacing } from './life.ts';

/** One line of a new order: the product as it is now (its name, price and MRP are copied) and how many. */
export type NewOrderLine = {
  product: { id: string; name: string; images: string[]; pricePaise: number; mrpPaise: number };
  quantity: number;
};

/** What a new order's lines cost together, in paise: its subtotal. */
export const linesSubtotalPaise = (lines: NewOrderLine[]): number => lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);

/**
 * Writes a new order (pending), its items and its first event (`placed`, by the shopper) inside
 * the caller's transaction: prices and names copied from the products, totals by the one order
 * summary rule. Stock and cart are the caller's (placeOrder); the demo seed writes its past
 * orders through here too, and moves them on through the same changes as the staff.
 */
export async function writeOrder(
  tx: Tx,
  order: { userId: string; address: DeliveryAddress; lines: NewOrderLine[]; paymentMethod: PaymentMethod; placedAt: Date },
) {
  const summary = orderSummaryPaise(linesSubtotalPaise(order.lines));
  const paymentStatus = paymentAtPlacing(order.paymentMethod);
  const [created] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      status: 'pending',
      paymentMethod: order.paymentMethod,
      paymentStatus,
      address: order.address,
      subtotalPaise: summary.subtotal,
      shippingPaise: summary.shipping,
      taxesPaise: summary.taxes,
      discountPaise: summary.discount,
      totalPaise: summary.total,
      createdAt: order.placedAt,
      updatedAt: order.placedAt,
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
        mrpPaise: product.mrpPaise,
        quantity,
        position,
      })),
    )
    .returning();
  const event = await recordEvent(tx, {
    orderId: created!.id,
    at: order.placedAt,
    actor: { role: 'shopper', userId: order.userId },
    type: 'placed',
    from: null,
    to: 'pending',
    data: { paymentMethod: order.paymentMethod, paymentStatus },
  });
  return { order: created!, items, event };
}
