import type { orderItems, orders } from '../db/schema.ts';
import { rupees } from '../money.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export const orderNumber = (n: number) => `HF-${String(n).padStart(6, '0')}`;

export function orderJson(o: OrderRow, items: OrderItemRow[]) {
  return {
    _id: o.id,
    orderNumber: orderNumber(o.number),
    status: o.status,
    returnStatus: o.returnStatus ?? null,
    returnReason: o.returnReason ?? null,
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({
        productId: i.productId,
        name: i.name,
        image: i.image,
        price: rupees(i.pricePaise),
        quantity: i.quantity,
        subtotal: rupees(i.pricePaise * i.quantity),
      })),
    address: o.address,
    subtotal: rupees(o.subtotalPaise),
    shipping: rupees(o.shippingPaise),
    taxes: rupees(o.taxesPaise),
    discount: rupees(o.discountPaise),
    total: rupees(o.totalPaise),
    statusHistory: o.statusHistory,
    createdAt: o.createdAt.toISOString(),
  };
}
